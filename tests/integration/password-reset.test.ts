import { randomUUID } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { resetPassword, sendPasswordResetLink } from '@/lib/actions/password-reset';
import { localAuth } from '@/lib/auth/local';
import { hashPassword } from '@/lib/security/password';
import { PASSWORD_RESET_LIFETIME_MS, resetLinkLooksValid } from '@/lib/auth/password-reset';
import { createAccount, createSession, hashToken, newToken } from '@/lib/data/accounts';
import { createPasswordResetToken } from '@/lib/data/password-reset';
import { purgeExpiredSubmissions } from '@/lib/data/retention';
import type { Database } from '@/lib/db/connection';
import { appSessions, appUsers, mailOutbox, passwordResetTokens } from '@/lib/db/schema';
import { RESET_MESSAGES } from '@/lib/validation/password-reset';

import { formData, testContext } from './forms-support';
import { BACKENDS, NO_SEED, snapshotAllTables, useTestDatabase } from './support/database';
import { passwordResetLinkFor } from './support/mail';

/**
 * 'Zaboravljena lozinka?' for local accounts (docs/accounts.md "Password reset"): the request
 * answers the same for every address, mails a single-use link valid an hour (only its hash is
 * stored), and the link's form sets the password and ends every session of the account.
 */
const OLD_PASSWORD = 'stara-lozinka-1';
const NEW_PASSWORD = 'nova-lozinka-22';

async function accountWithPassword(db: Database, options: { confirmed?: boolean } = {}) {
  const email = `resetovanje.${randomUUID().slice(0, 8)}@primer.rs`;
  const account = await createAccount(db, {
    email,
    passwordHash: await hashPassword(OLD_PASSWORD),
    fullName: 'Ana Anić',
    emailConfirmedAt: options.confirmed === false ? undefined : new Date(),
  });
  if (!account) throw new Error('account not created');
  const sessions: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const token = newToken();
    await createSession(db, account.id, hashToken(token), new Date(Date.now() + 86_400_000));
    sessions.push(token);
  }
  return { id: account.id, email, sessions };
}

describe.each(BACKENDS)('password reset (local accounts) on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const visitor = (overrides: Parameters<typeof testContext>[1] = {}) => testContext(database.db, overrides);
  const request = (email: string, context = visitor(), area = 'members') =>
    sendPasswordResetLink.run(formData({ email, area, __js: '1' }), context.getContext);
  const submit = (values: Record<string, string>, context = visitor()) =>
    resetPassword.run(formData({ area: 'members', __js: '1', ...values }), context.getContext);
  const mailsTo = (email: string) =>
    database.db
      .select({ text: mailOutbox.textBody, html: mailOutbox.htmlBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'account.password_reset'), sql`${email} = any(${mailOutbox.toAddresses})`));
  const sessionsOf = (id: string) => database.db.$count(appSessions, eq(appSessions.userId, id));
  const signsIn = async (email: string, password: string) =>
    (await localAuth.signIn(await visitor().getContext(), email, password)).ok;

  it('request → a mail with a single-use link → new password: every session ends, the link is used', async () => {
    const ana = await accountWithPassword(database.db);
    const context = visitor();
    const answer = await request(ana.email.toUpperCase(), context);
    expect(answer).toMatchObject({
      ok: true,
      title: RESET_MESSAGES.requestSentTitle,
      message: 'Ako nalog sa ovom adresom postoji, poslali smo link za novu lozinku. Link važi 1 sat.',
    });
    expect(context.onMailQueued).toHaveBeenCalled();

    const [mail] = await mailsTo(ana.email);
    expect(mail?.text).toContain('Postavite novu lozinku');
    expect(mail?.text).toContain('Link važi 1 sat');
    expect(mail?.html).toContain('Postavi novu lozinku');
    const link = (await passwordResetLinkFor(database.db, ana.email))!;
    expect(link.origin + link.pathname).toBe('https://test.local/auth/nova-lozinka');
    expect(link.searchParams.get('za')).toBe('clanovi');
    const token = link.searchParams.get('token')!;

    // Only the SHA-256 of the token is stored, with an expiry an hour away.
    const [row] = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, ana.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(PASSWORD_RESET_LIFETIME_MS - 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(PASSWORD_RESET_LIFETIME_MS);

    // Opening the link (the page's GET) changes nothing: a mail scanner uses nothing up.
    const before = await snapshotAllTables(database.db);
    expect(await resetLinkLooksValid(await visitor().getContext(), { token })).toBe(true);
    expect(await snapshotAllTables(database.db)).toEqual(before);

    const done = await submit({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done).toMatchObject({
      ok: true,
      title: 'Lozinka je promenjena',
      data: { redirectTo: '/members/auth?lozinka=promenjena' },
    });
    expect(await sessionsOf(ana.id)).toBe(0);
    const [used] = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, ana.id));
    expect(used?.usedAt).toBeInstanceOf(Date);
    expect(await signsIn(ana.email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(ana.email, OLD_PASSWORD)).toBe(false);

    // The same link again: refused, nothing changed.
    const settled = await snapshotAllTables(database.db);
    expect(await resetLinkLooksValid(await visitor().getContext(), { token })).toBe(false);
    const again = await submit({ token, password: 'treca-lozinka-3', confirmPassword: 'treca-lozinka-3' });
    expect(again).toMatchObject({ ok: false, formError: RESET_MESSAGES.linkInvalid });
    const after = await snapshotAllTables(database.db);
    // Only the per-address counter of the form moved.
    expect({ ...after, rate_limits: null }).toEqual({ ...settled, rate_limits: null });
    expect(await signsIn(ana.email, NEW_PASSWORD)).toBe(true);
  });

  it("the admins' page leads back to /auth; a second link voids the first once either is used", async () => {
    const ana = await accountWithPassword(database.db);
    await request(ana.email, visitor(), 'admin');
    const first = (await passwordResetLinkFor(database.db, ana.email))!;
    expect(first.searchParams.has('za')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request(ana.email, visitor(), 'admin');
    const second = (await passwordResetLinkFor(database.db, ana.email))!;
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    const done = await submit({
      token: second.searchParams.get('token')!,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      area: 'admin',
    });
    expect(done).toMatchObject({ ok: true, data: { redirectTo: '/auth?lozinka=promenjena' } });
    expect(
      await submit({
        token: first.searchParams.get('token')!,
        password: 'x-lozinka-9',
        confirmPassword: 'x-lozinka-9',
      }),
    ).toMatchObject({ ok: false, formError: RESET_MESSAGES.linkInvalid });
  });

  it('an unknown or unconfirmed address gets the same answer and no mail', async () => {
    const known = await accountWithPassword(database.db);
    const unconfirmed = await accountWithPassword(database.db, { confirmed: false });
    const unknown = `niko.${randomUUID().slice(0, 8)}@primer.rs`;
    const answers = [];
    for (const email of [known.email, unconfirmed.email, unknown]) {
      const context = visitor();
      const { ok, title, message } = (await request(email, context)) as { ok: boolean; title: string; message: string };
      answers.push({ ok, title, message });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await mailsTo(unconfirmed.email)).toEqual([]);
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await database.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, unconfirmed.id))).toBe(0);
  });

  it('limits requests per canonical mailbox and, across hosts, per account', async () => {
    // Per mailbox: the fourth request within the hour is refused, however the address is spelled.
    const ana = await accountWithPassword(database.db);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await request(ana.email)).ok).toBe(true);
    expect(await request(ana.email.toUpperCase())).toMatchObject({
      ok: false,
      formError: expect.stringContaining('Previše pokušaja'),
    });
    expect(await mailsTo(ana.email)).toHaveLength(3);

    // Per account: another host name is another mailbox counter, but the account has its own.
    const boris = await accountWithPassword(database.db);
    for (const host of ['a.test', 'b.test', 'c.test', 'd.test']) {
      expect(await request(boris.email, visitor({ host }))).toMatchObject({
        ok: true,
        message: RESET_MESSAGES.requestSent,
      });
    }
    expect(await mailsTo(boris.email)).toHaveLength(3);
  });

  it('an expired, a forged and a malformed link change nothing, and mismatched passwords are refused', async () => {
    const ana = await accountWithPassword(database.db);
    const expired = newToken();
    await createPasswordResetToken(database.db, {
      userId: ana.id,
      tokenHash: hashToken(expired),
      expiresAt: new Date(Date.now() - 1_000),
    });
    await request(ana.email);
    const valid = (await passwordResetLinkFor(database.db, ana.email))!.searchParams.get('token')!;
    const [before] = await database.db.select().from(appUsers).where(eq(appUsers.id, ana.id));

    expect(await resetLinkLooksValid(await visitor().getContext(), { token: expired })).toBe(false);
    for (const token of [expired, newToken(), 'x'.repeat(150), '']) {
      expect(await submit({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toMatchObject({
        ok: false,
        formError: RESET_MESSAGES.linkInvalid,
      });
    }
    expect(await submit({ token: valid, password: NEW_PASSWORD, confirmPassword: 'druga-lozinka-1' })).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: [RESET_MESSAGES.passwordsDiffer] },
    });
    expect(await submit({ token: valid, password: '12345', confirmPassword: '12345' })).toMatchObject({
      ok: false,
      fieldErrors: { password: ['Lozinka mora imati najmanje 6 karaktera'] },
    });
    const [after] = await database.db.select().from(appUsers).where(eq(appUsers.id, ana.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(await sessionsOf(ana.id)).toBe(2);
    // The valid link still works after all of that.
    expect(await resetLinkLooksValid(await visitor().getContext(), { token: valid })).toBe(true);
  });

  it('the retention purge deletes links a day after they were used or expired', async () => {
    const ana = await accountWithPassword(database.db);
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60_000);
    const rows = [
      { tokenHash: hashToken(newToken()), expiresAt: dayAndMore, usedAt: null },
      { tokenHash: hashToken(newToken()), expiresAt: new Date(Date.now() + 60_000), usedAt: dayAndMore },
      { tokenHash: hashToken(newToken()), expiresAt: new Date(Date.now() - 60_000), usedAt: null },
      { tokenHash: hashToken(newToken()), expiresAt: new Date(Date.now() + 60_000), usedAt: null },
    ];
    await database.db.insert(passwordResetTokens).values(rows.map((row) => ({ ...row, userId: ana.id })));
    const purged = await purgeExpiredSubmissions(database.db, new Date());
    expect(purged.passwordResets).toBeGreaterThanOrEqual(2);
    const left = await database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, ana.id));
    expect(left.map((row) => row.tokenHash).sort()).toEqual([rows[2]!.tokenHash, rows[3]!.tokenHash].sort());
  });
});
