import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { previewAttendeeMessage, removeEventAttendee, sendAttendeeMessage } from '@/lib/actions/admin-event-attendees';
import { countEventAttendees, queryEventAttendees } from '@/lib/data/event-attendees';
import { rsvpForEvent } from '@/lib/data/event-registrations';
import { eventRegistrations, events, mailOutbox, staffLog } from '@/lib/db/schema';

import { FORMS_SEED, insertEvent, registerThroughForm, uniqueEmail } from './forms-support';
import { signedInAccount } from './support/accounts';
import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('attendees in the panel (issue 50, item 5) on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  const db = () => database.db;

  const createEvent = (maxParticipants: number | null) =>
    insertEvent(db(), { title: 'Wild Mixer polaznici', maxParticipants });
  const register = (eventId: string, email: string, name?: string) => registerThroughForm(db(), eventId, email, name);
  /** This file shares one database: the mails of `template` to any of this test's addresses. */
  const mailsOf = async (template: string, addresses: readonly string[]) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.template, template))).filter((mail) =>
      mail.toAddresses.some((to) => addresses.includes(to)),
    );
  const organiser = () => signedInAccount(db(), { roles: ['organizator'] });

  it('lists each registration with its status, position and source; counts per status; searches by name or address', async () => {
    const event = await createEvent(2);
    const member = await signedInAccount(db(), { member: 'approved', fullName: 'Đorđe Petrović' });
    await rsvpForEvent(db(), event.id, { id: member.memberId!, fullName: 'Đorđe Petrović', email: member.email });
    await register(event.id, uniqueEmail('milica'), 'Milica Jović');
    const waiting = [uniqueEmail('w1'), uniqueEmail('w2')];
    for (const email of waiting) await register(event.id, email, 'Vesna Čekić');

    expect(await countEventAttendees(db(), event.id)).toEqual({
      registered: 2,
      waitlisted: 2,
      cancelled: 0,
      checkedIn: 0,
    });
    const all = await queryEventAttendees(db(), event.id, { page: 1 });
    expect(all.items.map((row) => [row.status, row.position, row.source])).toEqual([
      ['registered', null, 'member'],
      ['registered', null, 'form'],
      ['waitlisted', 1, 'form'],
      ['waitlisted', 2, 'form'],
    ]);
    // The fold: 'djordje' finds 'Đorđe'; an address by a part of it; a filter keeps the real positions.
    expect((await queryEventAttendees(db(), event.id, { page: 1, query: 'djordje' })).items).toHaveLength(1);
    expect((await queryEventAttendees(db(), event.id, { page: 1, query: waiting[1]! })).items).toEqual([
      expect.objectContaining({ email: waiting[1], position: 2 }),
    ]);
    expect((await queryEventAttendees(db(), event.id, { page: 1, status: 'waitlisted' })).total).toBe(2);
    expect((await queryEventAttendees(db(), event.id, { page: 1, query: 'nikoga' })).total).toBe(0);
    // The event's title is not a name: searching it finds nobody.
    expect((await queryEventAttendees(db(), event.id, { page: 1, query: 'Wild Mixer' })).total).toBe(0);
  });

  it('removing a registered person promotes the first in line exactly once, mailed once, even clicked twice at once', async () => {
    const event = await createEvent(1);
    const removedEmail = uniqueEmail('mesto');
    const removed = await register(event.id, removedEmail);
    const first = uniqueEmail('prvi');
    await register(event.id, first);
    const second = uniqueEmail('drugi');
    await register(event.id, second);
    const staff = await organiser();

    const answers = await Promise.all(
      [1, 2].map(() =>
        removeEventAttendee.run({ event: event.id, registration: removed, __js: '1' }, staff.context.getContext),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ formError: 'Ova prijava je već otkazana.' });

    const rows = await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.filter((row) => row.status === 'registered').map((row) => row.email)).toEqual([first]);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(1);
    expect(firstOf(await db().select().from(events).where(eq(events.id, event.id))).currentParticipants).toBe(1);
    const promoted = await mailsOf('registration.promoted', [removedEmail, first, second]);
    expect(promoted.map((mail) => mail.toAddresses)).toEqual([[first]]);
    const log = await db()
      .select()
      .from(staffLog)
      .where(and(eq(staffLog.action, 'admin.events.remove_attendee'), eq(staffLog.targetId, removed)));
    expect(log).toHaveLength(1);
  });

  it('refuses a registration of another event and a member without the organisers role, changing nothing', async () => {
    const event = await createEvent(null);
    const other = await createEvent(null);
    const registration = await register(other.id, uniqueEmail('druga'));
    const staff = await organiser();
    expect(await removeEventAttendee.run({ event: event.id, registration }, staff.context.getContext)).toMatchObject({
      ok: false,
      formError: 'Stavka više ne postoji. Osvežite stranicu.',
    });
    const moderator = await signedInAccount(db(), { roles: ['moderator'] });
    expect(
      await removeEventAttendee.run({ event: other.id, registration }, moderator.context.getContext),
    ).toMatchObject({ ok: false, formError: 'Nemate dozvolu za ovu radnju.' });
    const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, registration));
    expect(row?.status).toBe('registered');
  });

  it('a message reaches exactly the registered (and with the box the waitlisted) once each, after a preview with the count', async () => {
    const event = await createEvent(2);
    const registered = [uniqueEmail('r1'), uniqueEmail('r2')];
    const waiting = uniqueEmail('w');
    for (const email of registered) await register(event.id, email);
    await register(event.id, waiting);
    const gone = uniqueEmail('gone');
    const goneId = await register(event.id, gone);
    const staff = await organiser();
    await removeEventAttendee.run({ event: event.id, registration: goneId }, staff.context.getContext);
    const message = { event: event.id, subject: 'Promena <b>sale</b>', text: 'Vidimo se u sali 2.\nPonesite laptop.' };

    const preview = await previewAttendeeMessage.run({ ...message, __js: '1' }, staff.context.getContext);
    expect(preview).toMatchObject({
      ok: true,
      data: { subject: 'Promena bsale/b', recipients: 2, includeWaitlist: false },
    });
    const everyone = [...registered, waiting, gone];
    expect(await mailsOf('event.message', everyone)).toHaveLength(0);

    // The count the organiser confirmed no longer holds: nothing is queued.
    expect(await sendAttendeeMessage.run({ ...message, recipients: '3' }, staff.context.getContext)).toMatchObject({
      ok: false,
    });
    expect(await mailsOf('event.message', everyone)).toHaveLength(0);

    expect(await sendAttendeeMessage.run({ ...message, recipients: '2' }, staff.context.getContext)).toMatchObject({
      ok: true,
      data: { recipients: 2 },
    });
    const sent = await mailsOf('event.message', everyone);
    expect(sent.flatMap((mail) => mail.toAddresses).sort()).toEqual([...registered].sort());
    expect(sent[0]).toMatchObject({ subject: 'Promena bsale/b' });
    expect(sent[0]?.textBody).toContain('Ponesite laptop.');
    expect(sent[0]?.textBody).toContain('Wild Mixer polaznici');

    const withWaitlist = await sendAttendeeMessage.run(
      { ...message, includeWaitlist: 'on', recipients: '3' },
      staff.context.getContext,
    );
    expect(withWaitlist).toMatchObject({ ok: true, data: { recipients: 3 } });
    const all = (await mailsOf('event.message', everyone)).flatMap((mail) => mail.toAddresses);
    expect(all.filter((address) => address === waiting)).toHaveLength(1);
    expect(all).not.toContain(gone);
  });

  it('messages are rate-limited per organiser: the sixth in an hour is refused and queues nothing', async () => {
    const event = await createEvent(null);
    const only = uniqueEmail('jedan');
    await register(event.id, only);
    const staff = await organiser();
    const send = () =>
      sendAttendeeMessage.run(
        { event: event.id, subject: 'Naslov', text: 'Tekst poruke.', recipients: '1' },
        staff.context.getContext,
      );
    for (let n = 0; n < 5; n += 1) expect(await send()).toMatchObject({ ok: true });
    expect(await send()).toMatchObject({ ok: false, formError: expect.stringMatching(/^Previše pokušaja/) });
    expect(await mailsOf('event.message', [only])).toHaveLength(5);
  });
});
