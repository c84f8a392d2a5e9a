ALTER TABLE "blog_posts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case when published then to_tsvector('simple'::regconfig, search_fields(title, excerpt, content, search_tags(tags))) else ''::tsvector end) STORED;--> statement-breakpoint
-- Dropping the column dropped its index; the same index again (lib/db/schema.ts keeps declaring it).
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");
