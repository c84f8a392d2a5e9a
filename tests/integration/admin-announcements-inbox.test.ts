import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  createAnnouncementAction,
  deleteAnnouncementAction,
  restoreAnnouncementAction,
  updateAnnouncementAction,
} from '@/lib/actions/admin-announcements';
import { queryAllAnnouncements } from '@/lib/data/admin-announcements';
import { purgeExpiredSubmissions } from '@/lib/data/retention';
import { retryMail, setInboxHandled } from '@/lib/actions/admin-inbox';
import { queryOutbox } from '@/lib/data/admin-outbox';
import { queryActiveAnnouncements } from '@/lib/data/announcements';
import { INBOX_KINDS } from '@/lib/admin/inbox';
import { inboxExport, queryInbox, queryUnhandledCounts } from '@/lib/data/inbox';
import { announcements, contactMessages, mailOutbox, newsletterSubscribers } from '@/lib/db/schema';

import { FORMS_SEED, formData } from './forms-support';
import { anonymousContext, signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, countAllTables, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('admin announcements, inbox and outbox on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await signedInAccount(database.db, { admin: true });
  });

  const announcementById = async (id: string) =>
    firstOf(await database.db.select().from(announcements).where(eq(announcements.id, id)));

  describe('announcements', () => {
    it('creates with the spec’s defaults and a fallback priority, and revalidates announcements', async () => {
      const { getContext, revalidate } = admin.context;
      vi.mocked(revalidate).mockClear();
      const result = await createAnnouncementAction.run(
        formData({
          title: 'Nova radionica',
          content: 'Prijave su otvorene',
          priority: 'visok',
          isActive: 'on',
          link: '/events',
          buttonText: 'Prijavi se',
          expiresAt: '',
        }),
        getContext,
      );
      expect(result).toMatchObject({ ok: true, title: 'Uspešno', message: 'Obaveštenje je uspešno kreirano' });
      const id = result.ok ? result.data!.id : '';
      expect(await announcementById(id)).toMatchObject({
        type: 'announcement',
        isActive: true,
        priority: 1,
        link: '/events',
        expiresAt: null,
        imageUrl: null,
      });
      expect(revalidate).toHaveBeenCalledTimes(1);
      expect(revalidate).toHaveBeenCalledWith(['announcements']);
      expect((await queryActiveAnnouncements(database.db)).some((item) => item.id === id)).toBe(true);
    });

    it('updates by id with an ISO expiry, and deletes', async () => {
      const { getContext, revalidate } = admin.context;
      const created = await createAnnouncementAction.run(formData({ title: 'Za izmenu', isActive: 'on' }), getContext);
      const id = created.ok ? created.data!.id : '';
      vi.mocked(revalidate).mockClear();
      const updated = await updateAnnouncementAction.run(
        formData({
          id,
          title: 'Izmenjeno',
          type: 'event',
          priority: '9',
          expiresAt: '2030-01-02T03:04:00.000Z',
          link: 'https://lu.ma/x',
        }),
        getContext,
      );
      expect(updated).toMatchObject({ ok: true, message: 'Obaveštenje je uspešno ažurirano' });
      expect(await announcementById(id)).toMatchObject({
        title: 'Izmenjeno',
        type: 'event',
        priority: 5,
        isActive: false,
        expiresAt: new Date('2030-01-02T03:04:00.000Z'),
      });
      expect(revalidate).toHaveBeenCalledWith(['announcements']);

      expect(await deleteAnnouncementAction.run(formData({ id }), getContext)).toMatchObject({
        ok: true,
        message: 'Obaveštenje je uspešno obrisano',
      });
      expect((await queryAllAnnouncements(database.db)).some((item) => item.id === id)).toBe(false);
      expect((await queryActiveAnnouncements(database.db)).some((item) => item.id === id)).toBe(false);
      expect(revalidate).toHaveBeenCalledTimes(2);
      expect(await deleteAnnouncementAction.run(formData({ id }), getContext)).toMatchObject({ ok: false });

      // The toast's 'Poništi': back in the list and on the site, once.
      expect(await restoreAnnouncementAction.run(formData({ id }), getContext)).toMatchObject({
        ok: true,
        message: 'Obaveštenje je vraćeno',
      });
      expect(revalidate).toHaveBeenLastCalledWith(['announcements']);
      expect((await queryAllAnnouncements(database.db)).some((item) => item.id === id)).toBe(true);
      expect(await restoreAnnouncementAction.run(formData({ id }), getContext)).toMatchObject({
        ok: false,
        formError: 'Brisanje više ne može da se poništi.',
      });
    });

    it('a deleted announcement is restorable for 30 days, then purged', async () => {
      const { getContext } = admin.context;
      const created = await createAnnouncementAction.run(formData({ title: 'Staro', isActive: 'on' }), getContext);
      const id = created.ok ? created.data!.id : '';
      await deleteAnnouncementAction.run(formData({ id }), getContext);
      await database.db
        .update(announcements)
        .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(announcements.id, id));
      expect(await restoreAnnouncementAction.run(formData({ id }), getContext)).toMatchObject({
        ok: false,
        formError: 'Brisanje više ne može da se poništi.',
      });
      expect(await purgeExpiredSubmissions(database.db, new Date())).toMatchObject({ announcements: 1 });
      expect(await database.db.$count(announcements, eq(announcements.id, id))).toBe(0);
    });

    it('refuses a bad link and an image from elsewhere, changing nothing', async () => {
      const { getContext, revalidate } = admin.context;
      vi.mocked(revalidate).mockClear();
      const before = await countAllTables(database.db);
      expect(
        await createAnnouncementAction.run(formData({ title: 'A', link: 'javascript:alert(1)' }), getContext),
      ).toMatchObject({
        ok: false,
        fieldErrors: { link: ['Link mora biti putanja na sajtu (npr. /events) ili puna adresa (https://…)'] },
      });
      expect(
        await createAnnouncementAction.run(formData({ title: 'A', imageUrl: 'https://zlo.example/a.png' }), getContext),
      ).toMatchObject({ ok: false, formError: 'Molimo odaberite sliku' });
      expect(await countAllTables(database.db)).toEqual(before);
      expect(revalidate).not.toHaveBeenCalled();
      const own = await createAnnouncementAction.run(
        formData({ title: 'A', imageUrl: '/files/site-images/announcement-1700000000000-abcd.webp' }),
        getContext,
      );
      expect(own).toMatchObject({ ok: true });
    });
  });

  describe('inbox', () => {
    it('reads every kind, with search and counts of unhandled items', async () => {
      for (const { id: kind } of INBOX_KINDS) {
        const result = await queryInbox(database.db, { kind, status: 'all', search: 'a b', page: 1 });
        expect(result.total, kind).toBeGreaterThanOrEqual(0);
      }
      expect(Object.keys(await queryUnhandledCounts(database.db)).sort()).toEqual(
        INBOX_KINDS.map((kind) => kind.id).sort(),
      );
    });

    it('lists, searches, marks handled and exports without newsletter tokens', async () => {
      const { getContext, revalidate } = admin.context;
      vi.mocked(revalidate).mockClear();
      const message = firstOf(
        await database.db
          .insert(contactMessages)
          .values({ name: 'Marija Inbox', email: 'marija@primer.rs', message: '=HYPERLINK("http://zlo") pozdrav' })
          .returning(),
      );
      await database.db.insert(newsletterSubscribers).values({
        firstName: 'Nina',
        lastName: 'Novak',
        email: 'nina@primer.rs',
        mailbox: 'nina@primer.rs',
        confirmTokenHash: 'tajni-hash-123',
      });

      const found = await queryInbox(database.db, {
        kind: 'contact',
        status: 'unhandled',
        search: 'marija HYPERLINK',
        page: 1,
      });
      expect(found.items.map((item) => item.id)).toEqual([message.id]);
      expect(
        (await queryInbox(database.db, { kind: 'contact', status: 'unhandled', search: 'nepostoji', page: 1 })).total,
      ).toBe(0);

      expect(
        await setInboxHandled.run(formData({ kind: 'contact', id: message.id, handled: 'true' }), getContext),
      ).toMatchObject({ ok: true, message: 'Označeno kao obrađeno' });
      expect(
        (await queryInbox(database.db, { kind: 'contact', status: 'unhandled', search: 'marija', page: 1 })).total,
      ).toBe(0);
      expect(
        (await queryInbox(database.db, { kind: 'contact', status: 'handled', search: 'marija', page: 1 })).items[0]
          ?.handledAt,
      ).not.toBeNull();
      expect(
        await setInboxHandled.run(formData({ kind: 'contact', id: message.id, handled: 'false' }), getContext),
      ).toMatchObject({ ok: true, message: 'Označeno kao neobrađeno' });
      expect(revalidate).not.toHaveBeenCalled();

      const exported = inboxExport(database.db, { kind: 'newsletter', status: 'all', search: 'nina' });
      const newsletter = { header: exported.header, rows: [] as (string | null)[][] };
      for await (const batch of exported.batches) newsletter.rows.push(...batch);
      expect(newsletter.header).toEqual([
        'Primljeno',
        'Obrađeno',
        'Ime i prezime',
        'Email',
        'Izvor',
        'Potvrđeno',
        'Odjavljeno',
      ]);
      expect(JSON.stringify(newsletter)).not.toContain('tajni-hash-123');
      expect(newsletter.rows).toHaveLength(1);
      expect(newsletter.rows[0]).toContain('nina@primer.rs');
    });
  });

  describe('outbox', () => {
    it('retries a failed mail (pending, due now, delivery scheduled) and hides confirmation bodies', async () => {
      const { getContext, onMailQueued } = admin.context;
      const failed = firstOf(
        await database.db
          .insert(mailOutbox)
          .values({
            toAddresses: ['a@primer.rs'],
            subject: 'Neuspelo',
            textBody: 'Tekst',
            template: 'contact.notify',
            status: 'failed',
            attempts: 8,
            lastError: 'odbijeno',
            nextAttemptAt: new Date('2020-01-01'),
          })
          .returning(),
      );
      await database.db.insert(mailOutbox).values({
        toAddresses: ['b@primer.rs'],
        subject: 'Potvrda',
        textBody: 'https://test.local/newsletter/potvrda?token=TAJNA',
        template: 'newsletter.confirm',
      });

      const before = Date.now();
      expect(await retryMail.run(formData({ id: failed.id }), getContext)).toMatchObject({
        ok: true,
        message: 'Poruka je ponovo u redu za slanje',
      });
      const row = firstOf(await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id)));
      expect(row).toMatchObject({ status: 'pending', attempts: 8 });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(onMailQueued).toHaveBeenCalledTimes(1);
      // Only failed mail can be retried.
      expect(await retryMail.run(formData({ id: failed.id }), getContext)).toMatchObject({
        ok: false,
        formError: 'Poruka nije pronađena ili nije neuspela.',
      });

      const { items } = await queryOutbox(database.db, { filter: 'all', page: 1, pageSize: 50 });
      expect(items.find((item) => item.subject === 'Potvrda')?.body).toBeNull();
      expect(JSON.stringify(items)).not.toContain('TAJNA');
      expect(items.find((item) => item.id === failed.id)?.body).toBe('Tekst');
    });

    it('without a mail provider an account confirmation stays readable while it waits; nothing else secret does', async () => {
      const waiting = { toAddresses: ['novi@primer.rs'], template: 'account.confirm' as const };
      await database.db.insert(mailOutbox).values([
        { ...waiting, subject: 'Čeka', textBody: 'https://test.local/auth/potvrda?token=CEKA' },
        { ...waiting, subject: 'Poslato', textBody: 'https://test.local/auth/potvrda?token=POSLATO', status: 'sent' },
        {
          toAddresses: ['n@primer.rs'],
          template: 'newsletter.confirm',
          subject: 'Bilten',
          textBody: 'https://test.local/newsletter/potvrda?token=BILTEN',
        },
      ]);
      const bodyOf = (items: { subject: string; body: string | null }[], subject: string) =>
        items.find((item) => item.subject === subject)?.body;

      const embedded = (
        await queryOutbox(database.db, { filter: 'all', page: 1, pageSize: 50, revealUnsentAccountLinks: true })
      ).items;
      expect(bodyOf(embedded, 'Čeka')).toContain('token=CEKA');
      expect(bodyOf(embedded, 'Poslato')).toBeNull();
      expect(bodyOf(embedded, 'Bilten')).toBeNull();

      const withProvider = (await queryOutbox(database.db, { filter: 'all', page: 1, pageSize: 50 })).items;
      expect(bodyOf(withProvider, 'Čeka')).toBeNull();
    });
  });

  it('every action refuses anonymous and non-admin callers and changes nothing', async () => {
    const member = await signedInAccount(database.db, { member: 'approved' });
    const announcement = firstOf(await database.db.select().from(announcements).limit(1));
    const message = firstOf(
      await database.db
        .insert(contactMessages)
        .values({ name: 'Test', email: 't@primer.rs', message: 'Poruka za test' })
        .returning(),
    );
    const failed = firstOf(
      await database.db
        .insert(mailOutbox)
        .values({
          toAddresses: ['c@primer.rs'],
          subject: 'X',
          textBody: 'X',
          template: 'contact.notify',
          status: 'failed',
        })
        .returning(),
    );
    const attempts = [
      [createAnnouncementAction, formData({ title: 'Upad' })],
      [updateAnnouncementAction, formData({ id: announcement.id, title: 'Upad' })],
      [deleteAnnouncementAction, formData({ id: announcement.id })],
      [setInboxHandled, formData({ kind: 'contact', id: message.id, handled: 'true' })],
      [retryMail, formData({ id: failed.id })],
    ] as const;
    for (const caller of [anonymousContext(database.db), member.context]) {
      for (const [action, input] of attempts) {
        const before = await countAllTables(database.db);
        const result = await action.run(input, caller.getContext);
        expect(result.ok, action.actionName).toBe(false);
        expect(await countAllTables(database.db)).toEqual(before);
      }
      expect(await announcementById(announcement.id)).toEqual(announcement);
      expect(
        firstOf(await database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).handledAt,
      ).toBeNull();
      expect(firstOf(await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id))).status).toBe(
        'failed',
      );
      expect(caller.revalidate).not.toHaveBeenCalled();
      expect(caller.onMailQueued).not.toHaveBeenCalled();
    }
  });
});
