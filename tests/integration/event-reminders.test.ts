import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { updateAdminEvent } from '@/lib/actions/admin-events';
import { cancelRegistration } from '@/lib/data/event-registrations';
import { eventRegistrations, events, mailOutbox } from '@/lib/db/schema';
import { buildEventCalendar } from '@/lib/events/calendar-feed';
import { toBelgradeDateTimeInput } from '@/lib/events/schedule';
import { queueEventReminders } from '@/lib/jobs/event-reminders';

import { formData, FORMS_SEED, insertEvent, registerThroughForm, TEST_MAIL, uniqueEmail } from './forms-support';
import { signedInAccount } from './support/accounts';
import { BACKENDS, useTestDatabase, useAsAppDatabase } from './support/database';
import { firstOf } from '../support/first';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(BACKENDS)('event reminders and change notices (issue 50, item 4) on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  useAsAppDatabase(database);
  const db = () => database.db;

  const createEvent = (startsIn: number, maxParticipants: number | null = null, title = 'Podsetnik test') =>
    insertEvent(db(), {
      title,
      eventDate: new Date(Date.now() + startsIn),
      maxParticipants,
      location: 'Beograd, Sala 1',
    });
  const register = (eventId: string, email: string) => registerThroughForm(db(), eventId, email);
  /** Registrations made long before the reminder window, as most are. */
  const backdate = (eventId: string) =>
    db()
      .update(eventRegistrations)
      .set({ createdAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(eventRegistrations.eventId, eventId));
  const mailsTo = async (template: string, addresses: readonly string[]) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.template, template))).filter((mail) =>
      mail.toAddresses.some((to) => addresses.includes(to)),
    );

  it('reminds each registered person exactly once, with two job runs at the same time and a third later', async () => {
    const event = await createEvent(20 * HOUR, 3);
    const registered = [uniqueEmail('r1'), uniqueEmail('r2'), uniqueEmail('r3')];
    for (const email of registered) await register(event.id, email);
    const waiting = uniqueEmail('w');
    await register(event.id, waiting);
    const cancelled = uniqueEmail('c');
    await cancelRegistration(db(), await register(event.id, cancelled), new Date());
    const later = await createEvent(3 * DAY, null, 'Kasniji događaj');
    const notYet = uniqueEmail('kasnije');
    await register(later.id, notYet);
    await backdate(event.id);
    await backdate(later.id);

    const now = new Date();
    // Batches of 1, so the two runs interleave claim by claim.
    await Promise.all([queueEventReminders(db(), TEST_MAIL, now, 1), queueEventReminders(db(), TEST_MAIL, now, 1)]);
    await queueEventReminders(db(), TEST_MAIL, new Date(now.getTime() + HOUR));

    const mails = await mailsTo('event.reminder', [...registered, waiting, cancelled, notYet]);
    expect(mails.flatMap((mail) => mail.toAddresses).sort()).toEqual([...registered].sort());
    const [mail] = mails;
    expect(mail?.subject).toBe('Podsetnik: „Podsetnik test” je sutra');
    expect(mail?.textBody).toContain('Beograd, Sala 1');
    expect(mail?.textBody).toMatch(new RegExp(`/events/${event.id}/event\\.ics`));
    expect(mail?.textBody).toMatch(/\/otkazivanje-prijave\?token=\S+/);
  });

  it('does not remind a registration made within the last 24 hours (its confirmation is fresh)', async () => {
    const event = await createEvent(10 * HOUR);
    const fresh = uniqueEmail('svez');
    await register(event.id, fresh);
    expect(await queueEventReminders(db(), TEST_MAIL, new Date())).toBeGreaterThanOrEqual(0);
    expect(await mailsTo('event.reminder', [fresh])).toHaveLength(0);
  });

  it('a date change mails each registered and waiting person once, the .ics keeps its UID with a higher SEQUENCE', async () => {
    const event = await createEvent(10 * DAY, 2, 'Selidba test');
    const registered = [uniqueEmail('s1'), uniqueEmail('s2')];
    for (const email of registered) await register(event.id, email);
    const waiting = uniqueEmail('sw');
    await register(event.id, waiting);
    const cancelled = uniqueEmail('sc');
    await cancelRegistration(db(), await register(event.id, cancelled), new Date());
    const before = await buildEventCalendar(event.id);
    expect(before?.body).toContain('SEQUENCE:0');

    const admin = await signedInAccount(db(), { admin: true });
    const edit = (overrides: Record<string, string>) =>
      updateAdminEvent.run(
        formData({
          id: event.id,
          title: 'Selidba test',
          eventDate: toBelgradeDateTimeInput(event.eventDate.toISOString()),
          location: 'Beograd, Sala 1',
          maxParticipants: '2',
          isActive: 'on',
          ...overrides,
        }),
        admin.context.getContext,
      );
    const moved = new Date(event.eventDate.getTime() + 2 * DAY);
    // Two saves of the same change at once: one move, one notice each.
    const answers = await Promise.all(
      [1, 2].map(() => edit({ eventDate: toBelgradeDateTimeInput(moved.toISOString()) })),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);

    const notices = await mailsTo('event.changed', [...registered, waiting, cancelled]);
    expect(notices.flatMap((mail) => mail.toAddresses).sort()).toEqual([...registered, waiting].sort());
    expect(notices[0]?.textBody).toContain(`/events/${event.id}/event.ics`);
    expect(firstOf(await db().select().from(events).where(eq(events.id, event.id))).sequence).toBe(1);
    const after = await buildEventCalendar(event.id);
    const uid = (body: string | undefined) => /UID:(\S+)/.exec(body ?? '')?.[1];
    expect(uid(after?.body)).toBe(uid(before?.body));
    expect(after?.body).toContain('SEQUENCE:1');

    // A save that moves nothing (a new title) mails nobody and keeps the sequence.
    expect(
      await edit({ eventDate: toBelgradeDateTimeInput(moved.toISOString()), title: 'Selidba test 2' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await mailsTo('event.changed', [...registered, waiting])).toHaveLength(3);

    // A new place is a change too; the registrations' own copies follow.
    expect(await edit({ eventDate: toBelgradeDateTimeInput(moved.toISOString()), location: 'Novi Sad' })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await mailsTo('event.changed', [...registered, waiting])).toHaveLength(6);
    expect(firstOf(await db().select().from(events).where(eq(events.id, event.id))).sequence).toBe(2);
    const rows = await db()
      .select()
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.email, [...registered, waiting]));
    expect(rows.every((row) => row.eventLocation === 'Novi Sad')).toBe(true);
  });

  it('moving an event clears the reminders sent, so the new date is reminded again', async () => {
    const event = await createEvent(20 * HOUR, null, 'Pomeren podsetnik');
    const email = uniqueEmail('pp');
    await register(event.id, email);
    await backdate(event.id);
    await queueEventReminders(db(), TEST_MAIL, new Date());
    expect(await mailsTo('event.reminder', [email])).toHaveLength(1);

    const admin = await signedInAccount(db(), { admin: true });
    const moved = new Date(event.eventDate.getTime() + 2 * DAY);
    await updateAdminEvent.run(
      formData({
        id: event.id,
        title: 'Pomeren podsetnik',
        eventDate: toBelgradeDateTimeInput(moved.toISOString()),
        location: 'Beograd, Sala 1',
        isActive: 'on',
      }),
      admin.context.getContext,
    );
    // A day before the new date: reminded again, once.
    const dayBefore = new Date(moved.getTime() - 20 * HOUR);
    await queueEventReminders(db(), TEST_MAIL, dayBefore);
    await queueEventReminders(db(), TEST_MAIL, dayBefore);
    expect(await mailsTo('event.reminder', [email])).toHaveLength(2);
  });
});
