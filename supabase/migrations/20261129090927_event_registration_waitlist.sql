CREATE SEQUENCE "public"."event_registration_arrival" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "arrival" bigint DEFAULT nextval('event_registration_arrival') NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_member_id_member_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_member_once_idx" ON "event_registrations" USING btree ("member_id","event_id") WHERE "event_registrations"."member_id" is not null and "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_registrations_waitlist_idx" ON "event_registrations" USING btree ("event_id","arrival") WHERE "event_registrations"."status" = 'waitlisted';--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK (status in ('registered', 'waitlisted', 'cancelled'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_cancelled_check" CHECK (("event_registrations"."status" = 'cancelled') = ("event_registrations"."cancelled_at" is not null));