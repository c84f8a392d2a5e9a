-- Access announcements (docs/architecture.md "Access memo"): signed-in pages keep who a session
-- belongs to, the member's profile and admin rights in each server's memory; these triggers announce
-- every change that could make such a remembered answer wrong on the `member_access` channel, after
-- commit, to every instance listening on this database. Triggers rather than calls in the app's
-- code, so no write can forget it: an action, a background job or a statement typed by hand.
-- Row triggers, so a statement that changes no row (a session not due for extension) says nothing;
-- the payload is always the same, so Postgres folds a transaction's announcements into one.
-- Inserts of sessions are not announced: only sessions found live are remembered, never their
-- absence. A profile or an admin row may be remembered absent, so their inserts are announced.
create or replace function announce_member_access_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('member_access', 'changed');
  return null;
end;
$$;
--> statement-breakpoint
create trigger app_sessions_access_changed
  after update of user_id, token_hash, expires_at or delete on app_sessions
  for each row execute function announce_member_access_change();
--> statement-breakpoint
create trigger app_sessions_access_truncated
  after truncate on app_sessions
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger app_users_access_changed
  after update of id, email, full_name, password_is_demo, email_confirmed_at or delete on app_users
  for each row execute function announce_member_access_change();
--> statement-breakpoint
create trigger app_users_access_truncated
  after truncate on app_users
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger member_profiles_access_changed
  after insert or update of id, user_id, email, full_name, approval_status, is_active or delete on member_profiles
  for each row execute function announce_member_access_change();
--> statement-breakpoint
create trigger member_profiles_access_truncated
  after truncate on member_profiles
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger admin_profiles_access_changed
  after insert or update or delete on admin_profiles
  for each row execute function announce_member_access_change();
--> statement-breakpoint
create trigger admin_profiles_access_truncated
  after truncate on admin_profiles
  for each statement execute function announce_member_access_change();
