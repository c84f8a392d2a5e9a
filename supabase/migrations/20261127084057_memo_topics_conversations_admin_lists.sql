-- Three more topics of the access memo (docs/architecture.md "Access memo"), announced like those of
-- …_memo_topic_announcements.sql by `announce_member_access_change(topic)` on the `member_access`
-- channel after commit: each makes every instance forget only the answers remembered under it.
--
-- The one announcing function takes every topic a change concerns, so a table whose rows several
-- remembered answers read keeps one trigger instead of one per topic ('changed' without any).
create or replace function announce_member_access_change() returns trigger
language plpgsql
as $$
declare
  topic text;
begin
  if tg_nargs = 0 then
    perform pg_notify('member_access', 'changed');
  else
    foreach topic in array tg_argv loop
      perform pg_notify('member_access', topic);
    end loop;
  end if;
  return null;
end;
$$;
--> statement-breakpoint
-- 'conversations': each member's conversation list (/members/messages): a message sent, read,
-- hidden or deleted (with the counters, 'badges'), and a partner's name, picture or kind (with the
-- open ads, 'ads'; a partner's standing already announces 'changed'). The message trigger's name
-- sorts before `member_messages_notify` (live messages), so this announcement reaches an instance
-- before the live message that makes an open page refresh.
drop trigger member_messages_badges_changed on member_messages;
--> statement-breakpoint
create trigger member_messages_memo_changed
  after insert or update of from_member_id, to_member_id, message_text, is_read, hidden_at, created_at
    or delete on member_messages
  for each row execute function announce_member_access_change('badges', 'conversations');
--> statement-breakpoint
drop trigger member_profiles_ads_changed on member_profiles;
--> statement-breakpoint
create trigger member_profiles_shown_name_changed
  after update of full_name, profile_image, member_type on member_profiles
  for each row execute function announce_member_access_change('ads', 'conversations');
--> statement-breakpoint
-- 'admin-events': the admin panel's list of every event with its registrations: an event or a
-- registration added, changed or deleted, and the name of the proposal an event came from.
create trigger events_admin_events_changed
  after insert or update or delete on events
  for each row execute function announce_member_access_change('admin-events');
--> statement-breakpoint
create trigger event_registrations_admin_events_changed
  after insert or update or delete on event_registrations
  for each row execute function announce_member_access_change('admin-events');
--> statement-breakpoint
create trigger event_submissions_admin_events_changed
  after update of submitter_name on event_submissions
  for each row execute function announce_member_access_change('admin-events');
--> statement-breakpoint
-- 'admin-posts': the admin panel's list of every post: a post added, changed or deleted.
create trigger blog_posts_admin_posts_changed
  after insert or update or delete on blog_posts
  for each row execute function announce_member_access_change('admin-posts');
--> statement-breakpoint
-- A truncate, rare, forgets everything ('changed'), as for the other tables the memo reads.
create trigger events_truncated
  after truncate on events
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger event_registrations_truncated
  after truncate on event_registrations
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger blog_posts_truncated
  after truncate on blog_posts
  for each statement execute function announce_member_access_change();
