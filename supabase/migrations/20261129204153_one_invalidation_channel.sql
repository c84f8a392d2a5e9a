-- One channel for every in-process memory (issue 49, lib/cache/README.md): the access memo's topics
-- are announced on `cache_invalidations`, where the route cache's tag invalidations are announced
-- too, as JSON: {"tags": [topic, …]} ('changed' without a topic: forget everything).
--
-- For one release the old form is announced as well (plain text on `member_access`), so instances
-- still running the previous release during a rolling deploy keep hearing the triggers. The next
-- release drops the second `pg_notify` (docs/decisions/one-invalidation-channel.md).
create or replace function announce_member_access_change() returns trigger
language plpgsql
as $$
declare
  topic text;
begin
  if tg_nargs = 0 then
    perform pg_notify('cache_invalidations', '{"tags":["changed"]}');
    perform pg_notify('member_access', 'changed');
  else
    perform pg_notify('cache_invalidations', json_build_object('tags', to_json(tg_argv))::text);
    foreach topic in array tg_argv loop
      perform pg_notify('member_access', topic);
    end loop;
  end if;
  return null;
end;
$$;
