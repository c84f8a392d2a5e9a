import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { memoryCookieJar } from '@/lib/auth/context';
import { grantAdminRights } from '@/lib/actions/admin-members';
import { changePassword, resendConfirmation, signIn, signOut, signUp } from '@/lib/actions/auth';
import { currentUserOf, isAdmin } from '@/lib/auth';
import { localAuth } from '@/lib/auth/local';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@/lib/auth/session-cookie';
import { hashPassword } from '@/lib/security/password';
import { confirmAccountEmail, createAccount, grantAdmin, hashToken } from '@/lib/data/accounts';
import { accountSignups, adminProfiles, appSessions, appUsers, mailOutbox } from '@/lib/db/schema';
import { deliverDueMail } from '@/lib/mail/deliver';
import { PURGED_MAIL_BODY } from '@/lib/mail/types';
import { RATE_LIMITS } from '@/lib/security/rate-limit';
import { ADMIN_GRANT_MESSAGES } from '@/lib/validation/admin-members';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

import { formData, recordingTransport, TEST_MAIL, testContext, uniqueEmail } from './forms-support';
import { signedInAccount } from './support/accounts';
import { confirmationTokenFor, confirmThroughOutbox } from './support/mail';
import { BACKENDS, TEST_ADMIN, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

/** A submission as JavaScript sends it: the action answers with a result instead of redirecting. */
const jsForm = (values: Record<string, string>) => formData({ ...values, __js: '1' });

describe.each(BACKENDS)('local accounts on %s', (backend) => {
  const database = useTestDatabase(backend, { demoContent: false, admin: { ...TEST_ADMIN, demoPassword: true } });

  describe('sign-up', () => {
    it('stores a sign-up of its own, mails a confirmation link through the outbox and does not sign in; the link creates the account', async () => {
      const email = uniqueEmail('novi');
      const { getContext, cookies } = testContext(database.db);
      const result = await signUp.run(
        jsForm({ fullName: 'Nova Osoba', email: email.toUpperCase(), password: 'tajna-lozinka' }),
        getContext,
      );
      expect(result).toMatchObject({ ok: true, title: 'Registracija je uspešna! Proverite email za potvrdu.' });
      // No account until the link is confirmed: the sign-up waits in a row of its own.
      expect(await database.db.select().from(appUsers).where(eq(appUsers.email, email))).toHaveLength(0);
      const signup = firstOf(await database.db.select().from(accountSignups).where(eq(accountSignups.email, email)));
      expect(signup).toMatchObject({ fullName: 'Nova Osoba', memberProfile: null });
      expect(signup.passwordHash).not.toContain('tajna-lozinka');
      expect(cookies.get(SESSION_COOKIE)).toBeUndefined();

      const mail = firstOf(
        await database.db
          .select()
          .from(mailOutbox)
          .where(sql`${email} = any(${mailOutbox.toAddresses})`),
      );
      expect(mail.template).toBe('account.confirm');
      expect(mail.textBody).not.toContain('Nova Osoba');
      const token = new URL(
        mail.textBody.match(/https:\/\/test\.local\/auth\/potvrda\?token=\S+/)![0],
      ).searchParams.get('token')!;
      expect(await confirmAccountEmail(database.db, hashToken(token), new Date())).toMatchObject({
        email,
        fullName: 'Nova Osoba',
        emailConfirmedAt: expect.any(Date),
      });
      expect(await confirmAccountEmail(database.db, hashToken(token), new Date())).toBeNull();
      expect(await database.db.select().from(accountSignups).where(eq(accountSignups.email, email))).toHaveLength(0);
    });

    it('signs in only once the address is confirmed, with a link that works once and expires', async () => {
      const email = uniqueEmail('potvrda');
      const password = 'tajna-lozinka';
      expect(
        (await signUp.run(jsForm({ fullName: 'Pera', email, password }), testContext(database.db).getContext)).ok,
      ).toBe(true);
      const unconfirmed = testContext(database.db);
      expect(await signIn.run(jsForm({ email, password }), unconfirmed.getContext)).toMatchObject({
        ok: false,
        title: AUTH_MESSAGES.signInFailedTitle,
        formError: AUTH_MESSAGES.emailNotConfirmed,
      });
      expect(unconfirmed.cookies.get(SESSION_COOKIE)).toBeUndefined();
      // A wrong password never learns whether the address waits for confirmation.
      expect(
        await signIn.run(jsForm({ email, password: 'pogresna' }), testContext(database.db).getContext),
      ).toMatchObject({ formError: AUTH_MESSAGES.invalidCredentials });

      const token = await confirmationTokenFor(database.db, email);
      const tomorrow = new Date(Date.now() + 25 * 60 * 60_000);
      expect(await confirmAccountEmail(database.db, hashToken(token), tomorrow)).toBeNull();
      await confirmThroughOutbox(database.db, email);
      expect(await confirmAccountEmail(database.db, hashToken(token), new Date())).toBeNull();
      const confirmed = testContext(database.db);
      expect(await signIn.run(jsForm({ email, password }), confirmed.getContext)).toMatchObject({ ok: true });
      expect(confirmed.cookies.get(SESSION_COOKIE)).toBeTruthy();
    });

    it('an account made unconfirmed before sign-ups had rows of their own still confirms through its old link', async () => {
      const email = uniqueEmail('stari');
      const token = 'stari-link-za-potvrdu';
      await createAccount(database.db, {
        email,
        passwordHash: await hashPassword('stara-lozinka'),
        fullName: 'Stari Nalog',
        confirmToken: { hash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) },
      });
      expect(
        await signIn.run(jsForm({ email, password: 'stara-lozinka' }), testContext(database.db).getContext),
      ).toMatchObject({ formError: AUTH_MESSAGES.emailNotConfirmed });
      expect(await confirmAccountEmail(database.db, hashToken(token), new Date())).toMatchObject({ email });
      expect(
        (await signIn.run(jsForm({ email, password: 'stara-lozinka' }), testContext(database.db).getContext)).ok,
      ).toBe(true);
    });

    it('purges the confirmation link from the outbox once the mail is delivered', async () => {
      const email = uniqueEmail('brisi');
      await signUp.run(
        jsForm({ fullName: 'Brisi', email, password: 'lozinka-1' }),
        testContext(database.db).getContext,
      );
      const token = await confirmationTokenFor(database.db, email);
      const transport = recordingTransport();
      await deliverDueMail({ db: database.db, transport, from: TEST_MAIL.from });
      expect(transport.sent.some((mail) => mail.text.includes(token))).toBe(true);
      const [stored] = await database.db
        .select()
        .from(mailOutbox)
        .where(sql`${email} = any(${mailOutbox.toAddresses})`);
      expect(stored).toMatchObject({ status: 'sent', textBody: PURGED_MAIL_BODY, htmlBody: null });
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it("sends a new link on 'Pošalji link ponovo', the same answer for any address, limited per mailbox", async () => {
      const email = uniqueEmail('ponovo');
      await signUp.run(
        jsForm({ fullName: 'Ponovo', email, password: 'lozinka-1' }),
        testContext(database.db).getContext,
      );
      const first = await confirmationTokenFor(database.db, email);
      const resent = await resendConfirmation.run(jsForm({ email }), testContext(database.db).getContext);
      const unknown = await resendConfirmation.run(
        jsForm({ email: uniqueEmail('niko') }),
        testContext(database.db).getContext,
      );
      expect(resent).toMatchObject({ ok: true, message: AUTH_MESSAGES.confirmationResent });
      expect(unknown).toMatchObject({ ok: true, message: AUTH_MESSAGES.confirmationResent });
      const second = await confirmationTokenFor(database.db, email);
      expect(second).not.toBe(first);
      expect(await confirmAccountEmail(database.db, hashToken(first), new Date())).toBeNull();
      for (let attempt = 1; attempt < RATE_LIMITS.confirmationResend.perEmail; attempt += 1) {
        expect((await resendConfirmation.run(jsForm({ email }), testContext(database.db).getContext)).ok).toBe(true);
      }
      expect(
        await resendConfirmation.run(jsForm({ email: email.toUpperCase() }), testContext(database.db).getContext),
      ).toMatchObject({ ok: false, formError: expect.stringMatching(/^Previše pokušaja/) });
    });

    it("answers an address that already has an account with the spec's message", async () => {
      const email = uniqueEmail('dupli');
      const { getContext } = testContext(database.db);
      expect((await signUp.run(jsForm({ fullName: 'Ana', email, password: 'lozinka1' }), getContext)).ok).toBe(true);
      await confirmThroughOutbox(database.db, email);
      expect(await signUp.run(jsForm({ fullName: 'Ana', email, password: 'lozinka2' }), getContext)).toMatchObject({
        ok: false,
        title: AUTH_MESSAGES.signUpFailedTitle,
        formError: AUTH_MESSAGES.userExists,
      });
    });

    it(`refuses sign-up number ${RATE_LIMITS.signUp.perIp + 1} from one address within the hour under the sign-up form's title`, async () => {
      const { getContext } = testContext(database.db);
      for (let attempt = 0; attempt < RATE_LIMITS.signUp.perIp; attempt += 1) {
        expect(
          (await signUp.run(jsForm({ fullName: 'Ana', email: uniqueEmail('mnogo'), password: 'lozinka1' }), getContext))
            .ok,
        ).toBe(true);
      }
      const email = uniqueEmail('mnogo');
      expect(await signUp.run(jsForm({ fullName: 'Ana', email, password: 'lozinka1' }), getContext)).toMatchObject({
        ok: false,
        title: AUTH_MESSAGES.signUpFailedTitle,
        formError: expect.stringMatching(/^Previše pokušaja/),
      });
      expect(await database.db.select().from(appUsers).where(eq(appUsers.email, email))).toHaveLength(0);
      expect(await database.db.select().from(accountSignups).where(eq(accountSignups.email, email))).toHaveLength(0);
    }, 240_000);

    it('asks for every field and a password of at least 6 characters, and never echoes the password', async () => {
      const { getContext } = testContext(database.db);
      const empty = await signUp.run(jsForm({ fullName: '', email: '', password: '' }), getContext);
      expect(empty).toMatchObject({ ok: false, formError: 'Molimo unesite sve podatke' });
      const short = await signUp.run(jsForm({ fullName: 'Ana', email: uniqueEmail(), password: '12345' }), getContext);
      expect(short).toMatchObject({
        ok: false,
        fieldErrors: { password: ['Lozinka mora imati najmanje 6 karaktera'] },
      });
      expect(short.ok === false && short.values).not.toHaveProperty('password');
    });
  });

  describe('sign-in and sessions', () => {
    it('signs the seeded admin in with a hashed, httpOnly session cookie and reports admin rights', async () => {
      const cookies = memoryCookieJar();
      const { getContext } = testContext(database.db, { cookies });
      const result = await signIn.run(jsForm({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }), getContext);
      expect(result).toMatchObject({ ok: true, title: 'Uspešno ste se prijavili', data: { redirectTo: '/admin' } });
      const token = cookies.get(SESSION_COOKIE)!;
      expect(cookies.options.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
      const sessions = await database.db
        .select()
        .from(appSessions)
        .where(eq(appSessions.tokenHash, hashToken(token)));
      expect(sessions).toHaveLength(1);
      expect(JSON.stringify(await database.db.select().from(appSessions))).not.toContain(token);

      const ctx = await getContext();
      const user = await currentUserOf(ctx);
      expect(user).toMatchObject({ email: TEST_ADMIN.email.toLowerCase(), passwordIsDemo: true });
      expect(await isAdmin(ctx, user!)).toBe(true);
    });

    it('refuses a wrong password and an unknown address with the same words', async () => {
      const { getContext } = testContext(database.db);
      const wrong = await signIn.run(jsForm({ email: TEST_ADMIN.email, password: 'pogresna' }), getContext);
      const unknown = await signIn.run(jsForm({ email: uniqueEmail('niko'), password: 'pogresna' }), getContext);
      expect(wrong).toMatchObject({
        ok: false,
        title: 'Greška pri prijavi',
        formError: AUTH_MESSAGES.invalidCredentials,
      });
      expect(unknown).toMatchObject({
        ok: false,
        title: 'Greška pri prijavi',
        formError: AUTH_MESSAGES.invalidCredentials,
      });
    });

    it('asks for both fields with one message', async () => {
      const { getContext } = testContext(database.db);
      expect(await signIn.run(jsForm({ email: '', password: '' }), getContext)).toMatchObject({
        ok: false,
        formError: 'Molimo unesite email i lozinku',
      });
    });

    it('counts failures per e-mail: the sixth attempt within 15 minutes is refused even with the right password', async () => {
      const email = uniqueEmail('meta');
      const { getContext } = testContext(database.db);
      await signUp.run(jsForm({ fullName: 'Meta', email, password: 'prava-lozinka' }), getContext);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          (await signIn.run(jsForm({ email, password: `kriva-${attempt}` }), testContext(database.db).getContext)).ok,
        ).toBe(false);
      }
      const refused = await signIn.run(
        jsForm({ email: email.toUpperCase(), password: 'prava-lozinka' }),
        testContext(database.db).getContext,
      );
      expect(refused).toMatchObject({
        ok: false,
        title: 'Greška pri prijavi',
        formError: expect.stringMatching(/^Previše pokušaja/),
      });
    });

    it('only follows a local next path', async () => {
      const attempt = (next: string) =>
        signIn.run(
          jsForm({ email: TEST_ADMIN.email, password: TEST_ADMIN.password, next }),
          testContext(database.db).getContext,
        );
      expect(await attempt('/admin?tab=blog')).toMatchObject({ data: { redirectTo: '/admin?tab=blog' } });
      expect(await attempt('//evil.example/x')).toMatchObject({ data: { redirectTo: '/admin' } });
      expect(await attempt('https://evil.example')).toMatchObject({ data: { redirectTo: '/admin' } });
    });

    it('does not accept an expired session; a signed-in action extends it, reading it never does', async () => {
      const account = await signedInAccount(database.db);
      const ctx = await account.context.getContext();
      const tokenHash = hashToken(ctx.cookies.get(SESSION_COOKIE)!);
      const sessionExpiry = async () =>
        firstOf(await database.db.select().from(appSessions).where(eq(appSessions.tokenHash, tokenHash))).expiresAt;

      const aged = new Date(Date.now() + 60_000);
      await database.db.update(appSessions).set({ expiresAt: aged }).where(eq(appSessions.tokenHash, tokenHash));
      expect(await currentUserOf(ctx)).toMatchObject({ id: account.id });
      // A page reads the session: a render never writes, so the row is as it was.
      expect(await sessionExpiry()).toEqual(aged);

      // Any signed-in action uses it (here a password change refused for a wrong current password).
      await changePassword.run(
        formData({
          currentPassword: 'pogresna-lozinka-1',
          newPassword: 'nova-lozinka-2024!',
          confirmPassword: 'nova-lozinka-2024!',
        }),
        account.context.getContext,
      );
      expect((await sessionExpiry()).getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
      expect(ctx.cookies.get(SESSION_COOKIE)).toBeDefined();

      await database.db
        .update(appSessions)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(appSessions.tokenHash, tokenHash));
      expect(await currentUserOf(ctx)).toBeNull();
    });

    it('signs out on the server: the session row is gone and the cookie is cleared', async () => {
      const account = await signedInAccount(database.db);
      const ctx = await account.context.getContext();
      const token = ctx.cookies.get(SESSION_COOKIE)!;
      await localAuth.signOut(ctx);
      expect(
        await database.db
          .select()
          .from(appSessions)
          .where(eq(appSessions.tokenHash, hashToken(token))),
      ).toHaveLength(0);
      expect(ctx.cookies.get(SESSION_COOKIE)).toBeUndefined();
      const replay = { ...ctx, cookies: memoryCookieJar({ [SESSION_COOKIE]: token }) };
      expect(await currentUserOf(replay)).toBeNull();
    });
    it('the sign-out action ends the session and goes on to a path of this site only', async () => {
      const signedOutTo = async (values: Record<string, string>) => {
        const { context } = await signedInAccount(database.db);
        const token = context.cookies.get(SESSION_COOKIE)!;
        const result = await signOut.run(jsForm(values), context.getContext);
        const sessions = await database.db
          .select()
          .from(appSessions)
          .where(eq(appSessions.tokenHash, hashToken(token)));
        expect(sessions).toHaveLength(0);
        expect(context.cookies.get(SESSION_COOKIE)).toBeUndefined();
        return result;
      };
      expect(await signedOutTo({ next: '/members/auth' })).toMatchObject({
        ok: true,
        title: 'Odjavljeni ste',
        data: { redirectTo: '/members/auth' },
      });
      expect(await signedOutTo({ next: '//evil.example/x' })).toMatchObject({ data: { redirectTo: '/' } });
      expect(await signedOutTo({})).toMatchObject({ data: { redirectTo: '/' } });

      // Without JavaScript the form's post is answered with the redirect itself.
      const { context } = await signedInAccount(database.db);
      await expect(signOut.run(formData({ next: '/admin' }), context.getContext)).rejects.toMatchObject({
        digest: expect.stringContaining(';/admin;'),
      });
    });

    it('a sign-out the server cannot complete is the spec’s „Greška pri odjavljivanju” (platform §8)', async () => {
      const { context } = await signedInAccount(database.db);
      const broken = async () => ({ ...(await context.getContext()), db: undefined as never });
      expect(await signOut.run(jsForm({ next: '/' }), broken)).toMatchObject({
        ok: false,
        title: 'Greška',
        formError: 'Greška pri odjavljivanju',
      });
    });
  });

  describe('password change', () => {
    it('needs the current password, clears the demo flag and ends the other sessions', async () => {
      const email = uniqueEmail('menja');
      await signUp.run(
        jsForm({ fullName: 'Menja', email, password: 'stara-lozinka' }),
        testContext(database.db).getContext,
      );
      await confirmThroughOutbox(database.db, email);
      const first = testContext(database.db);
      const second = testContext(database.db);
      await signIn.run(jsForm({ email, password: 'stara-lozinka' }), first.getContext);
      await signIn.run(jsForm({ email, password: 'stara-lozinka' }), second.getContext);

      const wrong = await changePassword.run(
        jsForm({ currentPassword: 'nije-ta', newPassword: 'nova-lozinka', confirmPassword: 'nova-lozinka' }),
        first.getContext,
      );
      expect(wrong).toMatchObject({ ok: false, fieldErrors: { currentPassword: ['Trenutna lozinka nije ispravna.'] } });
      const differ = await changePassword.run(
        jsForm({ currentPassword: 'stara-lozinka', newPassword: 'nova-lozinka', confirmPassword: 'druga' }),
        first.getContext,
      );
      expect(differ).toMatchObject({ ok: false, fieldErrors: { confirmPassword: ['Nove lozinke se ne poklapaju'] } });

      const done = await changePassword.run(
        jsForm({ currentPassword: 'stara-lozinka', newPassword: 'nova-lozinka', confirmPassword: 'nova-lozinka' }),
        first.getContext,
      );
      expect(done).toMatchObject({ ok: true, title: 'Lozinka je promenjena' });
      expect(await currentUserOf(await first.getContext())).not.toBeNull();
      expect(await currentUserOf(await second.getContext())).toBeNull();
      expect(
        (await signIn.run(jsForm({ email, password: 'nova-lozinka' }), testContext(database.db).getContext)).ok,
      ).toBe(true);
    });

    it(`allows ${RATE_LIMITS.passwordChange.perAccount} attempts per account in 15 minutes, whatever address they come from`, async () => {
      const account = await signedInAccount(database.db);
      const { cookies } = await account.context.getContext();
      const attempt = () =>
        changePassword.run(
          jsForm({ currentPassword: 'nije-ta', newPassword: 'nova-lozinka', confirmPassword: 'nova-lozinka' }),
          testContext(database.db, { cookies }).getContext,
        );
      for (let index = 0; index < RATE_LIMITS.passwordChange.perAccount; index += 1) {
        expect(await attempt()).toMatchObject({ ok: false, formError: expect.not.stringMatching(/^Previše/) });
      }
      expect(await attempt()).toMatchObject({ ok: false, formError: expect.stringMatching(/^Previše pokušaja/) });
    });

    it('is refused without a session', async () => {
      const result = await changePassword.run(
        jsForm({ currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' }),
        testContext(database.db).getContext,
      );
      expect(result).toMatchObject({ ok: false, formError: 'Morate biti prijavljeni da biste nastavili.' });
    });
  });

  describe('is_admin (spec §6)', () => {
    it('binds an admin row added by e-mail only to an account that confirmed that address', async () => {
      const email = uniqueEmail('kolega');
      await grantAdmin(database.db, email);
      // An account made unconfirmed (before sign-ups had rows of their own) gets no rights by its address.
      const squatter = (await createAccount(database.db, { email, passwordHash: 'uljezov-hash', fullName: 'Uljez' }))!;
      const asSquatter = { id: squatter.id, email, fullName: null, passwordIsDemo: false };
      const ctx = await testContext(database.db).getContext();
      expect(await isAdmin(ctx, asSquatter)).toBe(false);
      await signUp.run(
        jsForm({ fullName: 'Kolega', email, password: 'kolegina' }),
        testContext(database.db).getContext,
      );
      await grantAdmin(database.db, email);
      expect(
        firstOf(await database.db.select().from(adminProfiles).where(eq(adminProfiles.email, email))).userId,
      ).toBeNull();
      await confirmThroughOutbox(database.db, email);
      const account = firstOf(await database.db.select().from(appUsers).where(eq(appUsers.email, email)));
      expect(firstOf(await database.db.select().from(adminProfiles).where(eq(adminProfiles.email, email))).userId).toBe(
        account.id,
      );
      expect(await isAdmin(ctx, { id: account.id, email, fullName: null, passwordIsDemo: false })).toBe(true);
      // The confirmed sign-up's password is the account's; the unproven one is gone.
      expect(account.fullName).toBe('Kolega');
      expect(account.passwordHash).not.toBe('uljezov-hash');
    });

    it('an admin grants admin rights to a confirmed account by id, after confirming; who and when are recorded', async () => {
      const admin = await signedInAccount(database.db, { admin: true });
      const colleague = await signedInAccount(database.db);
      const grant = (userId: string, confirm = 'on') =>
        grantAdminRights.run(jsForm({ userId, confirm }), admin.context.getContext);
      expect(await grant(colleague.id, '')).toMatchObject({ ok: false });
      const unconfirmed = (await createAccount(database.db, {
        email: uniqueEmail('nepotvrdjen'),
        passwordHash: 'hash',
        fullName: 'Nepotvrđen',
      }))!;
      expect(await grant(unconfirmed.id)).toMatchObject({ ok: false, formError: ADMIN_GRANT_MESSAGES.unconfirmed });

      const ctx = await colleague.context.getContext();
      const user = (await currentUserOf(ctx))!;
      expect(await isAdmin(ctx, user)).toBe(false);
      expect(await grant(colleague.id.toUpperCase())).toMatchObject({ ok: true, title: 'Administrator je dodat' });
      expect(await isAdmin(ctx, user)).toBe(true);
      const row = firstOf(await database.db.select().from(adminProfiles).where(eq(adminProfiles.userId, colleague.id)));
      expect(row).toMatchObject({ email: colleague.email, grantedBy: admin.id });
      expect(row.grantedAt).toBeInstanceOf(Date);
      expect(await grant(colleague.id)).toMatchObject({ ok: false, formError: ADMIN_GRANT_MESSAGES.alreadyAdmin });
      // Only an admin may grant.
      expect(
        await grantAdminRights.run(
          jsForm({ userId: admin.id, confirm: 'on' }),
          (await signedInAccount(database.db)).context.getContext,
        ),
      ).toMatchObject({ ok: false });
    });

    it('is false for an ordinary account and true once an admin profile names it', async () => {
      const account = await signedInAccount(database.db);
      const ctx = await account.context.getContext();
      const user = (await currentUserOf(ctx))!;
      expect(await isAdmin(ctx, user)).toBe(false);
      await grantAdmin(database.db, account.email);
      expect(await isAdmin(ctx, user)).toBe(true);
    });

    it('matches an admin profile by e-mail only while it is bound to no account', async () => {
      const account = await signedInAccount(database.db);
      const ctx = await account.context.getContext();
      const user = (await currentUserOf(ctx))!;
      const other = await signedInAccount(database.db);
      await database.db.insert(adminProfiles).values({ email: account.email, userId: other.id });
      expect(await isAdmin(ctx, user)).toBe(false);
    });

    it('counts a failing check as not admin', async () => {
      const account = await signedInAccount(database.db);
      const ctx = await account.context.getContext();
      const broken = {
        ...ctx,
        db: { execute: () => Promise.reject(new Error('veza prekinuta')) } as unknown as typeof ctx.db,
      };
      expect(
        await isAdmin(broken, { id: account.id, email: account.email, fullName: null, passwordIsDemo: false }),
      ).toBe(false);
    });
  });
});
