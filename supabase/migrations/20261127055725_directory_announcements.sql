-- Directory announcements (docs/architecture.md "Access memo"): the members' directory is the same
-- list for every member (filtered in memory by each request's search), so signed-in pages remember
-- it beside the access answers. These triggers announce every change of what it shows or whom it
-- lists, as 'directory' on the same `member_access` channel, which forgets only the directory:
-- a profile added or deleted, or one of the directory's columns changed (not points, digests or
-- mail settings, which it does not show).
create or replace function announce_member_directory_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('member_access', 'directory');
  return null;
end;
$$;
--> statement-breakpoint
create trigger member_profiles_directory_changed
  after insert or update of id, full_name, member_type, startup_stage, industry, bio, what_they_do,
    what_they_offer, what_they_seek, linkedin_url, profile_image, is_mentor, hide_from_directory,
    approval_status, is_active, created_at or delete on member_profiles
  for each row execute function announce_member_directory_change();
--> statement-breakpoint
create trigger member_profiles_directory_truncated
  after truncate on member_profiles
  for each statement execute function announce_member_directory_change();
