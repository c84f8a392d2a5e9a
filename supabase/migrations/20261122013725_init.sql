CREATE TABLE "admin_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "admin_profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "admin_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"type" text DEFAULT 'announcement' NOT NULL,
	"link" text,
	"button_text" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_priority_check" CHECK ("announcements"."priority" between 1 and 5),
	CONSTRAINT "announcements_type_check" CHECK (type in ('announcement', 'event', 'blog', 'other'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "app_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_users_email_unique" UNIQUE("email"),
	CONSTRAINT "app_users_email_lower_check" CHECK ("app_users"."email" = lower("app_users"."email"))
);
--> statement-breakpoint
ALTER TABLE "app_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"category" text,
	"author" text DEFAULT 'Tim zajednice' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"header_image" text,
	"header_image_alt" text,
	"header_image_caption" text,
	"featured_image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"publish_date" timestamp with time zone,
	"read_time" integer DEFAULT 1 NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_slug_format_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_category_check" CHECK ("blog_posts"."category" is null or category in ('Preduzetništvo & Startup', 'Finansiranje & Grantovi', 'Pravni okvir & Regulativa', 'Marketing & Prodaja', 'Tehnologija & Digitalizacija', 'Industrije & Sektori', 'Razvoj karijere', 'Zajednica & Događaji', 'Resursi & Alati', 'Trendovi & Insights')),
	CONSTRAINT "blog_posts_read_time_check" CHECK ("blog_posts"."read_time" >= 1)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_key" text NOT NULL,
	"title" text,
	"subtitle" text,
	"content" text,
	"button_text" text,
	"button_link" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_sections_section_key_unique" UNIQUE("section_key")
);
--> statement-breakpoint
ALTER TABLE "content_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"event_title" text NOT NULL,
	"event_date" text,
	"event_location" text,
	"event_description" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"position" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_type" text NOT NULL,
	"luma_url" text,
	"event_name" text,
	"event_url" text,
	"event_location" text,
	"event_address" text,
	"event_host" text,
	"event_datetime" text,
	"event_description" text,
	"additional_notes" text,
	"submitter_name" text NOT NULL,
	"submitter_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_submissions_type_check" CHECK (submission_type in ('luma', 'external')),
	CONSTRAINT "event_submissions_status_check" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "event_submissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text,
	"title" text NOT NULL,
	"short_description" text,
	"description" text,
	"event_date" timestamp with time zone NOT NULL,
	"location" text,
	"image_url" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"registration_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "events_max_participants_check" CHECK ("events"."max_participants" is null or "events"."max_participants" > 0),
	CONSTRAINT "events_current_participants_check" CHECK ("events"."current_participants" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "join_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"about" text NOT NULL,
	"contribute" text NOT NULL,
	"expect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "join_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "knowledge_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'other' NOT NULL,
	"resource_type" text NOT NULL,
	"external_url" text,
	"file_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_resources_category_check" CHECK (category in ('business', 'startup', 'marketing', 'technology', 'finance', 'networking', 'other')),
	CONSTRAINT "knowledge_resources_type_check" CHECK (resource_type in ('video', 'document', 'guide', 'workshop_recording'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_resources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_addresses" text[] NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"reply_to" text,
	"template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK (status in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_member_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"message_text" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_messages_not_self_check" CHECK ("member_messages"."from_member_id" <> "member_messages"."to_member_id"),
	CONSTRAINT "member_messages_text_check" CHECK (length(btrim("member_messages"."message_text")) > 0)
);
--> statement-breakpoint
ALTER TABLE "member_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"bio" text,
	"what_they_do" text,
	"what_they_offer" text,
	"what_they_seek" text,
	"member_type" text NOT NULL,
	"startup_stage" text,
	"industry" text,
	"products_services" text,
	"linkedin_url" text,
	"website_url" text,
	"profile_image" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"seeking_in_community" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_mentor" boolean DEFAULT false NOT NULL,
	"seeking_mentor" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "member_profiles_email_unique" UNIQUE("email"),
	CONSTRAINT "member_profiles_member_type_check" CHECK (member_type in ('startup', 'company', 'individual')),
	CONSTRAINT "member_profiles_startup_stage_check" CHECK ("member_profiles"."startup_stage" is null or startup_stage in ('idea', 'mvp', 'early', 'growth', 'scale')),
	CONSTRAINT "member_profiles_industry_check" CHECK ("member_profiles"."industry" is null or industry in ('Tehnologija', 'Finansije', 'Zdravstvo', 'Obrazovanje', 'E-commerce', 'Marketing', 'Nekretnine', 'Proizvodnja', 'Usluge', 'Ostalo')),
	CONSTRAINT "member_profiles_approval_status_check" CHECK (approval_status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_requests_request_type_check" CHECK (request_type in ('seeking', 'offering')),
	CONSTRAINT "member_requests_category_check" CHECK (category in ('mentorship', 'partnership', 'funding', 'talent', 'services', 'other'))
);
--> statement-breakpoint
ALTER TABLE "member_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mentorship_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"focus_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_connections_status_check" CHECK (status in ('pending', 'active', 'completed', 'cancelled')),
	CONSTRAINT "mentorship_connections_not_self_check" CHECK ("mentorship_connections"."mentor_id" <> "mentorship_connections"."mentee_id")
);
--> statement-breakpoint
ALTER TABLE "mentorship_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"source" text,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_email_lower_check" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "site_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_key" text NOT NULL,
	"title" text,
	"description" text,
	"file_type" text DEFAULT 'image' NOT NULL,
	"placement_section" text,
	"file_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_media_media_key_unique" UNIQUE("media_key"),
	CONSTRAINT "site_media_placement_section_check" CHECK ("site_media"."placement_section" is null or placement_section in ('hero', 'header', 'about', 'features', 'events', 'team', 'partners', 'footer'))
);
--> statement-breakpoint
ALTER TABLE "site_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"setting_key" text NOT NULL,
	"setting_value" text,
	"description" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_setting_key_unique" UNIQUE("setting_key")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"experience" text NOT NULL,
	"motivation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_resources" ADD CONSTRAINT "knowledge_resources_uploaded_by_member_profiles_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."member_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_from_member_id_member_profiles_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_to_member_id_member_profiles_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_member_id_member_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_connections" ADD CONSTRAINT "mentorship_connections_mentor_id_member_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_connections" ADD CONSTRAINT "mentorship_connections_mentee_id_member_profiles_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."member_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_active_order_idx" ON "announcements" USING btree ("is_active","priority" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "app_sessions_user_idx" ON "app_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "app_sessions_expires_idx" ON "app_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published_date_idx" ON "blog_posts" USING btree ("published","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_submissions_status_created_idx" ON "event_submissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_active_date_idx" ON "events" USING btree ("is_active","event_date");--> statement-breakpoint
CREATE INDEX "join_applications_created_idx" ON "join_applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_resources_active_order_idx" ON "knowledge_resources" USING btree ("is_active","is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "member_messages_inbox_idx" ON "member_messages" USING btree ("to_member_id","is_read");--> statement-breakpoint
CREATE INDEX "member_messages_thread_idx" ON "member_messages" USING btree ("from_member_id","to_member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_profiles_approval_created_idx" ON "member_profiles" USING btree ("approval_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_profiles_active_created_idx" ON "member_profiles" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_requests_active_created_idx" ON "member_requests" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_connections_pair_idx" ON "mentorship_connections" USING btree ("mentor_id","mentee_id");--> statement-breakpoint
CREATE INDEX "mentorship_connections_mentee_idx" ON "mentorship_connections" USING btree ("mentee_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_media_placement_sort_idx" ON "site_media" USING btree ("placement_section","sort_order");--> statement-breakpoint
CREATE INDEX "team_applications_created_idx" ON "team_applications" USING btree ("created_at" DESC NULLS LAST);