'use client';

import Link from 'next/link';

import { MemberAvatar } from '@/components/members/member-avatar';
import type { Script } from '@/lib/i18n/script';

/** A conversation as the list shows it: every text already in the page's script and in words. */
export interface ConversationRow {
  partnerId: string;
  href: string;
  current: boolean;
  name: string;
  picture: string | null;
  /** The last message's instant (ISO 8601) and its time as the list says it ('18:53', 'juče'…). */
  at: string;
  time: string;
  memberType: string;
  /** The last message's text, 'Vi: ' before it when it was the member's own. */
  preview: string;
  unread: number;
  /** The unread count in words, for screen readers ('2 nepročitane poruke'). */
  unreadLabel: string;
}

/**
 * A page of the conversation list's `<li>`s. A client component so the page's RSC payload carries
 * each conversation's data once, not a second copy of its markup. Links are not prefetched:
 * opening one marks messages read.
 */
export function ConversationItems({ rows, script }: { rows: ConversationRow[]; script: Script }) {
  return rows.map((row) => (
    <li key={row.partnerId}>
      <Link
        href={row.href}
        prefetch={false}
        aria-current={row.current ? 'page' : undefined}
        className={`flex items-center gap-3 rounded-xl p-2 transition-colors ${row.current ? 'bg-primary/10' : 'hover:bg-muted'}`}
      >
        <MemberAvatar name={row.name} src={row.picture} size={40} script={script} />
        <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold">{row.name}</span>
            <time dateTime={row.at} className="shrink-0 text-xs text-muted-foreground">
              {row.time}
            </time>
          </span>
          <span className="text-xs text-muted-foreground">{row.memberType}</span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm text-muted-foreground">{row.preview}</span>
            {row.unread > 0 ? (
              <span
                className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                aria-label={row.unreadLabel}
              >
                {row.unread}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  ));
}
