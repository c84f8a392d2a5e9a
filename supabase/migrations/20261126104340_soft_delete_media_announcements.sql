ALTER TABLE "announcements" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_media" ADD COLUMN "deleted_at" timestamp with time zone;