import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { submitContactMessage, submitTeamApplication } from '@/lib/actions/public-forms';
import { openDatabase } from '@/lib/db/connection';
import { prepareDatabase } from '@/lib/db/prepare';
import { contactMessages, rateLimits, teamApplications } from '@/lib/db/schema';
import { UNPARSABLE_CLIENT_IP } from '@/lib/security/client-ip';
import { consumeRateLimit, purgeExpiredRateLimits, RATE_LIMITS } from '@/lib/security/rate-limit';

import { FORMS_SEED, formData, freshIp, testContext, uniqueEmail } from './forms-support';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/database';

// These bursts run at the real time: in a window's last minute the message reads 'za 1 minut'
// (the plural itself is tested below, at fixed times).
const RATE_LIMITED = /^Previše pokušaja\. Pokušajte ponovo za \d+ minuta?\.$/;

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await prepareDatabase(database.handle, FORMS_SEED);
  });

  afterAll(async () => {
    await database?.close();
  });

  const countContact = async (email: string) =>
    (await database.db.select({ count: sql<number>`count(*)::int` }).from(contactMessages).where(eq(contactMessages.email, email)))[0].count;

  it('contact: of 20 simultaneous messages from one address exactly 3 pass', async () => {
    const email = uniqueEmail('zurba');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitContactMessage.run(formData({ name: 'Ana', email, message: `Poruka broj ${i} za tim` }), testContext(database.db).getContext),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(17);
    for (const result of refused) expect(!result.ok && result.formError).toMatch(RATE_LIMITED);
    expect(await countContact(email)).toBe(3);
  });

  it(`contact: of 20 simultaneous messages from one IP with different addresses exactly ${RATE_LIMITS.contact.perIp} pass`, async () => {
    const { getContext } = testContext(database.db, { clientIp: freshIp() });
    const emails = Array.from({ length: 20 }, () => uniqueEmail('ip'));
    const results = await Promise.all(emails.map((email) => submitContactMessage.run(formData({ name: 'Ana', email, message: 'Poruka za tim, hvala' }), getContext)));
    // More than the per-e-mail 3: four people in one office can all write to us.
    expect(results.filter((result) => result.ok)).toHaveLength(RATE_LIMITS.contact.perIp);
  });

  it('requests whose address could not be read share one bucket instead of skipping the IP limit', async () => {
    // The bucket is shared by design, so this test takes a window of its own (a database kept
    // between runs may still hold another run's count for the current one).
    const window = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 1_000_000) * 15 * 60_000);
    const { getContext } = testContext(database.db, { clientIp: UNPARSABLE_CLIENT_IP, now: window });
    const emails = Array.from({ length: RATE_LIMITS.contact.perIp + 2 }, () => uniqueEmail('bez-ip'));
    const results = [];
    for (const email of emails) results.push(await submitContactMessage.run(formData({ name: 'Ana', email, message: 'Poruka za tim, hvala' }), getContext));
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

  it('tells the remaining minutes of the window, rounded up, and lets the next window through', async () => {
    const email = uniqueEmail('prozor');
    const at = (iso: string) => testContext(database.db, { now: new Date(iso) }).getContext;
    const send = (iso: string) => submitContactMessage.run(formData({ name: 'Ana', email, message: 'Poruka za tim, hvala' }), at(iso));

    for (let i = 0; i < 3; i += 1) expect((await send('2030-01-01T10:00:10Z')).ok).toBe(true);
    expect(await send('2030-01-01T10:07:30Z')).toMatchObject({ ok: false, formError: 'Previše pokušaja. Pokušajte ponovo za 8 minuta.' });
    expect(await send('2030-01-01T10:14:59Z')).toMatchObject({ ok: false, formError: 'Previše pokušaja. Pokušajte ponovo za 1 minut.' });
    expect((await send('2030-01-01T10:15:00Z')).ok).toBe(true);
  });

  it('counts in the database, so a second app instance shares the limit', async () => {
    const second = backend === 'postgres' && database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : null;
    const other = second?.db ?? database.db;
    try {
      const subject = { category: 'join' as const, email: uniqueEmail('instanca'), clientIp: freshIp(), host: 'test.local' };
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
    await consumeRateLimit(database.db, { category: 'contact', email: uniqueEmail('staro'), host: 'test.local' }, new Date('2000-01-01T00:00:00Z'));
    await purgeExpiredRateLimits(database.db, new Date());
    const [{ count }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateLimits)
      .where(sql`${rateLimits.expiresAt} < now()`);
    expect(count).toBe(0);
  });
});
