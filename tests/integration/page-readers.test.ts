import { describe, expect, it } from 'vitest';

import { adminPanelCounts, readAdminPanelCounts } from '@/lib/data/admin-members';
import { listConversationPage, readConversationPage, readMessagesPage } from '@/lib/data/member-messages';
import { listDirectoryPage, memberBadgeCounts, readDirectoryPage, readMemberBadgeCounts } from '@/lib/data/members';
import { memberMessages } from '@/lib/db/schema';

import { signedInAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useAsAppDatabase, useTestDatabase } from './support/database';
import { useRecordingMemo } from './support/recording-memo';

/**
 * The one door for a page's data (docs/architecture.md "Where a page gets its data"): the page
 * readers of lib/data take no database handle, read the app's database, and the remembered lists
 * that moved out of lib/auth keep their place in the access memo: the badges, the first page of
 * conversations and the panel's figures under their topics, forgotten when a message is announced.
 */
describe.each(BACKENDS)('page readers (%s)', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  useAsAppDatabase(database);
  const db = () => database.db;
  /** The process's memo, listening on the test database, with the keys it was asked to remember. */
  const recordingMemo = useRecordingMemo(database);

  it('read what their queries read, without a handle', async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    const filter = { query: '', type: 'all' } as const;
    expect(await readDirectoryPage(filter, 1)).toEqual(await listDirectoryPage(db(), filter, 1));
    expect(await readConversationPage(member.memberId!, 2)).toEqual(
      await listConversationPage(db(), member.memberId!, 2),
    );
    const { countedAt: _countedAt, ...badges } = await readMemberBadgeCounts(member.memberId!);
    const { countedAt: _now, ...fresh } = await memberBadgeCounts(db(), member.memberId!, new Date());
    expect(badges).toEqual(fresh);
    expect(await readAdminPanelCounts()).toEqual(await adminPanelCounts(db()));
  });

  it('remember the badges, the first page of conversations and the panel figures under their topics', async () => {
    const { memo, keys } = await recordingMemo();
    const [me, partner] = [
      await signedInAccount(db(), { member: 'approved' }),
      await signedInAccount(db(), { member: 'approved' }),
    ];
    const meId = me.memberId!;

    await readMemberBadgeCounts(meId);
    await readConversationPage(meId, 1);
    await readConversationPage(meId, 2);
    await readAdminPanelCounts();
    expect(keys).toEqual([`badges:${meId}`, `conversations:${meId}`, 'panel:counts']);

    expect((await readConversationPage(meId, 1)).total).toBe(0);
    await db()
      .insert(memberMessages)
      .values({ fromMemberId: partner.memberId!, toMemberId: meId, messageText: 'Zdravo!' });
    await memo.heard();
    // The message's announcement forgot both: the next read sees it.
    expect((await readConversationPage(meId, 1)).total).toBe(1);
    expect((await readMemberBadgeCounts(meId)).unreadMessages).toBe(1);
    const page = await readMessagesPage(meId, { partnerId: partner.memberId!, page: 1, olderThan: null });
    expect(page.open?.id).toBe(partner.memberId);
    expect(page.thread?.messages.map((message) => message.text)).toEqual(['Zdravo!']);
    expect(page.unreadFromPartner).toBe(true);
  });
});
