CREATE TABLE "member_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"decided_by" uuid NOT NULL,
	"decided_by_email" text NOT NULL,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_decisions_decision_check" CHECK (decision in ('approved', 'rejected', 'suspended', 'reopened', 'reinstated'))
);
--> statement-breakpoint
ALTER TABLE "member_decisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_profiles" DROP CONSTRAINT "member_profiles_approval_status_check";--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "reported_member_id" uuid;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "reason_category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolved_by_email" text;--> statement-breakpoint
ALTER TABLE "member_decisions" ADD CONSTRAINT "member_decisions_member_id_member_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_decisions" ADD CONSTRAINT "member_decisions_report_id_message_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."message_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_decisions_member_idx" ON "member_decisions" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_request_id_member_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."member_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reported_member_id_member_profiles_id_fk" FOREIGN KEY ("reported_member_id") REFERENCES "public"."member_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_request_once_idx" ON "message_reports" USING btree ("request_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("handled_at","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_approval_status_check" CHECK (approval_status in ('pending', 'approved', 'rejected', 'suspended'));--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_kind_check" CHECK (kind in ('message', 'ad'));--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reason_category_check" CHECK (reason_category in ('spam', 'harassment', 'inappropriate', 'fraud', 'other'));--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_resolution_check" CHECK ("message_reports"."resolution" is null or resolution in ('message_hidden', 'ad_closed', 'member_suspended', 'dismissed'));--> statement-breakpoint
-- Reports from before: whose message it was, and the ones already handled count as dismissed.
UPDATE "message_reports" SET "reported_member_id" = "member_messages"."from_member_id"
FROM "member_messages" WHERE "member_messages"."id" = "message_reports"."message_id";--> statement-breakpoint
UPDATE "message_reports" SET "resolution" = 'dismissed' WHERE "handled_at" IS NOT NULL;
