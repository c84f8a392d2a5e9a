import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  confirmNewsletter,
  submitContactMessage,
  submitJoinApplication,
  submitNewsletterSignup,
} from '@/lib/actions/public-forms';
import { contactMessages, joinApplications, mailOutbox } from '@/lib/db/schema';
import type { MailSettings } from '@/lib/mail/config';
import { deliverDueMail, MAX_MAIL_ATTEMPTS } from '@/lib/mail/deliver';
import { PURGED_MAIL_BODY } from '@/lib/mail/types';

import { FORMS_SEED, formData, recordingTransport, testContext, TEST_MAIL, uniqueEmail } from './forms-support';
import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('mail outbox on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);

  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  const send = async (email: string) => {
    const result = await submitContactMessage.run(
      formData({ name: 'Ana', email, message: 'Poruka za tim, hvala' }),
      testContext(database.db).getContext,
    );
    expect(result.ok).toBe(true);
  };

  it('a failing provider leaves the submission stored and the mail pending for a retry', async () => {
    const email = uniqueEmail('pad');
    await send(email);
    const now = new Date();
    const report = await deliverDueMail({
      db: database.db,
      transport: recordingTransport({ failWith: 'provider down' }),
      from: TEST_MAIL.from,
      now,
    });
    expect(report).toEqual({ sent: 0, retried: 1, failed: 0 });

    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
    const row = firstOf(await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email)));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider down', sentAt: null });
    expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);

    // Not due yet: nothing is sent; once due, a working provider delivers it.
    const working = recordingTransport();
    expect(
      await deliverDueMail({
        db: database.db,
        transport: working,
        from: TEST_MAIL.from,
        now: new Date(now.getTime() + 30_000),
      }),
    ).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(
      await deliverDueMail({
        db: database.db,
        transport: working,
        from: TEST_MAIL.from,
        now: new Date(now.getTime() + 61_000),
      }),
    ).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(working.sent.map((mail) => mail.to)).toEqual([['tim@test.local']]);
    const sent = firstOf(await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email)));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and marks the mail failed, never deleting it`, async () => {
    const email = uniqueEmail('odustani');
    await send(email);
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await deliverDueMail({
        db: database.db,
        transport: recordingTransport({ failWith: 'still down' }),
        from: TEST_MAIL.from,
        now,
      });
      now = new Date(now.getTime() + 7 * 60 * 60_000);
    }
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, lastError: 'still down' });
  });

  it('two delivery runs at once send every message exactly once', async () => {
    for (let i = 0; i < 6; i += 1) await send(uniqueEmail('dupli'));
    const first = recordingTransport({ delayMs: 20 });
    const second = recordingTransport({ delayMs: 20 });
    await Promise.all([
      deliverDueMail({ db: database.db, transport: first, from: TEST_MAIL.from, batchSize: 2 }),
      deliverDueMail({ db: database.db, transport: second, from: TEST_MAIL.from, batchSize: 2 }),
    ]);
    const ids = [...first.sent, ...second.sent].map((mail) => mail.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    const { pending } = firstOf(
      await database.db
        .select({ pending: sql<number>`count(*) filter (where ${mailOutbox.status} <> 'sent')::int` })
        .from(mailOutbox),
    );
    expect(pending).toBe(0);
  });

  it('a broken outbox write still stores the submission and answers with success', async () => {
    const email = uniqueEmail('bez-poste');
    const broken = {
      ...TEST_MAIL,
      get teamAddress(): string {
        throw new Error('template failure');
      },
    } as MailSettings;
    const { getContext, onMailQueued } = testContext(database.db, { mail: broken });
    const result = await submitJoinApplication.run(
      formData({ name: 'Ana Anić', email, about: 'a', contribute: 'b', expect: 'c' }),
      getContext,
    );
    expect(result).toMatchObject({ ok: true, title: 'Uspešno poslato!' });
    expect(await database.db.select().from(joinApplications).where(eq(joinApplications.email, email))).toHaveLength(1);
    expect(onMailQueued).not.toHaveBeenCalled();
  });

  describe('newsletter confirmation token', () => {
    const subscribe = async (email: string) => {
      const result = await submitNewsletterSignup.run(
        formData({ FNAME: 'Ana', LNAME: 'Anić', EMAIL: email }),
        testContext(database.db).getContext,
      );
      expect(result.ok).toBe(true);
      return firstOf(
        await database.db
          .select()
          .from(mailOutbox)
          .where(sql`${email} = any(${mailOutbox.toAddresses})`),
      );
    };
    const rowById = async (id: string) =>
      firstOf(await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)));

    it('is not readable in the outbox once the mail is delivered, and the delivered link still works', async () => {
      const email = uniqueEmail('token');
      const queued = await subscribe(email);
      expect(queued.textBody).toContain('/newsletter/potvrda?token=');

      const transport = recordingTransport();
      await deliverDueMail({ db: database.db, transport, from: TEST_MAIL.from });
      const delivered = transport.sent.find((mail) => mail.id === queued.id)!;
      const token = new URL(
        /https:\/\/test\.local\/newsletter\/potvrda\?token=\S+/.exec(delivered.text)![0],
      ).searchParams.get('token')!;

      const stored = await rowById(queued.id);
      expect(stored).toMatchObject({ status: 'sent', textBody: PURGED_MAIL_BODY, htmlBody: null });
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(await confirmNewsletter(token, testContext(database.db).getContext)).toBe('ok');
    });

    it('is purged as well when delivery is given up, and other mail keeps its body', async () => {
      const email = uniqueEmail('token-pad');
      const queued = await subscribe(email);
      await send(uniqueEmail('obicna'));
      let now = new Date();
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
        await deliverDueMail({
          db: database.db,
          transport: recordingTransport({ failWith: 'down' }),
          from: TEST_MAIL.from,
          now,
        });
        now = new Date(now.getTime() + 7 * 60 * 60_000);
      }
      expect(await rowById(queued.id)).toMatchObject({ status: 'failed', textBody: PURGED_MAIL_BODY, htmlBody: null });
      const contact = firstOf(
        await database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'contact.notify')),
      );
      expect(contact).toMatchObject({ status: 'failed' });
      expect(contact.textBody).toContain('Poruka za tim, hvala');
    });
  });
});
