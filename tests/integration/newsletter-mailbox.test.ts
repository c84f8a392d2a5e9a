import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { submitNewsletterSignup } from '@/lib/actions/public-forms';
import { mailOutbox, newsletterSubscribers } from '@/lib/db/schema';
import { canonicalMailbox } from '@/lib/security/mailbox';

import { formData, testContext } from './forms-support';
import { BACKENDS, NO_SEED, rows, useTestDatabase } from './support/database';

/** Addresses on which the SQL copy (`canonical_mailbox`, used by the migration) must agree with canonicalMailbox. */
const ADDRESSES = [
  'Ana.Petrovic+vesti@googlemail.com',
  'anapetrovic@gmail.com',
  'a.n.a@GMAIL.com',
  'marko+@primer.rs',
  '+samo-tag@primer.rs',
  'ime.prezime+a+b@firma.co.rs',
  '  Razmak@Primer.RS ',
  'bez-majmuna',
  '@primer.rs',
  'dva@@primer.rs',
];

describe.each(BACKENDS)('one newsletter subscription per inbox on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  it('canonical_mailbox() in SQL gives what canonicalMailbox() gives', async () => {
    for (const address of ADDRESSES) {
      const [row] = await rows<{ mailbox: string }>(database.db, sql`select canonical_mailbox(${address}) as mailbox`);
      expect(row?.mailbox, address).toBe(canonicalMailbox(address));
    }
  });

  it('spellings of one Gmail inbox share one subscription: a confirmed one is not mailed again', async () => {
    const { getContext } = testContext(database.db);
    const signup = (email: string) =>
      submitNewsletterSignup.run(formData({ FNAME: 'Mila', LNAME: 'Milić', EMAIL: email }), getContext);

    expect(await signup('mila.milic.vesti@gmail.com')).toMatchObject({ ok: true, title: 'Proveri email' });
    const mailbox = 'milamilicvesti@gmail.com';
    const [first] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.mailbox, mailbox));
    expect(first).toMatchObject({ email: 'mila.milic.vesti@gmail.com', confirmedAt: null });

    // Unconfirmed: the newest spelling gets the (new) link, still one row.
    expect(await signup('MilaMilicVesti+blog@googlemail.com')).toMatchObject({ ok: true });
    const subscribers = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.mailbox, mailbox));
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]?.email).toBe('milamilicvesti+blog@googlemail.com');

    // Confirmed: another spelling changes nothing and sends nothing.
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscribers.mailbox, mailbox));
    const mailsBefore = (await database.db.select().from(mailOutbox)).length;
    expect(await signup('m.i.l.a.milic.vesti@gmail.com')).toMatchObject({ ok: true, title: 'Proveri email' });
    expect((await database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect(
      await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.mailbox, mailbox)),
    ).toMatchObject([{ email: 'milamilicvesti+blog@googlemail.com' }]);
  });
});
