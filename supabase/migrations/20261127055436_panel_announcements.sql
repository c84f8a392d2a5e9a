-- Panel announcements (docs/architecture.md "Access memo"): the admin panel's own figures (members
-- waiting with a confirmed address, proposals waiting, hosted demo accounts) are remembered beside
-- the access answers. Profiles, confirmations and the demo-password flag already announce 'changed';
-- these triggers announce what else those counts read, as 'panel' on the same `member_access`
-- channel, which forgets only the remembered panel figures: a proposal sent, decided or deleted,
-- and a new account (it may be a demo account).
create or replace function announce_admin_panel_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('member_access', 'panel');
  return null;
end;
$$;
--> statement-breakpoint
create trigger event_submissions_panel_changed
  after insert or update of status or delete on event_submissions
  for each row execute function announce_admin_panel_change();
--> statement-breakpoint
create trigger event_submissions_panel_truncated
  after truncate on event_submissions
  for each statement execute function announce_admin_panel_change();
--> statement-breakpoint
create trigger app_users_panel_inserted
  after insert on app_users
  for each row execute function announce_admin_panel_change();
