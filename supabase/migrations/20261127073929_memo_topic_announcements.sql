-- Topic announcements (docs/architecture.md "Access memo"). Beside the access answers, signed-in
-- pages remember each member's counters and what they show alike to everyone who may see it; these
-- triggers announce every change of the rows those read, on the same `member_access` channel, after
-- commit, to every instance listening on this database. Each announces its topic, which makes each
-- instance forget only the answers remembered under that name (`topicKey` in
-- lib/auth/access-memo.ts); one channel, so an action's one marker covers them all. Changes of who
-- may do what (a profile's standing, an account, a session) already announce 'changed'.
-- Row triggers, so a statement that changes no row says nothing; a payload repeats within a
-- transaction, so Postgres folds it into one. An ad's expiry needs no announcement: the counters
-- and the ads are kept no later than the next expiry they depend on.
--
-- One function announces for every trigger: its argument is the topic, 'changed' without one (the
-- access triggers of …_access_announcements.sql).
create or replace function announce_member_access_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('member_access', coalesce(tg_argv[0], 'changed'));
  return null;
end;
$$;
--> statement-breakpoint
-- 'badges': the members' counters (open ads, unread messages).
create trigger member_requests_badges_changed
  after insert or update of member_id, is_active, expires_at, hidden_at or delete on member_requests
  for each row execute function announce_member_access_change('badges');
--> statement-breakpoint
create trigger member_messages_badges_changed
  after insert or update of from_member_id, to_member_id, is_read, hidden_at or delete on member_messages
  for each row execute function announce_member_access_change('badges');
--> statement-breakpoint
-- 'panel': the admin panel's figures (proposals waiting; hosted demo accounts, so a new account).
create trigger event_submissions_panel_changed
  after insert or update of status or delete on event_submissions
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
create trigger app_users_panel_inserted
  after insert on app_users
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
-- 'directory': a profile added or deleted, or a column the directory shows or lists by changed (not
-- points, digests or mail settings, which it does not show).
create trigger member_profiles_directory_changed
  after insert or update of id, full_name, member_type, startup_stage, industry, bio, what_they_do,
    what_they_offer, what_they_seek, linkedin_url, profile_image, is_mentor, hide_from_directory,
    approval_status, is_active, created_at or delete on member_profiles
  for each row execute function announce_member_access_change('directory');
--> statement-breakpoint
-- 'ads': an ad posted, edited, closed, hidden, renewed or deleted (not its expiry warning's stamp),
-- and a poster's name, picture or kind (a poster's standing already announces 'changed').
create trigger member_requests_ads_changed
  after insert or update of member_id, request_type, category, title, description, tags, is_active, expires_at,
    hidden_at, created_at or delete on member_requests
  for each row execute function announce_member_access_change('ads');
--> statement-breakpoint
create trigger member_profiles_ads_changed
  after update of full_name, profile_image, member_type on member_profiles
  for each row execute function announce_member_access_change('ads');
--> statement-breakpoint
-- A truncate, rare, forgets everything ('changed'), as it already does for profiles and accounts.
create trigger member_requests_truncated
  after truncate on member_requests
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger member_messages_truncated
  after truncate on member_messages
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger event_submissions_truncated
  after truncate on event_submissions
  for each statement execute function announce_member_access_change();
