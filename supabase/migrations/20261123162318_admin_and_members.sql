CREATE TABLE "blog_post_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_revisions_reason_check" CHECK (reason in ('autosave', 'draft', 'publish', 'restore'))
);
--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "member_blocks_not_self_check" CHECK ("member_blocks"."blocker_id" <> "member_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "member_blocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"points" integer NOT NULL,
	"description" text,
	"reference_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_points_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"reporter_id" uuid NOT NULL,
	"message_text" text NOT NULL,
	"reason" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "mentorship_connections_pair_idx";--> statement-breakpoint
ALTER TABLE "app_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "google_subject" text;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "password_is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "email_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "join_applications" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "hide_from_directory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "mentor_capacity" integer;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "message_digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '60 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorship_connections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_applications" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_member_profiles_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_member_profiles_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points_ledger" ADD CONSTRAINT "member_points_ledger_member_id_member_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_member_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."member_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_member_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_revisions_post_idx" ON "blog_post_revisions" USING btree ("post_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_ledger_once_idx" ON "member_points_ledger" USING btree ("member_id","activity_type","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_once_idx" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_submission_id_event_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."event_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_requests_member_idx" ON "member_requests" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_connections_open_pair_idx" ON "mentorship_connections" USING btree ("mentor_id","mentee_id") WHERE status in ('pending', 'active');--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_google_subject_unique" UNIQUE("google_subject");--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_email_confirm_token_hash_unique" UNIQUE("email_confirm_token_hash");--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_mentor_capacity_check" CHECK ("member_profiles"."mentor_capacity" is null or "member_profiles"."mentor_capacity" >= 0);