-- Ads announcements (docs/architecture.md "Access memo"): the open ads are the same list for every
-- member (each request filters it by its own search), so signed-in pages remember it beside the
-- access answers. These triggers announce every change of what it shows or which ads it holds, as
-- 'ads' on the same `member_access` channel, which forgets only that list: an ad posted, edited,
-- closed, hidden, renewed or deleted, and a poster's name, picture or kind changed (a poster's
-- standing already announces 'changed'). An ad's expiry needs no announcement: the list is kept
-- no later than the first expiry among its ads.
create or replace function announce_member_ads_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('member_access', 'ads');
  return null;
end;
$$;
--> statement-breakpoint
create trigger member_requests_ads_changed
  after insert or update of member_id, request_type, category, title, description, tags, is_active, expires_at,
    hidden_at, created_at or delete on member_requests
  for each row execute function announce_member_ads_change();
--> statement-breakpoint
create trigger member_requests_ads_truncated
  after truncate on member_requests
  for each statement execute function announce_member_ads_change();
--> statement-breakpoint
create trigger member_profiles_ads_changed
  after update of full_name, profile_image, member_type on member_profiles
  for each row execute function announce_member_ads_change();
