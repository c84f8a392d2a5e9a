import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { countMembersByStatus, listMembersForAdmin, readAdminMembersTab } from '@/lib/data/admin-members';
import { countOutboxByStatus, readOutboxScreen, retryFailedMail } from '@/lib/data/admin-outbox';
import {
  queryInboxScreen,
  queryInboxTotal,
  queryUnhandledCounts,
  readInboxScreen,
  setInboxItemHandled,
} from '@/lib/data/inbox';
import { contactMessages, mailOutbox, memberProfiles, newsletterSubscribers } from '@/lib/db/schema';

import { BACKENDS, NO_SEED, useAsAppDatabase, useTestDatabase } from './support/database';
import { useRecordingMemo } from './support/recording-memo';

/**
 * Issue 47: the panel's list counts (the inbox's badges and totals, the outbox's states, the
 * members per standing) are remembered in the access memo under 'panel' instead of counted on every
 * view, and every write of what they count forgets them (the triggers of
 * …_panel_list_counts_announcements.sql, and 'changed' for profiles): the admin sees the same counts
 * as a fresh count, right after any change.
 */
describe.each(BACKENDS)("the panel's list counts, remembered (%s)", (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  useAsAppDatabase(database);
  const db = () => database.db;
  /** The process's memo, listening on the test database, with the keys it was asked to remember. */
  const recordingMemo = useRecordingMemo(database);

  const contact = (name: string) => ({ name, email: `${name.toLowerCase()}@primer.rs`, message: 'Poruka' });

  it('the inbox: badges and totals remembered, fresh after a new, a handled and a deleted item', async () => {
    const { memo, keys } = await recordingMemo();
    const [first] = await db()
      .insert(contactMessages)
      .values([contact('Ana'), contact('Bojan'), contact('Vesna')])
      .returning({ id: contactMessages.id });
    await memo.heard();
    const unhandled = { kind: 'contact', status: 'unhandled', search: '', page: 1 } as const;
    const all = { ...unhandled, status: 'all' } as const;
    const handled = { ...unhandled, status: 'handled' } as const;
    // The same screen as counted afresh.
    for (const query of [unhandled, all, handled])
      expect(await readInboxScreen(query)).toEqual(await queryInboxScreen(db(), query));
    expect(new Set(keys)).toEqual(new Set(['panel:inbox', 'panel:inbox:contact:all', 'panel:inbox:contact:handled']));
    // A search's total is counted per request, never remembered.
    keys.length = 0;
    expect((await readInboxScreen({ ...all, search: 'bojan' })).total).toBe(1);
    expect(keys).toEqual(['panel:inbox']);

    const counts = async () => ({
      badge: (await readInboxScreen(unhandled)).unhandled.contact,
      unhandled: (await readInboxScreen(unhandled)).total,
      all: (await readInboxScreen(all)).total,
      handled: (await readInboxScreen(handled)).total,
    });
    expect(await counts()).toEqual({ badge: 3, unhandled: 3, all: 3, handled: 0 });

    await db().insert(contactMessages).values(contact('Goran'));
    await memo.heard();
    expect(await counts()).toEqual({ badge: 4, unhandled: 4, all: 4, handled: 0 });

    expect(await setInboxItemHandled(db(), 'contact', first!.id, new Date())).toBe(true);
    await memo.heard();
    expect(await counts()).toEqual({ badge: 3, unhandled: 3, all: 4, handled: 1 });

    await db().delete(contactMessages).where(eq(contactMessages.id, first!.id));
    await memo.heard();
    expect(await counts()).toEqual({ badge: 3, unhandled: 3, all: 3, handled: 0 });

    // Another kind's badge follows its own table.
    await db()
      .insert(newsletterSubscribers)
      .values({ firstName: 'Čitalac', lastName: 'Vesti', email: 'citalac@primer.rs', mailbox: 'citalac@primer.rs' });
    await memo.heard();
    expect((await readInboxScreen(unhandled)).unhandled).toEqual(await queryUnhandledCounts(db()));
    expect((await readInboxScreen(unhandled)).unhandled.newsletter).toBe(1);
    expect(await queryInboxTotal(db(), all)).toBe(3);
  });

  it('the outbox: counts per state remembered, fresh after a mail queued, sent, failed and retried', async () => {
    const { memo, keys } = await recordingMemo();
    const mail = (subject: string) => ({
      toAddresses: ['primalac@primer.rs'],
      subject,
      textBody: 'Tekst',
      template: 'contact.notify',
    });
    const [queued] = await db()
      .insert(mailOutbox)
      .values([mail('Prva'), mail('Druga')])
      .returning({ id: mailOutbox.id });
    await memo.heard();
    const screen = () => readOutboxScreen({ filter: 'failed', page: 1 });
    expect((await screen()).counts).toEqual({ all: 2, pending: 2, sent: 0, failed: 0 });
    expect(keys).toEqual(['panel:outbox']);

    await db().update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, queued!.id));
    await memo.heard();
    expect(await screen()).toMatchObject({ counts: { all: 2, pending: 1, sent: 0, failed: 1 }, total: 1 });
    expect((await screen()).items.map((item) => item.id)).toEqual([queued!.id]);

    expect(await retryFailedMail(db(), queued!.id, new Date())).toBe(true);
    await memo.heard();
    expect(await screen()).toMatchObject({ counts: { all: 2, pending: 2, sent: 0, failed: 0 }, total: 0 });

    await db().update(mailOutbox).set({ status: 'sent', sentAt: new Date() });
    await db().insert(mailOutbox).values(mail('Treća'));
    await memo.heard();
    expect((await screen()).counts).toEqual(await countOutboxByStatus(db()));
    expect((await screen()).counts).toEqual({ all: 3, pending: 1, sent: 2, failed: 0 });
  });

  it('the members: counts per standing remembered, the list total without a search is its count', async () => {
    const { memo, keys } = await recordingMemo();
    const profile = (name: string, approvalStatus: 'pending' | 'approved') => ({
      email: `${name.toLowerCase()}@primer.rs`,
      fullName: name,
      memberType: 'individual',
      approvalStatus,
    });
    const [waiting] = await db()
      .insert(memberProfiles)
      .values([profile('Ana', 'pending'), profile('Bojan', 'pending'), profile('Vesna', 'approved')])
      .returning({ id: memberProfiles.id });
    await memo.heard();
    const tab = (status: 'pending' | 'approved', query = '') => readAdminMembersTab({ status, query, page: 1 });

    const pending = await tab('pending');
    expect(pending.counts).toEqual(await countMembersByStatus(db()));
    expect(pending.list).toEqual(await listMembersForAdmin(db(), { status: 'pending', query: '', page: 1 }));
    expect(pending.list.total).toBe(2);
    expect(keys).toEqual(['panel:members']);
    // A search counts its own matches.
    expect((await tab('pending', 'bojan')).list.total).toBe(1);

    await db().update(memberProfiles).set({ approvalStatus: 'approved' }).where(eq(memberProfiles.id, waiting!.id));
    await memo.heard();
    const after = await tab('approved');
    expect(after.counts).toMatchObject({ pending: 1, approved: 2 });
    expect(after.list.total).toBe(2);

    await db().insert(memberProfiles).values(profile('Goran', 'pending'));
    await memo.heard();
    expect((await tab('pending')).list.total).toBe(2);
  });
});
