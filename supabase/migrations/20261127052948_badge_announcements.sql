-- Badge announcements (docs/architecture.md "Access memo"): signed-in pages keep each member's
-- navigation badges (open ads, unread messages) in each server's memory beside the access answers.
-- These triggers announce every change of the rows those counts read, on the same `member_access`
-- channel, after commit, to every instance listening on this database; the payload 'badges' makes
-- each instance forget the remembered badges only (profiles already announce 'changed', which
-- forgets everything). One channel, so an action's one marker covers both (lib/auth/access-memo.ts).
-- Row triggers, so a statement that changes no row says nothing; the payload is always the same, so
-- Postgres folds a transaction's announcements into one. An ad's expiry needs no announcement: the
-- remembered count is kept no later than the next expiry it depends on.
create or replace function announce_member_badges_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('member_access', 'badges');
  return null;
end;
$$;
--> statement-breakpoint
create trigger member_requests_badges_changed
  after insert or update of member_id, is_active, expires_at, hidden_at or delete on member_requests
  for each row execute function announce_member_badges_change();
--> statement-breakpoint
create trigger member_requests_badges_truncated
  after truncate on member_requests
  for each statement execute function announce_member_badges_change();
--> statement-breakpoint
create trigger member_messages_badges_changed
  after insert or update of from_member_id, to_member_id, is_read, hidden_at or delete on member_messages
  for each row execute function announce_member_badges_change();
--> statement-breakpoint
create trigger member_messages_badges_truncated
  after truncate on member_messages
  for each statement execute function announce_member_badges_change();
