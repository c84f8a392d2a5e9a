import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { submitEventRegistration } from '@/lib/actions/public-forms';
import { prepareDatabase } from '@/lib/db/prepare';
import { events } from '@/lib/db/schema';

import { FORMS_SEED, formData, testContext, uniqueEmail } from './forms-support';
import { openTestDatabase, type TestDatabase } from './support/database';
import { firstOf } from '../support/first';

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

  const openEvent = async (maxParticipants: number) => {
    const row = firstOf(
      await database.db
        .insert(events)
        .values({ title: 'Mali događaj', eventDate: new Date(Date.now() + 7 * 24 * 60 * 60_000), maxParticipants })
        .returning(),
    );
    return row.id;
  };
  const register = (event: string, email: string) => formData({ event, firstName: 'Ana', lastName: 'Anić', email });

  it('expires the events tag once when a place is taken', async () => {
    const { getContext, revalidate } = testContext(database.db);
    expect(await submitEventRegistration.run(register(await openEvent(5), uniqueEmail()), getContext)).toMatchObject({
      ok: true,
    });
    expect(revalidate).toHaveBeenCalledExactlyOnceWith(['events']);
  });

  it('leaves the cache alone when no place was taken: a repeated address or the waitlist of a full event', async () => {
    const event = await openEvent(1);
    const email = uniqueEmail();
    expect((await submitEventRegistration.run(register(event, email), testContext(database.db).getContext)).ok).toBe(
      true,
    );

    const { getContext, revalidate } = testContext(database.db);
    expect(await submitEventRegistration.run(register(event, email), getContext)).toMatchObject({ ok: true });
    expect(await submitEventRegistration.run(register(event, uniqueEmail()), getContext)).toMatchObject({
      ok: true,
      data: { placeTaken: false, waitlistPosition: 1 },
    });
    expect(revalidate).not.toHaveBeenCalled();
  });
});
