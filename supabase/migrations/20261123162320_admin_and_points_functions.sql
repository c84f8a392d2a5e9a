-- Admin rights (spec platform §6, §7: the remote procedure is_admin(_user_id, _email)).
-- A row in admin_profiles bound to the user's id makes them an admin. A row not yet bound to any
-- user (user_id null, e.g. an admin added by e-mail before their first sign-in) matches by e-mail.
-- security definer: on Supabase the function is callable as an RPC while admin_profiles itself
-- stays closed by row-level security; search_path is pinned so it cannot be hijacked.
CREATE OR REPLACE FUNCTION public.is_admin(_user_id uuid, _email text)
RETURNS boolean
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT EXISTS (
    SELECT 1 FROM public.admin_profiles a
    WHERE (_user_id IS NOT NULL AND a.user_id = _user_id)
       OR (a.user_id IS NULL AND _email IS NOT NULL AND lower(a.email) = lower(_email))
  );
$$;
--> statement-breakpoint
-- Points (spec platform §7: award_points(member_id, activity_type, points, description)), plus a
-- reference so that the same activity (one ad) is awarded once however often it is called.
-- Returns the points actually added (0 when this award was already given).
CREATE OR REPLACE FUNCTION public.award_points(_member_id uuid, _activity_type text, _points integer, _description text, _reference_id uuid DEFAULT NULL)
RETURNS integer
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  inserted integer;
BEGIN
  INSERT INTO public.member_points_ledger (member_id, activity_type, points, description, reference_id)
  VALUES (_member_id, _activity_type, _points, _description, _reference_id)
  ON CONFLICT (member_id, activity_type, reference_id) DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted = 0 THEN
    RETURN 0;
  END IF;
  UPDATE public.member_profiles SET points = points + _points WHERE id = _member_id;
  RETURN _points;
END;
$$;
--> statement-breakpoint
-- On Supabase, RPCs are reachable with the public anon key: only the server's roles may call these.
REVOKE ALL ON FUNCTION public.is_admin(uuid, text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.award_points(uuid, text, integer, text, uuid) FROM PUBLIC;
--> statement-breakpoint
-- Supabase's signed-in role may ask is_admin as an RPC (as the spec's client did); elsewhere the role does not exist.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    GRANT EXECUTE ON FUNCTION public.is_admin(uuid, text) TO authenticated;
  END IF;
END;
$$;
