import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { accountForGoogle } from '@/lib/auth/google';
import { createAccount, createSession, hashToken } from '@/lib/data/accounts';
import { appSessions, appUsers } from '@/lib/db/schema';

import { testContext, uniqueEmail } from './forms-support';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('Google sign-in accounts on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  const ctx = () => testContext(database.db).getContext();
  const accountRow = async (id: string) =>
    firstOf(await database.db.select().from(appUsers).where(eq(appUsers.id, id)));

  it('creates a password-less, confirmed account for a new Google user, then finds it by subject', async () => {
    const email = uniqueEmail('google');
    const account = await accountForGoogle(await ctx(), {
      sub: 'google-sub-new',
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Gugl Korisnik',
    });
    expect(account).toMatchObject({ email, fullName: 'Gugl Korisnik', passwordHash: null });
    expect(await accountRow(account!.id)).toMatchObject({ googleSubject: 'google-sub-new' });
    expect((await accountRow(account!.id)).emailConfirmedAt).toBeInstanceOf(Date);

    const again = await accountForGoogle(await ctx(), {
      sub: 'google-sub-new',
      email: 'druga@adresa.rs',
      email_verified: true,
    });
    expect(again?.id).toBe(account!.id);
  });

  it('links a confirmed account with the verified address, keeping its password', async () => {
    const email = uniqueEmail('potvrdjen');
    const existing = await createAccount(database.db, {
      email,
      passwordHash: 'hash',
      fullName: null,
      emailConfirmedAt: new Date(),
    });
    const account = await accountForGoogle(await ctx(), { sub: 'google-sub-linked', email, email_verified: true });
    expect(account?.id).toBe(existing!.id);
    expect(await accountRow(existing!.id)).toMatchObject({ googleSubject: 'google-sub-linked', passwordHash: 'hash' });
  });

  it('linking an unconfirmed account drops the password and sessions someone else may have set', async () => {
    const email = uniqueEmail('nepotvrdjen');
    const existing = await createAccount(database.db, { email, passwordHash: 'napadacev-hash', fullName: null });
    await createSession(database.db, existing!.id, hashToken('napadacev-token'), new Date(Date.now() + 60_000));
    await accountForGoogle(await ctx(), { sub: 'google-sub-unconfirmed', email, email_verified: true });
    const row = await accountRow(existing!.id);
    expect(row).toMatchObject({ googleSubject: 'google-sub-unconfirmed', passwordHash: null });
    expect(row.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(appSessions).where(eq(appSessions.userId, existing!.id))).toHaveLength(0);
  });

  it('refuses an address Google has not verified', async () => {
    const email = uniqueEmail('neprovereno');
    expect(
      await accountForGoogle(await ctx(), { sub: 'google-sub-unverified', email, email_verified: false }),
    ).toBeNull();
    expect(await database.db.select().from(appUsers).where(eq(appUsers.email, email))).toHaveLength(0);
  });
});
