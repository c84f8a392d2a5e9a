-- A role granted or revoked changes what its holder may do: announced like admin rights
-- (…_access_announcements.sql), so every instance's access memo forgets what it remembered.
create trigger staff_roles_access_changed
  after insert or update or delete on staff_roles
  for each row execute function announce_member_access_change();
--> statement-breakpoint
create trigger staff_roles_access_truncated
  after truncate on staff_roles
  for each statement execute function announce_member_access_change();
