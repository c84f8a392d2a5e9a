import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { decideMember } from '@/lib/actions/admin-members';
import { currentUserOf, memberStandingOf } from '@/lib/auth';
import { countMembersByStatus, getMemberRecord, listMembersForAdmin } from '@/lib/data/admin-members';
import {
  ads,
  appUsers,
  eventSubmissions,
  mailOutbox,
  memberDecisions,
  memberProfiles,
  rateLimits,
} from '@/lib/db/schema';
import { RATE_LIMITS, rateLimitKeys } from '@/lib/security/rate-limit';

import { formData } from './forms-support';
import { signedInAccount } from './support/accounts';
import { BACKENDS, countAllTables, NO_SEED, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)("admin 'Članovi': standings, decisions and history on %s", (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  const db = () => database.db;
  const mailTo = (address: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(sql`${address} = any(${mailOutbox.toAddresses})`)
      .orderBy(mailOutbox.createdAt);
  const statusOf = async (memberId: string) =>
    firstOf(await db().select().from(memberProfiles).where(eq(memberProfiles.id, memberId))).approvalStatus;

  it('rejects with a note: the note is in the mail and in the history, with who decided and when', async () => {
    const admin = await signedInAccount(db(), { admin: true });
    const member = await signedInAccount(db(), { member: 'pending', fullName: 'Odbijena Napomena' });
    const result = await decideMember.run(
      formData({ memberId: member.memberId!, decision: 'rejected', note: 'Profil nema opis delatnosti.' }),
      admin.context.getContext,
    );
    expect(result).toMatchObject({ ok: true, title: 'Profil odbačen!' });
    const mail = firstOf(await mailTo(member.email));
    expect(mail.template).toBe('member.decision');
    expect(mail.textBody).toContain('Profil nema opis delatnosti.');

    const record = await getMemberRecord(db(), member.memberId!);
    expect(record?.decisions).toEqual([
      expect.objectContaining({
        decision: 'rejected',
        note: 'Profil nema opis delatnosti.',
        decidedByEmail: admin.email,
      }),
    ]);
    const row = firstOf(
      await db().select().from(memberDecisions).where(eq(memberDecisions.memberId, member.memberId!)),
    );
    expect(row.decidedBy).toBe(admin.id);
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('suspends only with a reason; the member then stands suspended and is told why', async () => {
    const admin = await signedInAccount(db(), { admin: true });
    const member = await signedInAccount(db(), { member: 'approved' });

    const before = await countAllTables(db());
    const withoutReason = await decideMember.run(
      formData({ memberId: member.memberId!, decision: 'suspended', note: '  ' }),
      admin.context.getContext,
    );
    expect(withoutReason).toMatchObject({ ok: false, fieldErrors: { note: ['Navedite razlog suspenzije.'] } });
    expect(await countAllTables(db())).toEqual(before);

    const result = await decideMember.run(
      formData({ memberId: member.memberId!, decision: 'suspended', note: 'Neželjene poruke drugim članovima.' }),
      admin.context.getContext,
    );
    expect(result).toMatchObject({ ok: true, title: 'Član suspendovan' });
    expect(await statusOf(member.memberId!)).toBe('suspended');
    const standing = await memberStandingOf(
      await member.context.getContext(),
      await currentUserOf(await member.context.getContext()),
    );
    expect(standing.kind).toBe('suspended');
    const mail = firstOf(await mailTo(member.email));
    expect(mail.subject).toContain('suspendovan');
    expect(mail.textBody).toContain('Neželjene poruke drugim članovima.');
  });

  it('reinstates a suspended member and re-opens a rejected one; each decision is recorded, newest first', async () => {
    const admin = await signedInAccount(db(), { admin: true });
    const member = await signedInAccount(db(), { member: 'pending' });
    const decide = (decision: string, note = '') =>
      decideMember.run(formData({ memberId: member.memberId!, decision, note }), admin.context.getContext);

    expect(await decide('rejected')).toMatchObject({ ok: true });
    expect(await decide('reopened')).toMatchObject({ ok: true, title: 'Prijava ponovo otvorena' });
    expect(await statusOf(member.memberId!)).toBe('pending');
    expect(await decide('approved')).toMatchObject({ ok: true });
    expect(await decide('suspended', 'Razlog')).toMatchObject({ ok: true });
    expect(await decide('reinstated')).toMatchObject({ ok: true, title: 'Suspenzija ukinuta' });
    expect(await statusOf(member.memberId!)).toBe('approved');

    const record = await getMemberRecord(db(), member.memberId!);
    expect(record?.decisions.map((entry) => entry.decision)).toEqual([
      'reinstated',
      'suspended',
      'approved',
      'reopened',
      'rejected',
    ]);
    expect((await mailTo(member.email)).map((mail) => mail.template)).toEqual(Array(5).fill('member.decision'));
  });

  it('refuses a decision the standing does not allow, changing nothing', async () => {
    const admin = await signedInAccount(db(), { admin: true });
    const approved = await signedInAccount(db(), { member: 'approved' });
    for (const decision of ['approved', 'rejected', 'reopened', 'reinstated']) {
      const result = await decideMember.run(
        formData({ memberId: approved.memberId!, decision }),
        admin.context.getContext,
      );
      expect(result).toMatchObject({ ok: false, formError: 'O ovom članu je već odlučeno.' });
    }
    expect(await statusOf(approved.memberId!)).toBe('approved');
    expect(await mailTo(approved.email)).toHaveLength(0);
  });

  it('lists members by standing with counts, and searches name, e-mail and what they do without diacritics', async () => {
    const suspended = await signedInAccount(db(), { member: 'suspended', fullName: 'Đorđe Šuškavac' });
    await db()
      .update(memberProfiles)
      .set({ whatTheyDo: 'Čačanska rakija' })
      .where(eq(memberProfiles.id, suspended.memberId!));
    const counts = await countMembersByStatus(db());
    expect(counts.suspended).toBeGreaterThanOrEqual(1);
    expect(Object.keys(counts).sort()).toEqual(['approved', 'pending', 'rejected', 'suspended']);

    const ids = async (status: 'suspended' | 'approved', query: string) =>
      (await listMembersForAdmin(db(), { status, query, page: 1 })).items.map((member) => member.id);
    expect(await ids('suspended', 'djordje')).toEqual([suspended.memberId]);
    expect(await ids('suspended', 'Ђорђе')).toEqual([suspended.memberId]);
    expect(await ids('suspended', 'cacanska')).toEqual([suspended.memberId]);
    expect(await ids('suspended', suspended.email.toUpperCase())).toEqual([suspended.memberId]);
    expect(await ids('approved', 'djordje')).toEqual([]);
    expect(await ids('suspended', '')).toContain(suspended.memberId);
  });

  it("limits an admin's mutations per account: past the limit a decision is refused and nothing changes", async () => {
    const admin = await signedInAccount(db(), { admin: true });
    const member = await signedInAccount(db(), { member: 'pending' });
    const ctx = await admin.context.getContext();
    const rule = RATE_LIMITS.adminMutation;
    const accountKey = firstOf(rateLimitKeys({ category: 'adminMutation', account: admin.id, host: ctx.host }));
    await db()
      .insert(rateLimits)
      .values({
        key: accountKey.key,
        windowStart: ctx.now,
        hits: rule.perAccount,
        expiresAt: new Date(ctx.now.getTime() + rule.windowMinutes * 60_000),
      });
    const result = await decideMember.run(
      formData({ memberId: member.memberId!, decision: 'approved' }),
      admin.context.getContext,
    );
    expect(result).toMatchObject({ ok: false, formError: expect.stringContaining('Previše pokušaja') });
    expect(await statusOf(member.memberId!)).toBe('pending');
  });

  it("counts the panel's badges and the hosted demo accounts in one read (the embedded demo counts none)", async () => {
    /** The counters as a server started with (a hosted database) or without `DATABASE_URL` would read them. */
    async function panelCounts(databaseUrl: string | undefined) {
      vi.stubEnv('DATABASE_URL', databaseUrl);
      vi.resetModules();
      try {
        const { adminPanelCounts } = await import('@/lib/data/admin-members');
        return await adminPanelCounts(db());
      } finally {
        vi.unstubAllEnvs();
        vi.resetModules();
      }
    }
    const hosted = 'postgres://app@db.example.com/zajednica';
    const before = await panelCounts(hosted);
    const waiting = await signedInAccount(db(), { member: 'pending' });
    await db().update(appUsers).set({ passwordIsDemo: true }).where(eq(appUsers.id, waiting.id));
    // An applicant who has not confirmed the address is not waiting for a decision yet.
    const unconfirmed = await signedInAccount(db(), { member: 'pending' });
    await db().update(appUsers).set({ emailConfirmedAt: null }).where(eq(appUsers.id, unconfirmed.id));
    await db().insert(eventSubmissions).values({
      submissionType: 'external',
      eventName: 'Predlog za brojač',
      submitterName: 'Ana',
      submitterEmail: 'a@primer.rs',
    });

    const expected = {
      pendingMembers: before.pendingMembers + 1,
      pendingSubmissions: before.pendingSubmissions + 1,
      demoAccounts: before.demoAccounts + 1,
    };
    expect(await panelCounts(hosted)).toEqual(expected);
    expect(await panelCounts(undefined)).toEqual({ ...expected, demoAccounts: 0 });
  });

  it("counts a member's activity for the record", async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    await db().insert(ads).values({
      memberId: member.memberId!,
      requestType: 'offering',
      title: 'Oglas',
      description: 'Opis',
    });
    const record = await getMemberRecord(db(), member.memberId!);
    expect(record?.activity).toEqual({ ads: 1, messagesSent: 0, mentorships: 0, resources: 0, reportsAgainst: 0 });
    expect(await getMemberRecord(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
