CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"url" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD COLUMN "granted_by" uuid;--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD COLUMN "granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "email_confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploaded_files_user_idx" ON "uploaded_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_purpose_created_idx" ON "uploaded_files" USING btree ("purpose","created_at");