import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { saveMemberProfile } from '@/lib/actions/members';
import { confirmProfileEmail, readProfileEmailLink } from '@/lib/data/profile-email';
import { mailOutbox, memberProfiles } from '@/lib/db/schema';
import { PROFILE_EMAIL_LINK_LIFETIME_MS, PROFILE_EMAIL_MESSAGES } from '@/lib/members/profile-email';
import { RATE_LIMITS } from '@/lib/security/rate-limit';
import { MEMBER_MESSAGES } from '@/lib/validation/members';

import { formData, uniqueEmail } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

/**
 * Issue 48, item 4: a member could set another person's address as the profile's e-mail, and that
 * person could then not create a profile. A profile's contact address is now the account's own
 * confirmed address or one confirmed through its own link (docs/members.md, "Profile e-mail").
 */
describe.each(BACKENDS)("a profile's contact e-mail on %s", (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  const db = () => database.db;

  const profileForm = (email: string) =>
    formData({ fullName: 'Ana Anić', email, memberType: 'individual', industry: 'Usluge', __js: '1' });
  const save = (account: TestAccount, email: string) =>
    saveMemberProfile.run(profileForm(email), account.context.getContext);
  const profileOf = async (account: TestAccount) =>
    firstOf(await db().select().from(memberProfiles).where(eq(memberProfiles.userId, account.id)));

  /** The token of the newest confirmation mailed to `email`, as its reader would click it. */
  async function tokenMailedTo(email: string): Promise<string> {
    const [mail] = await db()
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'member.email_confirm'), sql`${email} = any(${mailOutbox.toAddresses})`))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = mail?.text.match(/https?:\/\/\S+\/members\/potvrda-adrese\?token=\S+/)?.[0];
    if (!link) throw new Error(`no profile e-mail link for ${email}`);
    return new URL(link).searchParams.get('token')!;
  }

  it("another person's address is only pending: it is not taken, that person can still create a profile, and the late link then changes nothing", async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    const stranger = await signedInAccount(db());
    const result = await save(member, stranger.email);
    expect(result).toMatchObject({
      ok: true,
      title: MEMBER_MESSAGES.profileUpdated,
      message: `Poslali smo link za potvrdu na ${stranger.email}. Adresa će biti promenjena kada je potvrdite.`,
    });
    expect(await profileOf(member)).toMatchObject({ email: member.email, pendingEmail: stranger.email });
    const token = await tokenMailedTo(stranger.email);
    // Only the SHA-256 of the token is stored.
    expect(JSON.stringify(await profileOf(member))).not.toContain(token);

    // The owner of the address creates her profile with it.
    expect((await save(stranger, stranger.email)).ok).toBe(true);
    expect(await profileOf(stranger)).toMatchObject({ email: stranger.email, approvalStatus: 'pending' });

    // The member's link, opened later, cannot take it: the profile keeps its address.
    expect(await readProfileEmailLink(db(), token, new Date())).toBe(stranger.email);
    expect(await confirmProfileEmail(db(), token, new Date())).toBe('taken');
    expect(await profileOf(member)).toMatchObject({ email: member.email, pendingEmail: null });
    expect(await confirmProfileEmail(db(), token, new Date())).toBe('invalid');
  });

  it('the link applies the address once; a forged or expired link changes nothing', async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    const address = uniqueEmail('nova-adresa');
    await save(member, address);
    const token = await tokenMailedTo(address);
    const before = await profileOf(member);

    expect(await confirmProfileEmail(db(), `${token}x`, new Date())).toBe('invalid');
    expect(await confirmProfileEmail(db(), '', new Date())).toBe('invalid');
    const later = new Date(Date.now() + PROFILE_EMAIL_LINK_LIFETIME_MS + 60_000);
    expect(await readProfileEmailLink(db(), token, later)).toBeNull();
    expect(await confirmProfileEmail(db(), token, later)).toBe('invalid');
    expect(await profileOf(member)).toEqual(before);

    expect(await confirmProfileEmail(db(), token, new Date())).toBe('confirmed');
    expect(await profileOf(member)).toMatchObject({
      email: address,
      pendingEmail: null,
      pendingEmailTokenHash: null,
      pendingEmailExpiresAt: null,
    });
    expect(await confirmProfileEmail(db(), token, new Date())).toBe('invalid');
  });

  it("the account's own address (any spelling of its mailbox) applies at once and drops a pending one", async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    const address = uniqueEmail('privremena');
    await save(member, address);
    const token = await tokenMailedTo(address);
    const [local, domain] = member.email.split('@');
    const result = await save(member, `${local}+clanstvo@${domain}`);
    expect(result).toMatchObject({ ok: true, message: '' });
    expect(await profileOf(member)).toMatchObject({ email: `${local}+clanstvo@${domain}`, pendingEmail: null });
    expect(await confirmProfileEmail(db(), token, new Date())).toBe('invalid');
  });

  it('an account without a profile creates it with its own address; another one waits for its link', async () => {
    const account = await signedInAccount(db());
    const address = uniqueEmail('kontakt');
    const result = await save(account, address);
    expect(result).toMatchObject({ ok: true, title: MEMBER_MESSAGES.profileCreated });
    expect(result.ok && result.message).toContain(PROFILE_EMAIL_MESSAGES.pending(address));
    expect(await profileOf(account)).toMatchObject({ email: account.email, pendingEmail: address });
    expect(await confirmProfileEmail(db(), await tokenMailedTo(address), new Date())).toBe('confirmed');
    expect((await profileOf(account)).email).toBe(address);
  });

  it(`mails at most ${RATE_LIMITS.profileEmailConfirm.perAccount} links an hour per account`, async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    for (let attempt = 0; attempt < RATE_LIMITS.profileEmailConfirm.perAccount; attempt += 1) {
      expect((await save(member, uniqueEmail('mnogo'))).ok).toBe(true);
    }
    const refused = uniqueEmail('mnogo');
    expect(await save(member, refused)).toMatchObject({
      ok: false,
      fieldErrors: { email: [expect.stringMatching(/^Previše pokušaja/)] },
    });
    expect((await profileOf(member)).pendingEmail).not.toBe(refused);
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(sql`${refused} = any(${mailOutbox.toAddresses})`),
    ).toHaveLength(0);
  });
});
