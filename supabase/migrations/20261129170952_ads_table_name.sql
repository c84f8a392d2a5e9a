-- Ads are 'ads' everywhere in code (issue 49 item 4): the table `member_requests` becomes `ads`, with
-- its primary key, indexes, check and foreign-key constraints and its triggers renamed alike. Only
-- renames: no row is copied or lost, and every column keeps its name (`request_type` is the spec's).
-- The triggers' function (announce_member_access_change) names no table, so it needs no new body;
-- message_reports.request_id keeps its name (the report form's field is `requestId`).
ALTER TABLE "member_requests" RENAME TO "ads";--> statement-breakpoint
ALTER TABLE "ads" RENAME CONSTRAINT "member_requests_pkey" TO "ads_pkey";--> statement-breakpoint
ALTER TABLE "ads" RENAME CONSTRAINT "member_requests_member_id_member_profiles_id_fk" TO "ads_member_id_member_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "ads" RENAME CONSTRAINT "member_requests_request_type_check" TO "ads_request_type_check";--> statement-breakpoint
ALTER TABLE "ads" RENAME CONSTRAINT "member_requests_category_check" TO "ads_category_check";--> statement-breakpoint
ALTER TABLE "message_reports" RENAME CONSTRAINT "message_reports_request_id_member_requests_id_fk" TO "message_reports_request_id_ads_id_fk";--> statement-breakpoint
ALTER INDEX "member_requests_member_idx" RENAME TO "ads_member_idx";--> statement-breakpoint
ALTER INDEX "member_requests_search_idx" RENAME TO "ads_search_idx";--> statement-breakpoint
ALTER INDEX "member_requests_visible_created_idx" RENAME TO "ads_visible_created_idx";--> statement-breakpoint
ALTER INDEX "member_requests_active_created_idx" RENAME TO "ads_active_created_idx";--> statement-breakpoint
ALTER INDEX "member_requests_visible_category_idx" RENAME TO "ads_visible_category_idx";--> statement-breakpoint
ALTER INDEX "member_requests_visible_expiry_idx" RENAME TO "ads_visible_expiry_idx";--> statement-breakpoint
ALTER TRIGGER "member_requests_badges_changed" ON "ads" RENAME TO "ads_badges_changed";--> statement-breakpoint
ALTER TRIGGER "member_requests_truncated" ON "ads" RENAME TO "ads_truncated";
