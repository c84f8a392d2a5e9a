import { NextResponse, type NextRequest } from 'next/server';

import { getMemberStanding, getRequestContext } from '@/lib/auth';
import { findChatPartner, listThread, markThreadRead } from '@/lib/data/member-messages';
import { countUnreadMessages } from '@/lib/data/members';
import type { ThreadUpdate } from '@/lib/members/chat';
import { isUuid } from '@/lib/validation/shared';

/**
 * GET /members/messages/updates?to={memberId}&since={ISO time}: what an open thread polls every few
 * seconds (docs/members.md). Only the caller's own messages with that member; the partner's new
 * messages are marked read, since the thread showing them is open and visible.
 */
export async function GET(request: NextRequest) {
  const standing = await getMemberStanding();
  if (standing.kind !== 'approved') return NextResponse.json({ error: 'unauthorized' }, { status: 401 });
  const me = standing.profile.id;
  const to = request.nextUrl.searchParams.get('to') ?? '';
  const since = new Date(request.nextUrl.searchParams.get('since') ?? '');
  if (!isUuid(to) || Number.isNaN(since.getTime())) return NextResponse.json({ error: 'bad_request' }, { status: 400 });

  const { db } = await getRequestContext();
  if (!(await findChatPartner(db, to))) return NextResponse.json({ error: 'not_found' }, { status: 404 });
  const thread = await listThread(db, me, to, since);
  if (thread.some((message) => message.fromMemberId === to && !message.isRead)) await markThreadRead(db, me, to);
  const body: ThreadUpdate = {
    messages: thread.map((message) => ({
      id: message.id,
      mine: message.fromMemberId === me,
      text: message.text,
      createdAt: message.createdAt.toISOString(),
    })),
    unread: await countUnreadMessages(db, me),
  };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
