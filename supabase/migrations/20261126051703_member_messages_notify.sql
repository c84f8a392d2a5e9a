-- Live messages (docs/members.md "Live messages"): every stored message and every message that
-- becomes read is announced on the `member_messages` channel, after commit, to every app instance
-- listening on this database. The payload names rows, never their text; listeners read the rows.
-- Marking a thread read changes many rows in one statement: Postgres folds identical payloads of
-- one transaction into one notification, so the recipient gets one 'read' per mark.
create or replace function notify_member_message() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('member_messages', json_build_object(
      'kind', 'sent', 'id', new.id, 'from', new.from_member_id, 'to', new.to_member_id)::text);
  elsif new.is_read and not old.is_read then
    perform pg_notify('member_messages', json_build_object('kind', 'read', 'member', new.to_member_id)::text);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger member_messages_notify
  after insert or update of is_read on member_messages
  for each row execute function notify_member_message();
