-- Searches run in the database (docs/architecture.md, "Search"). pg_trgm gives the trigram indexes
-- that serve `LIKE '%word%'` on the folded columns below; PGlite loads it as a contrib extension
-- (lib/db/connection.ts), PostgreSQL and Supabase ship it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- search_fields(a, b, …): each value through search_fold, joined by U+001F (the unit separator). No
-- query holds that character (control characters are stripped from every input), so a word never
-- matches across two fields. Nulls are skipped. IMMUTABLE, so stored generated columns can use it.
CREATE OR REPLACE FUNCTION search_fields(VARIADIC parts text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(search_fold(part), chr(31)), '') FROM unnest(parts) AS part WHERE part IS NOT NULL
$$;
--> statement-breakpoint
-- A tag list as one text for search_fields (array_to_string itself is only STABLE).
CREATE OR REPLACE FUNCTION search_tags(tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_string(tags, ' ') $$;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_fields(title, excerpt, content, search_tags(tags)))) STORED;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fields(name, email, message)) STORED;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fields(first_name, last_name, email, event_title, company)) STORED;--> statement-breakpoint
ALTER TABLE "join_applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fields(name, email, about, contribute, expect)) STORED;--> statement-breakpoint
ALTER TABLE "knowledge_resources" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fields(title, description, search_tags(tags))) STORED;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "directory_search" text GENERATED ALWAYS AS (search_fields(full_name, what_they_do, industry, bio)) STORED;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (search_fields(full_name, email, what_they_do, industry, phone)) STORED;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "mentor_search" text GENERATED ALWAYS AS (search_fields(full_name, what_they_do, industry)) STORED;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "mentee_search" text GENERATED ALWAYS AS (search_fields(full_name, what_they_do, what_they_seek)) STORED;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fields(title, description)) STORED;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fields(first_name, last_name, email)) STORED;--> statement-breakpoint
ALTER TABLE "team_applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fields(name, email, experience, motivation)) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "blog_posts_published_order_idx" ON "blog_posts" USING btree (coalesce(publish_date, created_at) desc, created_at desc, slug) WHERE published;--> statement-breakpoint
CREATE INDEX "blog_posts_category_order_idx" ON "blog_posts" USING btree ("category",coalesce(publish_date, created_at) desc, created_at desc, slug) WHERE published;--> statement-breakpoint
CREATE INDEX "blog_posts_updated_order_idx" ON "blog_posts" USING btree ("updated_at","created_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_category_stats_idx" ON "blog_posts" USING btree ("category","updated_at") WHERE published;--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "event_registrations_event_order_idx" ON "event_registrations" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_registrations_search_idx" ON "event_registrations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_registrations_unhandled_idx" ON "event_registrations" USING btree ("created_at") WHERE "event_registrations"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "event_registrations_created_idx" ON "event_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "join_applications_search_idx" ON "join_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "join_applications_unhandled_idx" ON "join_applications" USING btree ("created_at") WHERE "join_applications"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "knowledge_resources_search_idx" ON "knowledge_resources" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_created_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_received_thread_idx" ON "member_messages" USING btree ("to_member_id","from_member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_profiles_directory_search_idx" ON "member_profiles" USING gin ("directory_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_profiles_admin_search_idx" ON "member_profiles" USING gin ("admin_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_profiles_mentor_search_idx" ON "member_profiles" USING gin ("mentor_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_profiles_mentee_search_idx" ON "member_profiles" USING gin ("mentee_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_profiles_directory_order_idx" ON "member_profiles" USING btree ("created_at","id" DESC NULLS FIRST) WHERE "member_profiles"."approval_status" = 'approved' and "member_profiles"."is_active" and not "member_profiles"."hide_from_directory";--> statement-breakpoint
CREATE INDEX "member_profiles_mentors_order_idx" ON "member_profiles" USING btree ("full_name","id") WHERE "member_profiles"."approval_status" = 'approved' and "member_profiles"."is_active" and not "member_profiles"."hide_from_directory" and "member_profiles"."is_mentor";--> statement-breakpoint
CREATE INDEX "member_profiles_mentees_order_idx" ON "member_profiles" USING btree ("full_name","id") WHERE "member_profiles"."approval_status" = 'approved' and "member_profiles"."is_active" and not "member_profiles"."hide_from_directory" and "member_profiles"."seeking_mentor";--> statement-breakpoint
CREATE INDEX "member_requests_search_idx" ON "member_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_requests_visible_created_idx" ON "member_requests" USING btree ("created_at") WHERE "member_requests"."is_active" and "member_requests"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "member_requests_visible_category_idx" ON "member_requests" USING btree ("category","created_at") WHERE "member_requests"."is_active" and "member_requests"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "member_requests_visible_expiry_idx" ON "member_requests" USING btree ("expires_at","member_id") WHERE "member_requests"."is_active" and "member_requests"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "mentorship_connections_mentor_idx" ON "mentorship_connections" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unhandled_idx" ON "newsletter_subscribers" USING btree ("created_at") WHERE "newsletter_subscribers"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "team_applications_search_idx" ON "team_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_applications_unhandled_idx" ON "team_applications" USING btree ("created_at") WHERE "team_applications"."handled_at" is null;