import { describe, expect, it } from 'vitest';

import { purgeExpiredSubmissions } from '@/lib/data/retention';
import {
  contactMessages,
  eventRegistrations,
  eventSubmissions,
  joinApplications,
  mailOutbox,
  newsletterSubscribers,
  teamApplications,
} from '@/lib/db/schema';
import { RETENTION_DAYS } from '@/lib/privacy/retention';

import { BACKENDS, countAllTables, NO_SEED, useTestDatabase } from './support/database';
import { recordQueries } from './support/large-data';

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('the retention purge (/privatnost) on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  it('deletes submissions past the stated retention and keeps everything younger', async () => {
    const db = database.db;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const old = ago(RETENTION_DAYS.submissions + 1);
    const recent = ago(RETENTION_DAYS.submissions - 1);
    for (const createdAt of [old, recent]) {
      await db.insert(contactMessages).values({ name: 'Ana', email: 'a@primer.rs', message: 'Poruka', createdAt });
      await db
        .insert(joinApplications)
        .values({ name: 'Ana', email: 'a@primer.rs', about: 'O', contribute: 'D', expect: 'O', createdAt });
      await db.insert(teamApplications).values({
        name: 'Ana',
        email: 'a@primer.rs',
        role: 'mentor',
        experience: 'Iskustvo',
        motivation: 'Motivacija',
        createdAt,
      });
      await db.insert(eventSubmissions).values({
        submissionType: 'external',
        eventName: 'Događaj',
        submitterName: 'Ana',
        submitterEmail: 'a@primer.rs',
        createdAt,
      });
      await db.insert(eventRegistrations).values({
        firstName: 'Ana',
        lastName: 'Anić',
        email: `r${createdAt.getTime()}@primer.rs`,
        eventTitle: 'Događaj',
        createdAt,
      });
      await db.insert(mailOutbox).values({
        toAddresses: ['a@primer.rs'],
        subject: 'Poslato',
        textBody: 'Tekst',
        template: 'contact.notify',
        status: 'sent',
        createdAt: createdAt === old ? ago(RETENTION_DAYS.sentMail + 1) : ago(RETENTION_DAYS.sentMail - 1),
      });
    }
    // Newsletter: unconfirmed and unsubscribed past 30 days go; a confirmed subscriber of years stays.
    await db.insert(newsletterSubscribers).values([
      {
        firstName: 'N',
        lastName: 'N',
        email: 'nepotvrdjen@primer.rs',
        mailbox: 'nepotvrdjen@primer.rs',
        createdAt: ago(31),
      },
      { firstName: 'N', lastName: 'N', email: 'svez@primer.rs', mailbox: 'svez@primer.rs', createdAt: ago(2) },
      {
        firstName: 'N',
        lastName: 'N',
        email: 'odjavljen@primer.rs',
        mailbox: 'odjavljen@primer.rs',
        confirmedAt: ago(400),
        unsubscribedAt: ago(31),
      },
      {
        firstName: 'N',
        lastName: 'N',
        email: 'verni@primer.rs',
        mailbox: 'verni@primer.rs',
        confirmedAt: ago(800),
        createdAt: ago(800),
      },
    ]);
    // A pending mail, however old, is still to be delivered.
    await db.insert(mailOutbox).values({
      toAddresses: ['a@primer.rs'],
      subject: 'Čeka',
      textBody: 'T',
      template: 'contact.notify',
      createdAt: old,
    });

    const before = await countAllTables(db);
    const purged = await purgeExpiredSubmissions(db, now);
    expect(purged).toEqual({
      contact: 1,
      join: 1,
      team: 1,
      suggestions: 1,
      registrations: 1,
      reports: 0,
      newsletter: 2,
      mail: 1,
      announcements: 0,
      media: 0,
      passwordResets: 0,
      signups: 0,
      staffLog: 0,
      newsletterDeliveries: 0,
    });
    const after = await countAllTables(db);
    expect(after.contact_messages).toBe(before.contact_messages! - 1);
    expect(after.newsletter_subscribers).toBe(2);
    expect(after.mail_outbox).toBe(2);
    expect(await purgeExpiredSubmissions(db, now)).toMatchObject({ contact: 0, newsletter: 0, mail: 0 });
  });

  it('deletes a backlog in batches of bounded size, all of it in one round, nothing younger', async () => {
    const db = database.db;
    const now = new Date();
    const old = new Date(now.getTime() - (RETENTION_DAYS.submissions + 5) * DAY);
    await db.insert(contactMessages).values(
      Array.from({ length: 25 }, (_, index) => ({
        name: `Stari ${index}`,
        email: `stari${index}@primer.rs`,
        message: 'Poruka',
        createdAt: old,
      })),
    );
    await db.insert(contactMessages).values({ name: 'Nov', email: 'nov@primer.rs', message: 'Poruka', createdAt: now });
    const recorder = recordQueries(database.handle);
    const purged = await purgeExpiredSubmissions(recorder.db, now, 10);
    expect(purged.contact).toBe(25);
    // 25 rows in batches of 10: three deletes of contact_messages (10, 10, 5), each limited.
    const deletes = recorder.take().filter((query) => /^delete from "contact_messages"/.test(query.sql));
    expect(deletes).toHaveLength(3);
    for (const statement of deletes) expect(statement.sql).toMatch(/limit \$\d+/);
    const left = await db.select({ name: contactMessages.name }).from(contactMessages);
    expect(left.map((row) => row.name)).toContain('Nov');
    expect(left.some((row) => row.name.startsWith('Stari'))).toBe(false);
  });
});
