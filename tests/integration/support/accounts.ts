import { randomUUID } from 'node:crypto';

import { memoryCookieJar } from '@/lib/auth/context';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@/lib/auth/session-cookie';
import { createAccount, createSession, grantAdmin, hashToken, newToken } from '@/lib/data/accounts';
import type { Database } from '@/lib/db/connection';
import { memberProfiles, staffRoles } from '@/lib/db/schema';
import type { StaffRole } from '@/lib/domain/enums';

import { testContext } from '../forms-support';
import { firstOf } from '../../support/first';

export interface TestAccount {
  id: string;
  email: string;
  /** A context whose cookie jar holds this account's live session. */
  context: ReturnType<typeof testContext>;
  /** The member profile's id, when one was created. */
  memberId?: string;
}

let counter = 0;

/**
 * A signed-in account for action tests: an app_users row with a confirmed address (no password: tests sign in through a
 * session row, which is what every request after sign-in sees), a live session, and a context
 * whose cookies carry it. Optionally an admin or a member of the team with roles, and optionally a
 * member profile with a status.
 */
export async function signedInAccount(
  db: Database,
  options: {
    admin?: boolean;
    /** Team roles (docs/admin.md "Uloge"), granted as an admin would. */
    roles?: readonly StaffRole[];
    member?: 'pending' | 'approved' | 'rejected' | 'suspended';
    memberType?: 'startup' | 'company' | 'individual';
    fullName?: string;
  } = {},
): Promise<TestAccount> {
  counter += 1;
  const email = `nalog.${counter}.${randomUUID().slice(0, 8)}@primer.rs`;
  const fullName = options.fullName ?? `Test Korisnik ${counter}`;
  const account = await createAccount(db, { email, passwordHash: null, fullName, emailConfirmedAt: new Date() });
  if (!account) throw new Error('test account not created');
  if (options.admin) await grantAdmin(db, email);
  for (const role of options.roles ?? []) {
    await db.insert(staffRoles).values({ userId: account.id, role, grantedBy: account.id, grantedByEmail: email });
  }
  const token = newToken();
  await createSession(db, account.id, hashToken(token), new Date(Date.now() + SESSION_LIFETIME_MS));
  const context = testContext(db, { cookies: memoryCookieJar({ [SESSION_COOKIE]: token }) });
  let memberId: string | undefined;
  if (options.member) {
    const row = firstOf(
      await db
        .insert(memberProfiles)
        .values({
          userId: account.id,
          email,
          fullName,
          memberType: options.memberType ?? 'individual',
          approvalStatus: options.member,
        })
        .returning({ id: memberProfiles.id }),
    );
    memberId = row.id;
  }
  return { id: account.id, email, context, memberId };
}

/** A context with no session at all (an anonymous visitor). */
export function anonymousContext(db: Database) {
  return testContext(db);
}
