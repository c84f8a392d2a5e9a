-- 'panel' announcements for the panel's list counts (issue 47, docs/admin.md "Brojevi u panelu"):
-- the inbox's unhandled items per kind (its tab badges) and the outbox's mails per state are
-- remembered in the access memo like the panel's other figures, instead of counted on every view
-- (45,000 unhandled submissions on the large data set: 12–22 ms a view on PostgreSQL). These
-- triggers announce every change of what those counts read, on the channel of
-- announce_member_access_change (…_one_invalidation_channel.sql), after commit. Row triggers, so a
-- statement that changes no row says nothing; a payload repeats within a transaction, so Postgres
-- folds it into one. The members' counts per standing read what already announces 'changed'.
create trigger contact_messages_panel_changed
  after insert or update of handled_at, created_at or delete on contact_messages
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
create trigger join_applications_panel_changed
  after insert or update of handled_at, created_at or delete on join_applications
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
create trigger team_applications_panel_changed
  after insert or update of handled_at, created_at or delete on team_applications
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
create trigger event_registrations_panel_changed
  after insert or update of handled_at, created_at or delete on event_registrations
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
create trigger newsletter_subscribers_panel_changed
  after insert or update of handled_at, created_at or delete on newsletter_subscribers
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
create trigger mail_outbox_panel_changed
  after insert or update of status or delete on mail_outbox
  for each row execute function announce_member_access_change('panel');
--> statement-breakpoint
-- A truncate, rare, forgets everything ('changed'), as for the other announced tables
-- (event_registrations has its trigger already).
create trigger contact_messages_truncated
  after truncate on contact_messages
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger join_applications_truncated
  after truncate on join_applications
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger team_applications_truncated
  after truncate on team_applications
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger newsletter_subscribers_truncated
  after truncate on newsletter_subscribers
  for each statement execute function announce_member_access_change();
--> statement-breakpoint
create trigger mail_outbox_truncated
  after truncate on mail_outbox
  for each statement execute function announce_member_access_change();
