-- The lists these topics forgot are paged and read per request now (issue 47): nothing is
-- remembered under 'directory', 'ads', 'admin-events' or 'admin-posts', so their triggers only cost
-- a notification per written row (issue 49: one announcement per thing remembered, no more).
drop trigger member_profiles_directory_changed on member_profiles;
--> statement-breakpoint
drop trigger member_requests_ads_changed on member_requests;
--> statement-breakpoint
drop trigger events_admin_events_changed on events;
--> statement-breakpoint
drop trigger event_registrations_admin_events_changed on event_registrations;
--> statement-breakpoint
drop trigger event_submissions_admin_events_changed on event_submissions;
--> statement-breakpoint
drop trigger blog_posts_admin_posts_changed on blog_posts;
--> statement-breakpoint
-- A partner's name, picture or kind: the conversation lists ('ads' no longer listens).
drop trigger member_profiles_shown_name_changed on member_profiles;
--> statement-breakpoint
create trigger member_profiles_shown_name_changed
  after update of full_name, profile_image, member_type on member_profiles
  for each row execute function announce_member_access_change('conversations');
