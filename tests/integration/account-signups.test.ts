import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { confirmAccountByToken } from '@/lib/actions/account-confirmation';
import { resendConfirmation, signIn, signUp } from '@/lib/actions/auth';
import { memberSignIn, memberSignUp } from '@/lib/actions/members';
import { accountForGoogle } from '@/lib/auth/google';
import { ACCOUNT_CONFIRMATION_LIFETIME_MS } from '@/lib/auth/local';
import { passwordMatches } from '@/lib/security/password';
import { purgeExpiredSubmissions } from '@/lib/data/retention';
import { accountSignups, appUsers, memberProfiles } from '@/lib/db/schema';
import { RETENTION_DAYS } from '@/lib/privacy/retention';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

import { formData, testContext, uniqueEmail } from './forms-support';
import { confirmationTokenFor } from './support/mail';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

const DAY = 86_400_000;

/**
 * Issue 48, item 4: a second sign-up for an address nobody confirmed used to replace the first
 * one's password, profile and link. Each sign-up now waits in a row of its own; its link confirms
 * only it; the first one confirmed creates the account and voids the others.
 */
describe.each(BACKENDS)('sign-ups waiting for their address on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;
  const visitor = () => testContext(db()).getContext;
  const js = (values: Record<string, string>) => formData({ ...values, __js: '1' });

  const memberForm = (email: string, password: string, fullName: string, whatTheyDo: string) =>
    js({
      email,
      password,
      fullName,
      memberType: 'individual',
      startupStage: '',
      industry: 'Usluge',
      bio: '',
      whatTheyDo,
      linkedinUrl: '',
      phone: '',
    });

  /** Signs up through the members' form and returns the token its mail carries. */
  async function memberSignUpWithToken(email: string, password: string, fullName: string, whatTheyDo: string) {
    expect((await memberSignUp.run(memberForm(email, password, fullName, whatTheyDo), visitor())).ok).toBe(true);
    return confirmationTokenFor(db(), email);
  }

  const confirm = async (token: string) => confirmAccountByToken(await visitor()(), token);
  const accountOf = async (email: string) => db().select().from(appUsers).where(eq(appUsers.email, email));
  const signupsOf = (email: string) => db().select().from(accountSignups).where(eq(accountSignups.email, email));
  const memberSignInWith = (email: string, password: string) => memberSignIn.run(js({ email, password }), visitor());

  it('a second sign-up overwrites nothing of the first; the first link confirmed creates the account with its own password and profile, and voids the other', async () => {
    const email = uniqueEmail('vlasnica');
    const ownerToken = await memberSignUpWithToken(email, 'vlasnicina-lozinka', 'Vlasnica Adrese', 'Dizajn');
    const [ownerSignup] = await signupsOf(email);
    const otherToken = await memberSignUpWithToken(email, 'uljezova-lozinka', 'Uljez', 'Preuzimanje');
    expect(otherToken).not.toBe(ownerToken);

    // Before either link is used: two sign-ups, the first exactly as it was, no account, no profile.
    const waiting = await signupsOf(email);
    expect(waiting).toHaveLength(2);
    expect(waiting.find((row) => row.id === ownerSignup!.id)).toEqual(ownerSignup);
    expect(ownerSignup).toMatchObject({
      fullName: 'Vlasnica Adrese',
      memberProfile: expect.objectContaining({ fullName: 'Vlasnica Adrese', whatTheyDo: 'Dizajn' }),
    });
    expect(await passwordMatches('vlasnicina-lozinka', ownerSignup!.passwordHash)).toBe(true);
    expect(await accountOf(email)).toHaveLength(0);
    expect(await db().select().from(memberProfiles).where(eq(memberProfiles.email, email))).toHaveLength(0);
    // Each pending password hears 'not confirmed yet'; any other the usual refusal.
    for (const password of ['vlasnicina-lozinka', 'uljezova-lozinka']) {
      expect(await memberSignInWith(email, password)).toMatchObject({ formError: AUTH_MESSAGES.emailNotConfirmed });
    }
    expect(await memberSignInWith(email, 'neka-treca')).toMatchObject({ title: 'Neispravni podaci' });

    // The owner confirms her link: the account carries her password and her profile.
    expect(await confirm(ownerToken)).toBe(true);
    const account = firstOf(await accountOf(email));
    expect(account).toMatchObject({ fullName: 'Vlasnica Adrese', emailConfirmedAt: expect.any(Date) });
    expect(await passwordMatches('vlasnicina-lozinka', account.passwordHash!)).toBe(true);
    expect(firstOf(await db().select().from(memberProfiles).where(eq(memberProfiles.email, email)))).toMatchObject({
      userId: account.id,
      fullName: 'Vlasnica Adrese',
      whatTheyDo: 'Dizajn',
      approvalStatus: 'pending',
    });
    expect(await signupsOf(email)).toHaveLength(0);

    // The other link is void and changes nothing.
    expect(await confirm(otherToken)).toBe(false);
    expect(firstOf(await accountOf(email)).passwordHash).toBe(account.passwordHash);
    expect((await memberSignInWith(email, 'vlasnicina-lozinka')).ok).toBe(true);
    expect(await memberSignInWith(email, 'uljezova-lozinka')).toMatchObject({ title: 'Neispravni podaci' });
    expect(firstOf(await db().select().from(memberProfiles).where(eq(memberProfiles.email, email))).whatTheyDo).toBe(
      'Dizajn',
    );
  });

  it('each link confirms only its own sign-up: the later one confirmed first wins with its password', async () => {
    const email = uniqueEmail('redosled');
    const firstToken = await memberSignUpWithToken(email, 'prva-lozinka', 'Prva', 'Prvo');
    const secondToken = await memberSignUpWithToken(email, 'druga-lozinka', 'Druga', 'Drugo');
    expect(await confirm(secondToken)).toBe(true);
    expect(await confirm(firstToken)).toBe(false);
    const account = firstOf(await accountOf(email));
    expect(account.fullName).toBe('Druga');
    expect(await passwordMatches('druga-lozinka', account.passwordHash!)).toBe(true);
    expect(await passwordMatches('prva-lozinka', account.passwordHash!)).toBe(false);
    expect(firstOf(await db().select().from(memberProfiles).where(eq(memberProfiles.email, email))).fullName).toBe(
      'Druga',
    );
  });

  it('two links of one address confirmed at once create one account', async () => {
    const email = uniqueEmail('istovremeno');
    const tokens = [
      await memberSignUpWithToken(email, 'prva-lozinka', 'Prva', 'Prvo'),
      await memberSignUpWithToken(email, 'druga-lozinka', 'Druga', 'Drugo'),
    ];
    const results = await Promise.all(tokens.map((token) => confirm(token)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await accountOf(email)).toHaveLength(1);
    expect(await db().select().from(memberProfiles).where(eq(memberProfiles.email, email))).toHaveLength(1);
  });

  it("'Pošalji link ponovo' renews the newest sign-up's link only; an expired link does nothing", async () => {
    const email = uniqueEmail('ponovo');
    await signUp.run(js({ fullName: 'Stariji', email, password: 'starija-lozinka' }), visitor());
    const olderToken = await confirmationTokenFor(db(), email);
    await signUp.run(js({ fullName: 'Noviji', email, password: 'novija-lozinka' }), visitor());
    const newerToken = await confirmationTokenFor(db(), email);
    expect((await resendConfirmation.run(js({ email }), visitor())).ok).toBe(true);
    const renewedToken = await confirmationTokenFor(db(), email);
    expect(renewedToken).not.toBe(newerToken);
    expect(await confirm(newerToken)).toBe(false);

    // An expired link confirms nothing.
    const later = new Date(Date.now() + ACCOUNT_CONFIRMATION_LIFETIME_MS + 60_000);
    expect(await confirmAccountByToken({ ...(await visitor()()), now: later }, olderToken)).toBe(false);
    expect(await accountOf(email)).toHaveLength(0);

    // The older sign-up's own link still confirms it, and with it its password.
    expect(await confirm(olderToken)).toBe(true);
    expect(await confirm(renewedToken)).toBe(false);
    expect((await signIn.run(js({ email, password: 'starija-lozinka' }), visitor())).ok).toBe(true);
    expect(await signIn.run(js({ email, password: 'novija-lozinka' }), visitor())).toMatchObject({
      formError: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it('a Google sign-in for the address creates the account and voids its pending sign-ups', async () => {
    const email = uniqueEmail('gugl');
    const token = await memberSignUpWithToken(email, 'lozinka-123', 'Neko', 'Nešto');
    const account = await accountForGoogle(await visitor()(), { sub: `sub-${email}`, email, email_verified: true });
    expect(account).toMatchObject({ email, passwordHash: null });
    expect(await signupsOf(email)).toHaveLength(0);
    expect(await confirm(token)).toBe(false);
    expect(firstOf(await accountOf(email)).passwordHash).toBeNull();
  });

  it('a link is void once a confirmed account has the address', async () => {
    const email = uniqueEmail('kasno');
    await signUp.run(js({ fullName: 'Kasno', email, password: 'lozinka-123' }), visitor());
    const token = await confirmationTokenFor(db(), email);
    // The account appears some other way while the sign-up waits (here a row written directly).
    await db().insert(appUsers).values({ email, passwordHash: null, fullName: 'Prvi', emailConfirmedAt: new Date() });
    expect(await confirm(token)).toBe(false);
    expect(firstOf(await accountOf(email)).fullName).toBe('Prvi');
    expect(await signupsOf(email)).toHaveLength(0);
  });

  it('the purge deletes a sign-up a day after its link expired, and keeps a younger one', async () => {
    const email = uniqueEmail('istekao');
    await signUp.run(js({ fullName: 'Istekao', email, password: 'lozinka-123' }), visitor());
    const now = new Date();
    await db()
      .update(accountSignups)
      .set({ expiresAt: new Date(now.getTime() - (RETENTION_DAYS.expiredSignups * DAY + 60_000)) })
      .where(eq(accountSignups.email, email));
    const fresh = uniqueEmail('svez');
    await signUp.run(js({ fullName: 'Svež', email: fresh, password: 'lozinka-123' }), visitor());
    expect((await purgeExpiredSubmissions(db(), now)).signups).toBeGreaterThanOrEqual(1);
    expect(await signupsOf(email)).toHaveLength(0);
    expect(await signupsOf(fresh)).toHaveLength(1);
  });
});
