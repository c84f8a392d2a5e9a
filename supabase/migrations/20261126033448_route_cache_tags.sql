CREATE SEQUENCE "public"."route_cache_tag_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "route_cache_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_cache_tags" ENABLE ROW LEVEL SECURITY;