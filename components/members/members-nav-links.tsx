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
import { formatCount } from '@/lib/format/plural';
import { scriptPath, splitScriptPath, type Script } from '@/lib/i18n/script';
import { isCurrentNavItem, MEMBER_NAV_ITEMS, type MemberNavId, type MemberNavTexts } from '@/lib/members/navigation';

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

interface MembersNavLinksProps {
  /** The page's script: the links lead to its pages. */
  script: Script;
  /** The navigation's words in the page's script (`MembersNav`). */
  texts: MemberNavTexts;
  badges: Partial<Record<MemberNavId, number>>;
}

/**
 * The members navigation: a row that scrolls on phones, a column beside the content on wide screens.
 * On a phone the row scrolls to the current page and, beside it if it fits, the unread messages.
 */
export function MembersNavLinks({ script, texts, badges }: MembersNavLinksProps) {
  const pathname = usePathname();
  const { path } = splitScriptPath(pathname);
  // Messages arrive live (LiveMessagesProvider); the other counts are the page's.
  const unread = useUnreadMessages(badges.messages ?? 0);
  const badgeIdPrefix = useId();
  const row = useRef<HTMLUListElement>(null);
  useRevealInRow(row, `${pathname} ${unread}`);
  return (
    <nav aria-label={texts.nav}>
      <ul ref={row} className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {MEMBER_NAV_ITEMS.map((item) => {
          const Icon = ICONS[item.id];
          const current = isCurrentNavItem(item.href, path);
          const count = item.id === 'messages' ? unread : (badges[item.id] ?? 0);
          // The items with a count beside them have its words (the link's description).
          const counted = texts.counted[item.id];
          const badgeId = `${badgeIdPrefix}-${item.id}`;
          return (
            <li
              key={item.id}
              className="shrink-0"
              data-attention={item.id === 'messages' && count > 0 ? '' : undefined}
            >
              <Link
                href={scriptPath(script, item.href)}
                aria-current={current ? 'page' : undefined}
                aria-describedby={counted ? badgeId : undefined}
                className={clsx(
                  'flex min-h-10 items-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-primary',
                  current
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="flex-1">{texts.labels[item.id]}</span>
                <LinkPendingIndicator />
                {counted ? (
                  <CountBadge
                    id={badgeId}
                    count={count}
                    label={formatCount(count, counted)}
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
