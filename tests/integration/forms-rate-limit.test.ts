import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { submitContactMessage, submitTeamApplication } from '@/lib/actions/public-forms';
import { openDatabase } from '@/lib/db/connection';
import { contactMessages, rateLimits, teamApplications } from '@/lib/db/schema';
import { UNPARSABLE_CLIENT_IP } from '@/lib/security/client-ip';
import { consumeRateLimit, purgeExpiredRateLimits, RATE_LIMITS, rateLimitKeys } from '@/lib/security/rate-limit';

import { FORMS_SEED, formData, freshIp, testContext, uniqueEmail } from './forms-support';
import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

// A burst is refused within the window its first attempt opened: the full window is left.
const RATE_LIMITED = /^Previše pokušaja\. Pokušajte ponovo za (15|30|60) minuta\.$/;

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);

  const countContact = async (email: string) => database.db.$count(contactMessages, eq(contactMessages.email, email));

  it('contact: of 20 simultaneous messages from one address exactly 3 pass', async () => {
    const email = uniqueEmail('zurba');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitContactMessage.run(
          formData({ name: 'Ana', email, message: `Poruka broj ${i} za tim` }),
          testContext(database.db).getContext,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(17);
    for (const result of refused) expect(!result.ok && result.formError).toMatch(RATE_LIMITED);
    expect(await countContact(email)).toBe(3);
  });

  it(`contact: of ${RATE_LIMITS.contact.perIp + 5} simultaneous messages from one IP with different addresses exactly ${RATE_LIMITS.contact.perIp} pass`, async () => {
    const { getContext } = testContext(database.db, { clientIp: freshIp() });
    const emails = Array.from({ length: RATE_LIMITS.contact.perIp + 5 }, () => uniqueEmail('ip'));
    const results = await Promise.all(
      emails.map((email) =>
        submitContactMessage.run(formData({ name: 'Ana', email, message: 'Poruka za tim, hvala' }), getContext),
      ),
    );
    // More than the per-e-mail 3: four people in one office can all write to us.
    expect(results.filter((result) => result.ok)).toHaveLength(RATE_LIMITS.contact.perIp);
  });

  it('requests whose address could not be read share one bucket instead of skipping the IP limit', async () => {
    // The bucket is shared by design: a database kept between runs may still hold another run's
    // count in an open window, so the test starts from an empty counter.
    const sharedBucket = firstOf(
      rateLimitKeys({ category: 'contact', clientIp: UNPARSABLE_CLIENT_IP, host: 'primer.rs' }),
    );
    await database.db.delete(rateLimits).where(eq(rateLimits.key, sharedBucket.key));
    const { getContext } = testContext(database.db, { clientIp: UNPARSABLE_CLIENT_IP });
    const emails = Array.from({ length: RATE_LIMITS.contact.perIp + 2 }, () => uniqueEmail('bez-ip'));
    const results = [];
    for (const email of emails)
      results.push(
        await submitContactMessage.run(formData({ name: 'Ana', email, message: 'Poruka za tim, hvala' }), getContext),
      );
    expect(results.filter((result) => result.ok)).toHaveLength(RATE_LIMITS.contact.perIp);
  });

  it('team application: of 20 simultaneous applications exactly 1 passes', async () => {
    const email = uniqueEmail('tim');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        submitTeamApplication.run(
          formData({ name: 'Ana Anić', email, role: 'team', experience: 'Iskustvo', motivation: 'Motivacija' }),
          testContext(database.db).getContext,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await database.db.select().from(teamApplications).where(eq(teamApplications.email, email))).toHaveLength(1);
  });

  it('opens the window at the first attempt: the next one right away waits 15 minutes, then the rest rounded up', async () => {
    const email = uniqueEmail('prozor');
    const at = (iso: string) => testContext(database.db, { now: new Date(iso) }).getContext;
    const send = (iso: string) =>
      submitContactMessage.run(formData({ name: 'Ana', email, message: 'Poruka za tim, hvala' }), at(iso));

    // Just before a quarter hour: a clock-aligned window would end in seconds and let a burst through.
    expect((await send('2030-01-01T10:14:50Z')).ok).toBe(true);
    expect((await send('2030-01-01T10:14:55Z')).ok).toBe(true);
    expect((await send('2030-01-01T10:15:05Z')).ok).toBe(true);
    expect(await send('2030-01-01T10:15:05Z')).toMatchObject({
      ok: false,
      formError: 'Previše pokušaja. Pokušajte ponovo za 15 minuta.',
    });
    expect(await send('2030-01-01T10:22:20Z')).toMatchObject({
      ok: false,
      formError: 'Previše pokušaja. Pokušajte ponovo za 8 minuta.',
    });
    expect(await send('2030-01-01T10:29:49Z')).toMatchObject({
      ok: false,
      formError: 'Previše pokušaja. Pokušajte ponovo za 1 minut.',
    });
    // The window ends 15 minutes after its first attempt, and a new one opens.
    expect((await send('2030-01-01T10:29:50Z')).ok).toBe(true);
    expect((await send('2030-01-01T10:29:51Z')).ok).toBe(true);
    expect((await send('2030-01-01T10:29:52Z')).ok).toBe(true);
    expect(await send('2030-01-01T10:29:53Z')).toMatchObject({
      ok: false,
      formError: 'Previše pokušaja. Pokušajte ponovo za 15 minuta.',
    });
  });

  it('team application: a second one in the hour waits 60 minutes', async () => {
    const email = uniqueEmail('tim-prozor');
    const at = (iso: string) => testContext(database.db, { now: new Date(iso) }).getContext;
    const apply = (iso: string) =>
      submitTeamApplication.run(
        formData({
          name: 'Ana Anić',
          email,
          role: 'mentor',
          experience: 'Deset godina u startapima.',
          motivation: 'Želim da pomognem.',
        }),
        at(iso),
      );
    expect((await apply('2030-01-01T11:59:30Z')).ok).toBe(true);
    expect(await apply('2030-01-01T11:59:31Z')).toMatchObject({
      ok: false,
      formError: 'Previše pokušaja. Pokušajte ponovo za 60 minuta.',
    });
  });

  it('counts in the database, so a second app instance shares the limit', async () => {
    const second =
      backend === 'postgres' && database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : null;
    const other = second?.db ?? database.db;
    try {
      const subject = {
        category: 'join' as const,
        email: uniqueEmail('instanca'),
        clientIp: freshIp(),
        host: 'test.local',
      };
      const now = new Date();
      const decisions = await Promise.all([
        consumeRateLimit(database.db, subject, now),
        consumeRateLimit(other, subject, now),
        consumeRateLimit(database.db, subject, now),
        consumeRateLimit(other, subject, now),
      ]);
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(2);
    } finally {
      await second?.close();
    }
  });

  it('purges counters whose window has ended', async () => {
    await consumeRateLimit(
      database.db,
      { category: 'contact', email: uniqueEmail('staro'), host: 'test.local' },
      new Date('2000-01-01T00:00:00Z'),
    );
    await purgeExpiredRateLimits(database.db, new Date());
    expect(await database.db.$count(rateLimits, sql`${rateLimits.expiresAt} < now()`)).toBe(0);
  });
});
