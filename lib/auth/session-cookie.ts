import { isProduction } from '@/lib/env';

/** The local adapter's session cookie: an opaque random token, its SHA-256 stored in app_sessions. */
export const SESSION_COOKIE = 'pm_session';
/** 30 days, extended by each signed-in action (`keepSessionAlive`), never by a page view. */
export const SESSION_LIFETIME_MS = 30 * 86_400_000;

/** httpOnly, SameSite=Lax, Secure in production, expiring with the session. */
export function sessionCookieOptions(now: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isProduction(),
    path: '/',
    expires: new Date(now.getTime() + SESSION_LIFETIME_MS),
  };
}
