CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_secrets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "digest_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "mentorship_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "expiry_warned_at" timestamp with time zone;