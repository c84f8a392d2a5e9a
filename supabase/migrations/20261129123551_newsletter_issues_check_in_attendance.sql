CREATE TABLE "newsletter_batches" (
	"issue_id" uuid NOT NULL,
	"batch_no" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_batches_issue_id_batch_no_pk" PRIMARY KEY("issue_id","batch_no"),
	CONSTRAINT "newsletter_batches_status_check" CHECK (status in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"issue_id" uuid NOT NULL,
	"mailbox" text NOT NULL,
	"email" text NOT NULL,
	"batch_no" integer NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_id_mailbox_pk" PRIMARY KEY("issue_id","mailbox")
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"subject" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source_post_id" uuid,
	"audience" text DEFAULT 'both' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"recipient_count" integer,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_issues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "newsletter_issues_status_check" CHECK (status in ('draft', 'scheduled', 'sending', 'paused', 'sent')),
	CONSTRAINT "newsletter_issues_audience_check" CHECK (audience in ('subscribers', 'members', 'both')),
	CONSTRAINT "newsletter_issues_slug_format_check" CHECK ("newsletter_issues"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "newsletter_issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "newsletter_suppressions" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_suppressions_reason_check" CHECK (reason in ('bounce', 'complaint'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_suppressions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "show_attendance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Members who joined before the setting existed never chose the newsletter: theirs starts off.
-- Those who join from now on get it on (stated on /privatnost) and can turn it off.
ALTER TABLE "member_profiles" ADD COLUMN "newsletter_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ALTER COLUMN "newsletter_emails" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "mailbox" text GENERATED ALWAYS AS (canonical_mailbox(email)) STORED;--> statement-breakpoint
ALTER TABLE "newsletter_batches" ADD CONSTRAINT "newsletter_batches_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_source_post_id_blog_posts_id_fk" FOREIGN KEY ("source_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_batches_due_idx" ON "newsletter_batches" USING btree ("next_attempt_at") WHERE "newsletter_batches"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_batch_idx" ON "newsletter_deliveries" USING btree ("issue_id","batch_no");--> statement-breakpoint
CREATE INDEX "newsletter_issues_archive_idx" ON "newsletter_issues" USING btree ("sent_at") WHERE "newsletter_issues"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "newsletter_issues_scheduled_idx" ON "newsletter_issues" USING btree ("scheduled_at") WHERE "newsletter_issues"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "newsletter_issues_updated_idx" ON "newsletter_issues" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "event_registrations_shown_idx" ON "event_registrations" USING btree ("event_id","arrival") WHERE "event_registrations"."show_attendance" and "event_registrations"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "member_profiles_mailbox_idx" ON "member_profiles" USING btree ("mailbox");