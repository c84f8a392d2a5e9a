import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { submitEventRegistration } from '@/lib/actions/public-forms';
import { eventRegistrations, events } from '@/lib/db/schema';
import { registerForEvent, resolveRegistrationEvent } from '@/lib/data/event-registrations';

import { FORMS_SEED, formData, insertEvent, registrant, testContext, uniqueEmail } from './forms-support';
import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('event registration on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);

  const createEvent = (values: Partial<typeof events.$inferInsert> = {}) =>
    insertEvent(database.db, { title: 'Test događaj', location: 'Beograd', ...values });

  it('resolves events by key and by id, only when active; a link event by its title', async () => {
    const byKey = await resolveRegistrationEvent(database.db, { event: 'wild-mixer-april' });
    expect(byKey).toMatchObject({
      source: 'database',
      key: 'wild-mixer-april',
      isOpen: true,
      calendarPath: '/events/wild-mixer-april/event.ics',
    });
    if (byKey?.source !== 'database') throw new Error('expected a database event');
    expect(await resolveRegistrationEvent(database.db, { event: byKey.id })).toMatchObject({ id: byKey.id });

    const hidden = await createEvent({ isActive: false });
    expect(await resolveRegistrationEvent(database.db, { event: hidden.id })).toBeNull();
    expect(await resolveRegistrationEvent(database.db, {})).toBeNull();
    expect(await resolveRegistrationEvent(database.db, { title: 'Meetup', date: '1. jul', time: '19:00' })).toEqual({
      source: 'link',
      title: 'Meetup',
      eventDate: '1. jul u 19:00',
      location: null,
      description: null,
    });
  });

  it('never overbooks: of 10 simultaneous registrations for 3 places exactly 3 get a place, 7 the waitlist', async () => {
    const event = await createEvent({ maxParticipants: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        submitEventRegistration.run(
          formData({ event: event.id, firstName: 'Ana', lastName: 'Anić', email: uniqueEmail('gužva') }),
          testContext(database.db).getContext,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    const placed = results.filter((result) => result.ok && result.data?.placeTaken);
    expect(placed).toHaveLength(3);
    const positions = results.flatMap((result) => (result.ok && result.data?.waitlistPosition) || []);
    expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const after = firstOf(await database.db.select().from(events).where(eq(events.id, event.id)));
    expect(after.currentParticipants).toBe(3);
    const rows = await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.filter((row) => row.status === 'registered')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(7);
  });

  it('takes one place per e-mail even when the same person submits five times at once; the others update it', async () => {
    const event = await createEvent({ maxParticipants: 10 });
    const resolved = await resolveRegistrationEvent(database.db, { event: event.id });
    if (!resolved) throw new Error('event should resolve');
    const email = uniqueEmail('ista');
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => registerForEvent(database.db, resolved, registrant(email))),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === 'registered')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'updated')).toHaveLength(4);
    const after = firstOf(await database.db.select().from(events).where(eq(events.id, event.id)));
    expect(after.currentParticipants).toBe(1);
  });

  it('a second registration with the same address, even on a full event, keeps its new details and takes no place', async () => {
    const event = await createEvent({ maxParticipants: 1 });
    const email = uniqueEmail('opet');
    const { getContext } = testContext(database.db);
    const first = await submitEventRegistration.run(
      formData({ event: event.id, firstName: 'Ana', lastName: 'Anić', email }),
      getContext,
    );
    expect(first).toMatchObject({
      ok: true,
      title: 'Prijava poslata!',
      message: 'Hvala na prijavi! Potvrdu sa detaljima događaja šaljemo na tvoju email adresu.',
    });

    const again = await submitEventRegistration.run(
      formData({
        event: event.id,
        firstName: 'Ana',
        lastName: 'Anić-Petrović',
        email: email.toUpperCase(),
        company: 'Studio A',
      }),
      getContext,
    );
    expect(again).toMatchObject({
      ok: true,
      title: 'Prijava poslata!',
      message:
        'Ova email adresa je već bila prijavljena za ovaj događaj: sačuvali smo tvoje nove podatke i ponovo šaljemo potvrdu.',
    });
    const rows = await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lastName: 'Anić-Petrović', company: 'Studio A', email: email.toLowerCase() });
    const after = firstOf(await database.db.select().from(events).where(eq(events.id, event.id)));
    expect(after.currentParticipants).toBe(1);
    // Someone new finds the event full and lands on its waitlist.
    const other = await submitEventRegistration.run(
      formData({ event: event.id, firstName: 'Ivan', lastName: 'Ivić', email: uniqueEmail('novi') }),
      getContext,
    );
    expect(other).toMatchObject({
      ok: true,
      title: 'Prijava poslata!',
      data: { placeTaken: false, waitlistPosition: 1 },
    });
  });

  it('registers without a limit when the event has none', async () => {
    const event = await createEvent({ maxParticipants: null });
    const { getContext } = testContext(database.db);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await submitEventRegistration.run(
            formData({ event: event.id, firstName: 'Ana', lastName: 'Anić', email: uniqueEmail() }),
            getContext,
          )
        ).ok,
      ).toBe(true);
    }
  });
});
