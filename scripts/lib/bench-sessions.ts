/**
 * `npm run bench`: one session for a demo member and one for the admin, created through the data
 * layer in the seeded database (run after scripts/db-seed.ts, before the server opens it). Prints
 * their session cookies as JSON: `{"member": "pm_session=…", "admin": "pm_session=…"}`.
 */
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@/lib/auth/session-cookie';
import { createSession, findAccountByEmail, hashToken, newToken } from '@/lib/data/accounts';
import { openDatabase } from '@/lib/db/connection';
import { DEMO_MEMBER_EMAILS } from '@/lib/db/seed-members';
import { getDatabaseConfig, getSeedConfig } from '@/lib/env';

const adminEmail = getSeedConfig().admin?.email;
if (!adminEmail) throw new Error('no admin account is seeded: set ADMIN_EMAIL and ADMIN_PASSWORD');

const handle = await openDatabase(getDatabaseConfig());
try {
  const cookies: Record<string, string> = {};
  for (const [role, email] of [
    ['member', DEMO_MEMBER_EMAILS.startup],
    ['admin', adminEmail],
  ] as const) {
    const account = await findAccountByEmail(handle.db, email);
    if (!account) throw new Error(`no account ${email}`);
    const token = newToken();
    await createSession(handle.db, account.id, hashToken(token), new Date(Date.now() + SESSION_LIFETIME_MS));
    cookies[role] = `${SESSION_COOKIE}=${token}`;
  }
  // The last line of the output (the data layer logs to it too).
  process.stdout.write(`\n${JSON.stringify(cookies)}\n`);
} finally {
  await handle.close();
}
