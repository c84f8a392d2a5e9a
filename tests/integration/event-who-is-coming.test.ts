// First: it mocks the request context before any module that reads it is loaded.
import { request } from './support/request-context';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import type { ActionContext } from '@/lib/auth/context';
import { eventRegistrations, events, memberProfiles } from '@/lib/db/schema';
import { ATTENDEE_FACES, MAX_ATTENDEE_EVENTS } from '@/lib/events/member-states';

import { anonymousContext, signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, rows, snapshotAllTables, useAsAppDatabase, useTestDatabase } from './support/database';
import { FORMS_SEED, insertEvent } from './forms-support';

/**
 * 'Ko dolazi' (issue 50, item 7; docs/members.md): who other members see as coming to an event,
 * the member's choice with the RSVP and after it, and the members-only endpoint the public pages'
 * island reads (called as Next calls it, with the request's context pointing at a test account).
 */
const { GET: attendeesEndpoint } = await import('@/app/[script]/(members)/members/(platform)/dogadjaji/dolaze/route');
const { rsvpToEvent, cancelEventRsvp, setEventAttendance } = await import('@/lib/actions/event-rsvp');
const { listShownAttendees, shownAttendeesStatement } = await import('@/lib/data/event-shown-attendees');
const { NextRequest } = await import('next/server');

const SITE = 'http://test.local';

describe.each(BACKENDS)('who is coming to an event, members only (issue 50) on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  useAsAppDatabase(database);
  const db = () => database.db;

  afterAll(() => {
    request.context = null;
  });

  const createEvent = (maxParticipants: number | null = null) =>
    insertEvent(db(), { title: 'Ko dolazi test', maxParticipants });
  const member = (fullName: string) => signedInAccount(db(), { member: 'approved', fullName });
  const rsvp = (account: TestAccount, eventId: string, show: boolean) =>
    rsvpToEvent.run({ event: eventId, ...(show ? { show: 'on' } : {}), __js: '1' }, account.context.getContext);
  const names = async (eventId: string) =>
    ((await listShownAttendees(db(), [eventId]))[eventId]?.attendees ?? []).map((entry) => entry.fullName);
  const setProfile = (account: TestAccount, values: Partial<typeof memberProfiles.$inferInsert>) =>
    db().update(memberProfiles).set(values).where(eq(memberProfiles.id, account.memberId!));

  it('lists only shown, registered, approved, active members not hidden from the directory, in order of arrival', async () => {
    const event = await createEvent(5);
    const shown = await member('Ana Vidljiva');
    const notShown = await member('Boris Skriveni');
    const hidden = await member('Cica Van Direktorijuma');
    const suspended = await member('Dule Suspendovani');
    const inactive = await member('Eva Neaktivna');
    const later = await member('Filip Kasniji');
    for (const account of [shown, hidden, suspended, inactive, later]) {
      expect(await rsvp(account, event.id, true)).toMatchObject({ ok: true });
    }
    expect(await rsvp(notShown, event.id, false)).toMatchObject({ ok: true });
    await setProfile(hidden, { hideFromDirectory: true });
    await setProfile(suspended, { approvalStatus: 'suspended' });
    await setProfile(inactive, { isActive: false });

    const answer = (await listShownAttendees(db(), [event.id]))[event.id];
    expect(answer?.total).toBe(2);
    expect(answer?.attendees).toEqual([
      {
        id: shown.memberId,
        fullName: 'Ana Vidljiva',
        profileImage: null,
        profilePath: `/members/directory?q=Ana%20Vidljiva#member-${shown.memberId}`,
      },
      expect.objectContaining({ id: later.memberId, fullName: 'Filip Kasniji' }),
    ]);
    // Nobody's e-mail or anything else leaves with the list.
    expect(JSON.stringify(answer)).not.toContain('@');
  });

  it('the waitlist and a cancelled registration are not listed; a promotion is', async () => {
    const event = await createEvent(1);
    const first = await member('Goran Prvi');
    const waiting = await member('Hana Čeka');
    await rsvp(first, event.id, true);
    expect(await rsvp(waiting, event.id, true)).toMatchObject({ ok: true, data: { state: { status: 'waitlisted' } } });
    expect(await names(event.id)).toEqual(['Goran Prvi']);
    expect(await cancelEventRsvp.run({ event: event.id, __js: '1' }, first.context.getContext)).toMatchObject({
      ok: true,
    });
    // The first in line got the place and chose to be shown when joining the waitlist.
    expect(await names(event.id)).toEqual(['Hana Čeka']);
  });

  it(`at most ${ATTENDEE_FACES} faces per event with the total; the query reads the partial index`, async () => {
    const event = await createEvent(null);
    const other = await createEvent(null);
    const accounts: TestAccount[] = [];
    for (let index = 0; index < ATTENDEE_FACES + 3; index += 1) {
      const account = await member(`Član Broj ${String(index).padStart(2, '0')}`);
      await rsvp(account, event.id, true);
      accounts.push(account);
    }
    await rsvp(accounts[0]!, other.id, true);
    const answer = await listShownAttendees(db(), [event.id, other.id, event.id.toUpperCase(), 'nije-id']);
    expect(Object.keys(answer).sort()).toEqual([event.id, other.id].sort());
    expect(answer[event.id]?.total).toBe(ATTENDEE_FACES + 3);
    expect(answer[event.id]?.attendees.map((entry) => entry.fullName)).toEqual(
      accounts.slice(0, ATTENDEE_FACES).map((_, index) => `Član Broj ${String(index).padStart(2, '0')}`),
    );
    expect(answer[other.id]).toMatchObject({ total: 1, attendees: [{ id: accounts[0]!.memberId }] });
    // A hidden event's attendees are not listed; an event nobody is shown for answers an empty list.
    const empty = await createEvent(null);
    await db().update(events).set({ isActive: false }).where(eq(events.id, other.id));
    expect(await listShownAttendees(db(), [other.id, empty.id])).toEqual({ [empty.id]: { total: 0, attendees: [] } });

    // The planner can serve both the faces and the count from event_registrations_shown_idx.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explained = await rows<{ 'QUERY PLAN': string }>(
        tx as unknown as typeof database.db,
        sql`explain ${shownAttendeesStatement([event.id], ATTENDEE_FACES)}`,
      );
      return explained.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan.match(/event_registrations_shown_idx/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("the RSVP stores the member's choice; the switch changes it later, only on the member's own registration", async () => {
    const event = await createEvent(5);
    const ana = await member('Iva Menja');
    const stranger = await member('Jovan Neprijavljen');
    await rsvp(ana, event.id, false);
    expect(await names(event.id)).toEqual([]);

    const on = await setEventAttendance.run({ event: event.id, show: 'on', __js: '1' }, ana.context.getContext);
    expect(on).toMatchObject({ ok: true, data: { shown: true }, message: 'Drugi članovi vas vide među učesnicima.' });
    expect(await names(event.id)).toEqual(['Iva Menja']);
    const off = await setEventAttendance.run({ event: event.id, __js: '1' }, ana.context.getContext);
    expect(off).toMatchObject({ ok: true, data: { shown: false } });
    expect(await names(event.id)).toEqual([]);

    // Clicking 'Prijavi se' again keeps one row and takes the latest choice.
    await rsvp(ana, event.id, true);
    expect(await names(event.id)).toEqual(['Iva Menja']);
    expect(await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toHaveLength(
      1,
    );

    expect(
      await setEventAttendance.run({ event: event.id, show: 'on', __js: '1' }, stranger.context.getContext),
    ).toMatchObject({ ok: false, formError: 'Niste prijavljeni za ovaj događaj.' });
    expect(
      await setEventAttendance.run({ event: 'nije-id', show: 'on', __js: '1' }, ana.context.getContext),
    ).toMatchObject({ ok: false });
    for (const standing of ['pending', 'suspended'] as const) {
      const account = await signedInAccount(db(), { member: standing });
      const tables = await snapshotAllTables(db());
      expect(
        await setEventAttendance.run({ event: event.id, show: 'on', __js: '1' }, account.context.getContext),
      ).toMatchObject({ ok: false });
      expect(await snapshotAllTables(db())).toEqual(tables);
    }
    expect(await names(event.id)).toEqual(['Iva Menja']);
  });

  it('the endpoint answers approved members only, privately, and validates the event ids', async () => {
    const event = await createEvent(5);
    const shown = await member('Kaća Vidljiva');
    await rsvp(shown, event.id, true);
    const get = async (caller: () => Promise<ActionContext>, query: string) => {
      request.context = caller;
      const response = await attendeesEndpoint(new NextRequest(`${SITE}/members/dogadjaji/dolaze?${query}`));
      return { status: response.status, cache: response.headers.get('Cache-Control'), body: await response.text() };
    };
    const query = `dogadjaji=${event.id}`;

    const refused = [
      anonymousContext(db()).getContext,
      (await signedInAccount(db())).context.getContext,
      (await signedInAccount(db(), { member: 'pending' })).context.getContext,
      (await signedInAccount(db(), { member: 'suspended' })).context.getContext,
      (await signedInAccount(db(), { member: 'rejected' })).context.getContext,
    ];
    for (const caller of refused) {
      const answer = await get(caller, query);
      expect(answer.status).toBe(401);
      expect(answer.body).not.toContain('Kaća');
      expect(answer.cache).toBe('private, no-store');
    }

    const viewer = await member('Lazar Gleda');
    const ok = await get(viewer.context.getContext, query);
    expect(ok).toMatchObject({ status: 200, cache: 'private, no-store' });
    expect(JSON.parse(ok.body)).toEqual({
      events: { [event.id]: { total: 1, attendees: [expect.objectContaining({ fullName: 'Kaća Vidljiva' })] } },
    });

    const many = Array.from(
      { length: MAX_ATTENDEE_EVENTS + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const bad of [
      '',
      'dogadjaji=',
      'dogadjaji=nije-id',
      `dogadjaji=${event.id},x`,
      `dogadjaji=${many.join(',')}`,
    ]) {
      const answer = await get(viewer.context.getContext, bad);
      expect(answer.status, bad).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Neispravan spisak događaja.' });
    }
    // The most a page asks at once: MAX_ATTENDEE_EVENTS ids.
    const max = await get(viewer.context.getContext, `dogadjaji=${[event.id, ...many.slice(2)].join(',')}`);
    expect(max.status).toBe(200);
  });
});
