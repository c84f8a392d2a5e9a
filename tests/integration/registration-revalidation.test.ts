import { revalidateTag } from 'next/cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { prepareDatabase } from '@/lib/db/prepare';
import { events } from '@/lib/db/schema';
import { registerForEvent, resolveRegistrationEvent } from '@/lib/events/registration';

import { FORMS_SEED, uniqueEmail } from './forms-support';
import { openTestDatabase, type TestDatabase } from './support/database';

const registrant = (email: string) => ({ firstName: 'Ana', lastName: 'Anić', email, phone: null, company: null, position: null, message: null });

/** Spots left on /events and / come from the cached event list: a taken place must revalidate it. */
describe('registration revalidates the events tag', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await prepareDatabase(database.handle, FORMS_SEED);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(() => {
    vi.mocked(revalidateTag).mockClear();
  });

  const openEvent = async (maxParticipants: number) => {
    const [row] = await database.db
      .insert(events)
      .values({ title: 'Mali događaj', eventDate: new Date(Date.now() + 7 * 24 * 60 * 60_000), maxParticipants })
      .returning();
    const event = await resolveRegistrationEvent(database.db, { event: row.id });
    if (!event) throw new Error('event not found');
    return event;
  };

  it('expires the events tag at once when a place is taken', async () => {
    const event = await openEvent(5);
    expect(await registerForEvent(database.db, event, registrant(uniqueEmail()))).toMatchObject({ status: 'registered' });
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith('events', { expire: 0 });
  });

  it('leaves the cache alone when nothing changed: a duplicate or a full event', async () => {
    const event = await openEvent(1);
    const email = uniqueEmail();
    await registerForEvent(database.db, event, registrant(email));
    vi.mocked(revalidateTag).mockClear();

    expect(await registerForEvent(database.db, event, registrant(email))).toEqual({ status: 'duplicate' });
    expect(await registerForEvent(database.db, event, registrant(uniqueEmail()))).toEqual({ status: 'full' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('leaves the cache alone for an event described only by its link', async () => {
    const event = await resolveRegistrationEvent(database.db, { title: 'Spoljni događaj', date: '1. jun' });
    if (!event) throw new Error('link event not resolved');
    expect(await registerForEvent(database.db, event, registrant(uniqueEmail()))).toMatchObject({ status: 'registered' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
