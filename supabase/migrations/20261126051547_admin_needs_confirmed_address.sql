-- Admin rights only for a confirmed address (issue 25). A row of admin_profiles not yet bound to an
-- account used to match whoever registered its e-mail first; now it matches only an account whose
-- address was confirmed: a local account (app_users) or, on Supabase, an auth.users row
-- (confirmed_account_email, also what the panel's grant by account id checks).
-- auth.users is read through EXECUTE: the schema exists only on Supabase.
CREATE OR REPLACE FUNCTION public.confirmed_account_email(_user_id uuid)
RETURNS text
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  address text;
BEGIN
  IF _user_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT u.email INTO address FROM public.app_users u WHERE u.id = _user_id AND u.email_confirmed_at IS NOT NULL;
  IF address IS NULL AND to_regclass('auth.users') IS NOT NULL THEN
    EXECUTE 'SELECT lower(u.email) FROM auth.users u WHERE u.id = $1 AND u.email_confirmed_at IS NOT NULL'
      INTO address USING _user_id;
  END IF;
  RETURN address;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.is_admin(_user_id uuid, _email text)
RETURNS boolean
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT EXISTS (SELECT 1 FROM public.admin_profiles a WHERE _user_id IS NOT NULL AND a.user_id = _user_id)
      OR EXISTS (
        SELECT 1 FROM public.admin_profiles a
        WHERE a.user_id IS NULL AND _email IS NOT NULL AND lower(a.email) = lower(_email)
          AND lower(_email) = public.confirmed_account_email(_user_id)
      );
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.confirmed_account_email(uuid) FROM PUBLIC;
--> statement-breakpoint
-- Rows bound earlier to an account that never confirmed its address go back to matching by e-mail,
-- which now waits for the confirmation.
UPDATE public.admin_profiles SET user_id = NULL
WHERE user_id IN (SELECT id FROM public.app_users WHERE email_confirmed_at IS NULL);
