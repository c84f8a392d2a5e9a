import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createAdminEvent } from '@/lib/actions/admin-events';
import { setInboxHandled } from '@/lib/actions/admin-inbox';
import { decideMember } from '@/lib/actions/admin-members';
import { grantRole, revokeRole } from '@/lib/actions/admin-team';
import { isStaffLevel } from '@/lib/actions/define';
import { INBOX_KINDS } from '@/lib/admin/inbox';
import { hasCapability, STAFF_ROLES, type StaffAccess, type StaffRole } from '@/lib/admin/roles';
import { currentUserOf, staffAccessOf } from '@/lib/auth';
import { listStaffLog, listStaffLogActors, recordStaffChange, staffLogBatches } from '@/lib/data/staff-log';
import { purgeExpiredSubmissions } from '@/lib/data/retention';
import { listTeam } from '@/lib/data/staff';
import { appUsers, contactMessages, staffLog, staffRoles } from '@/lib/db/schema';
import { ACCESS_MESSAGES } from '@/lib/messages';
import { RETENTION_DAYS } from '@/lib/privacy/retention';

import { formData } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, FULL_SEED, snapshotAllTables, useTestDatabase } from './support/database';
import { definedActions, PLAUSIBLE_VALUES } from './support/defined-actions';

/**
 * The team's roles (issue 48, docs/admin.md "Uloge"): every role against every action of the
 * panel. Where a role lacks the action's capability, the action answers 'Nemate dozvolu za ovu
 * radnju.' and no table changes (compared by content); where it has it, the change is made and
 * recorded in the staff log with who, what and why.
 */
const staffActions = definedActions.filter(({ action }) => isStaffLevel(action.access));
const PLAUSIBLE = {
  ...PLAUSIBLE_VALUES,
  userId: '00000000-0000-4000-8000-000000000000',
  role: 'urednik',
};
const access = (role: StaffRole): StaffAccess => ({ admin: false, roles: [role] });

describe.each(BACKENDS)('the team roles on %s', (backend) => {
  const database = useTestDatabase(backend, FULL_SEED);
  const db = () => database.db;
  const holders = {} as Record<StaffRole, TestAccount>;

  beforeAll(async () => {
    for (const role of STAFF_ROLES) holders[role] = await signedInAccount(db(), { roles: [role] });
  });

  it('finds every action of the panel, each with its capability', () => {
    expect(staffActions.length).toBeGreaterThan(25);
    expect(staffActions.map(({ action }) => action.actionName)).toEqual(
      expect.arrayContaining(['admin.team.grant_role', 'admin.events.create', 'admin.moderation.resolve']),
    );
  });

  it.each(staffActions.map(({ label, action }) => [label, action] as const))(
    '%s refuses each role it does not belong to, changing nothing',
    async (_label, action) => {
      let refusals = 0;
      for (const role of STAFF_ROLES) {
        const inputs =
          action.access === 'staff'
            ? INBOX_KINDS.filter((kind) => !hasCapability(access(role), kind.capability)).map((kind) => ({
                kind: kind.id,
                id: PLAUSIBLE.id,
                handled: 'true',
              }))
            : isStaffLevel(action.access) && !hasCapability(access(role), action.access as StaffRole | 'admin')
              ? [PLAUSIBLE]
              : [];
        for (const input of inputs) {
          const before = await snapshotAllTables(db());
          const result = await action.run(formData(input), holders[role].context.getContext);
          expect(result, `${role}`).toMatchObject({ ok: false, formError: ACCESS_MESSAGES.notAdmin });
          expect(await snapshotAllTables(db())).toEqual(before);
          expect(holders[role].context.revalidate).not.toHaveBeenCalled();
          refusals += 1;
        }
      }
      // Every action belongs to at most one role: at least two refuse it.
      expect(refusals).toBeGreaterThanOrEqual(2);
    },
  );

  it('a role does its own part, and the staff log records who did what', async () => {
    const organizer = holders.organizator;
    const created = await createAdminEvent.run(
      formData({
        title: 'Radionica za organizatore',
        shortDescription: 'Kratko',
        description: 'Opis radionice',
        eventDate: '2030-05-12T18:00',
        location: 'Beograd',
        maxParticipants: '',
        registrationUrl: '',
        imageUrl: '',
        isFeatured: 'false',
      }),
      organizer.context.getContext,
    );
    expect(created).toMatchObject({ ok: true });
    const page = await listStaffLog(db(), { actorId: organizer.id }, 1);
    expect(page.items).toEqual([
      expect.objectContaining({
        actorEmail: organizer.email,
        action: 'admin.events.create',
        targetType: 'događaj',
        summary: 'Novi događaj „Radionica za organizatore”',
      }),
    ]);

    // The moderator's decision keeps its reason; the inbox item of a kind the role handles passes.
    const pending = await signedInAccount(db(), { member: 'pending' });
    const decided = await decideMember.run(
      formData({ memberId: pending.memberId!, decision: 'rejected', note: 'Nedostaje opis delatnosti.' }),
      holders.moderator.context.getContext,
    );
    expect(decided).toMatchObject({ ok: true });
    const [decision] = (await listStaffLog(db(), { actorId: holders.moderator.id }, 1)).items;
    expect(decision).toMatchObject({
      action: 'admin.members.decide',
      targetId: pending.memberId,
      summary: 'Član odbijen',
      reason: 'Nedostaje opis delatnosti.',
    });
    const [message] = await db()
      .insert(contactMessages)
      .values({ name: 'Pošiljalac', email: 'posiljalac@primer.rs', message: 'Pitanje' })
      .returning({ id: contactMessages.id });
    const contact = formData({ kind: 'contact', id: message!.id, handled: 'true' });
    expect(await setInboxHandled.run(contact, holders.moderator.context.getContext)).toMatchObject({
      ok: false,
      formError: ACCESS_MESSAGES.notAdmin,
    });
    const admin = await signedInAccount(db(), { admin: true });
    expect(await setInboxHandled.run(contact, admin.context.getContext)).toMatchObject({ ok: true });
  });

  it('an admin grants and revokes roles by account, only to a confirmed address; the rights follow at once', async () => {
    const admin = await signedInAccount(db(), { admin: true });
    const person = await signedInAccount(db());
    const user = (await currentUserOf(await person.context.getContext()))!;
    const staffOf = async () => staffAccessOf(await person.context.getContext(), user);
    expect(await staffOf()).toEqual({ admin: false, roles: [] });

    const grant = (role: string) => grantRole.run(formData({ userId: person.id, role }), admin.context.getContext);
    expect(await grant('urednik')).toMatchObject({ ok: true, message: 'Nalog sada ima ulogu: Urednik.' });
    expect(await grant('moderator')).toMatchObject({ ok: true });
    expect(await grant('urednik')).toMatchObject({ ok: false, formError: 'Ovaj nalog već ima tu ulogu.' });
    expect(await grant('direktor')).toMatchObject({ ok: false, fieldErrors: { role: ['Izaberite ulogu.'] } });
    expect(await staffOf()).toEqual({ admin: false, roles: ['moderator', 'urednik'] });
    const team = await listTeam(db(), 1);
    expect(team.items).toContainEqual({
      userId: person.id,
      email: person.email,
      admin: false,
      roles: ['moderator', 'urednik'],
    });

    // A role is not admin: the holder cannot grant roles.
    expect(
      await grantRole.run(formData({ userId: person.id, role: 'organizator' }), person.context.getContext),
    ).toMatchObject({ ok: false, formError: ACCESS_MESSAGES.notAdmin });

    const revoke = (role: string) => revokeRole.run(formData({ userId: person.id, role }), admin.context.getContext);
    expect(await revoke('urednik')).toMatchObject({ ok: true, message: 'Nalog više nema ulogu: Urednik.' });
    expect(await revoke('urednik')).toMatchObject({ ok: false, formError: 'Ovaj nalog nema tu ulogu.' });
    expect(await staffOf()).toEqual({ admin: false, roles: ['moderator'] });

    // An address nobody confirmed gets no role.
    await db().update(appUsers).set({ emailConfirmedAt: null }).where(eq(appUsers.id, person.id));
    expect(await grant('organizator')).toMatchObject({
      ok: false,
      formError: 'Ne postoji nalog sa ovim ID-jem i potvrđenom email adresom.',
    });
    const rows = await db().select().from(staffRoles).where(eq(staffRoles.userId, person.id));
    expect(rows.map((row) => row.role)).toEqual(['moderator']);

    const log = await listStaffLog(db(), { actorId: admin.id, action: 'admin.team.grant_role' }, 1);
    expect(log.items.map((entry) => entry.summary)).toEqual(['Dodeljena uloga: Moderator', 'Dodeljena uloga: Urednik']);
  });
});

describe.each(BACKENDS)("the staff log ('Dnevnik izmena') on %s", (backend) => {
  const database = useTestDatabase(backend, FULL_SEED);
  const db = () => database.db;
  const actor = { id: '11111111-1111-4111-8111-111111111111', email: 'urednica@primer.rs' };

  it('nobody can change or delete an entry; only the purge removes those older than the retention', async () => {
    const now = new Date();
    await recordStaffChange(db(), { actor, action: 'admin.content.update', summary: 'Izmenjen tekst', now });
    const [entry] = await db().select().from(staffLog).where(eq(staffLog.actorId, actor.id));
    await expect(
      db().update(staffLog).set({ summary: 'Prepravljeno' }).where(eq(staffLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db().delete(staffLog).where(eq(staffLog.id, entry!.id))).rejects.toThrow();

    const old = new Date(now.getTime() - (RETENTION_DAYS.staffLog + 1) * 86_400_000);
    const younger = new Date(now.getTime() - (RETENTION_DAYS.staffLog - 1) * 86_400_000);
    await recordStaffChange(db(), { actor, action: 'admin.media.delete', summary: 'Staro', now: old });
    await recordStaffChange(db(), { actor, action: 'admin.media.delete', summary: 'Mlađe', now: younger });
    const purged = await purgeExpiredSubmissions(db(), now);
    expect(purged.staffLog).toBeGreaterThanOrEqual(1);
    const left = await db().select({ summary: staffLog.summary }).from(staffLog).where(eq(staffLog.actorId, actor.id));
    expect(left.map((row) => row.summary).sort()).toEqual(expect.arrayContaining(['Mlađe']));
    expect(left.map((row) => row.summary)).not.toContain('Staro');
  });

  it('filters by person, action and days; pages and streams every match, newest first', async () => {
    const other = { id: '22222222-2222-4222-8222-222222222222', email: 'organizator@primer.rs' };
    const day = (date: string) => new Date(`${date}T10:00:00+01:00`);
    for (let i = 0; i < 60; i += 1) {
      await recordStaffChange(db(), {
        actor: other,
        action: i % 2 === 0 ? 'admin.events.update' : 'admin.events.create',
        targetType: 'događaj',
        targetId: `dogadjaj-${i}`,
        summary: `Izmena ${i}`,
        now: new Date(day('2026-03-01').getTime() + i * 3_600_000),
      });
    }
    const all = await listStaffLog(db(), { actorId: other.id }, 1);
    expect(all.total).toBe(60);
    expect(all.items).toHaveLength(50);
    expect(all.items[0]!.summary).toBe('Izmena 59');
    expect((await listStaffLog(db(), { actorId: other.id }, 2)).items.map((entry) => entry.summary)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Izmena ${9 - i}`),
    );
    const updates = await listStaffLog(db(), { actorId: other.id, action: 'admin.events.update' }, 1);
    expect(updates.total).toBe(30);
    // 2026-03-01 10:00 + 59 h reaches 2026-03-03 21:00: the first day holds i = 0…13 (Belgrade's midnight).
    const firstDay = await listStaffLog(db(), { actorId: other.id, from: '2026-03-01', to: '2026-03-01' }, 1);
    expect(firstDay.total).toBe(14);
    const streamed: string[] = [];
    for await (const batch of staffLogBatches(db(), { actorId: other.id }))
      streamed.push(...batch.map((e) => e.summary));
    expect(streamed).toHaveLength(60);
    expect(streamed[0]).toBe('Izmena 59');
    expect(await listStaffLogActors(db())).toEqual(expect.arrayContaining([other]));
  });

  it("the blog's autosave makes one line per post and half hour, not one per save", async () => {
    const editor = { id: '33333333-3333-4333-8333-333333333333', email: 'pisac@primer.rs' };
    const start = new Date();
    const save = (minutes: number, post = 'post-1') =>
      recordStaffChange(db(), {
        actor: editor,
        action: 'admin.blog.autosave',
        targetId: post,
        summary: 'Automatski sačuvan tekst',
        coalesceMinutes: 30,
        now: new Date(start.getTime() + minutes * 60_000),
      });
    await save(0);
    await save(1);
    await save(29);
    await save(5, 'post-2');
    await save(31);
    const lines = await listStaffLog(db(), { actorId: editor.id }, 1);
    expect(lines.items.map((entry) => entry.targetId).sort()).toEqual(['post-1', 'post-1', 'post-2']);
  });
});
