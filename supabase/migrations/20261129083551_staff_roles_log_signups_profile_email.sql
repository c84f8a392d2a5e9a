CREATE TABLE "account_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text,
	"member_profile" jsonb,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_signups_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_signups_email_lower_check" CHECK ("account_signups"."email" = lower("account_signups"."email"))
);
--> statement-breakpoint
ALTER TABLE "account_signups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"summary" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_by" uuid NOT NULL,
	"granted_by_email" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "staff_roles_role_check" CHECK (role in ('urednik', 'organizator', 'moderator'))
);
--> statement-breakpoint
ALTER TABLE "staff_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_signups_email_idx" ON "account_signups" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_signups_expires_idx" ON "account_signups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_log_created_idx" ON "staff_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_log_actor_idx" ON "staff_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_log_action_idx" ON "staff_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_pending_email_token_hash_unique" UNIQUE("pending_email_token_hash");--> statement-breakpoint
-- The staff log is append-only: no entry is ever changed, and only the purge removes one, once it
-- is older than its retention (RETENTION_DAYS.staffLog in lib/privacy/retention.ts: 730 days).
CREATE OR REPLACE FUNCTION public.staff_log_append_only()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'staff_log entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.created_at > now() - interval '730 days' THEN
    RAISE EXCEPTION 'staff_log entries are kept for 730 days' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_log_append_only BEFORE UPDATE OR DELETE ON public.staff_log
  FOR EACH ROW EXECUTE FUNCTION public.staff_log_append_only();
