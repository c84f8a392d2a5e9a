'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef } from 'react';

import {
  BookOpenIcon,
  CalendarIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  UserIcon,
  UsersIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { LinkPendingIndicator } from '@/components/ui/link-pending-indicator';
import { useRevealInRow } from '@/components/ui/use-reveal-in-row';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { isCurrentNavItem, MEMBER_NAV_ITEMS, type MemberNavId } from '@/lib/members/navigation';

import { CountBadge } from './count-badge';
import { useUnreadMessages } from './live-messages';

const ICONS: Record<MemberNavId, IconComponent> = {
  dashboard: LayoutDashboardIcon,
  profile: UserIcon,
  directory: UsersIcon,
  requests: MegaphoneIcon,
  messages: MessageSquareIcon,
  events: CalendarIcon,
  mentorship: GraduationCapIcon,
  resources: BookOpenIcon,
};

/** The items with a count beside them, and the count's words (the link's description). */
const BADGE_LABELS: Partial<Record<MemberNavId, (count: number) => string>> = {
  requests: (count) => formatCount(count, COUNTED.activeAd),
  messages: (count) => formatCount(count, COUNTED.unreadMessage),
};

/**
 * The members navigation: a row that scrolls on phones, a column beside the content on wide screens.
 * On a phone the row scrolls to the current page and, beside it if it fits, the unread messages.
 */
export function MembersNav({ badges }: { badges: Partial<Record<MemberNavId, number>> }) {
  const pathname = usePathname();
  // Messages arrive live (LiveMessagesProvider); the other counts are the page's.
  const unread = useUnreadMessages(badges.messages ?? 0);
  const badgeIdPrefix = useId();
  const row = useRef<HTMLUListElement>(null);
  useRevealInRow(row, `${pathname} ${unread}`);
  return (
    <nav aria-label="Navigacija za članove">
      <ul ref={row} className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {MEMBER_NAV_ITEMS.map((item) => {
          const Icon = ICONS[item.id];
          const current = isCurrentNavItem(item.href, pathname);
          const count = item.id === 'messages' ? unread : (badges[item.id] ?? 0);
          const badgeLabel = BADGE_LABELS[item.id];
          const badgeId = `${badgeIdPrefix}-${item.id}`;
          return (
            <li
              key={item.id}
              className="shrink-0"
              data-attention={item.id === 'messages' && count > 0 ? '' : undefined}
            >
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                aria-describedby={badgeLabel ? badgeId : undefined}
                className={clsx(
                  'flex min-h-10 items-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-primary',
                  current
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="flex-1">{item.label}</span>
                <LinkPendingIndicator />
                {badgeLabel ? (
                  <CountBadge
                    id={badgeId}
                    count={count}
                    label={badgeLabel(count)}
                    className={clsx(
                      'font-semibold',
                      current ? 'bg-primary-foreground text-primary' : 'bg-primary text-primary-foreground',
                    )}
                  />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
