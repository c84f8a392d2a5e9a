'use client';

import Link from 'next/link';

import { LinkedinIcon, MessageSquareIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import type { Script } from '@/lib/i18n/script';

import { MemberAvatar } from './member-avatar';

/** A member's card as the directory shows it: every text already in the page's script. */
export interface DirectoryCardView {
  id: string;
  name: string;
  picture: string | null;
  /** 'Mentor' in the page's script, or null for a member who is not one. */
  mentor: string | null;
  memberType: string;
  whatTheyDo: string | null;
  /** The details that have a value, in the card's order: label and text. */
  details: [label: string, value: string][];
  /**
   * The member's own card leads to their profile; anyone else's to a conversation with them, the
   * button named after them (`label`).
   */
  action: { href: string; text: string } & ({ own: true } | { own: false; label: string });
  linkedinUrl: string | null;
}

/**
 * A member's card (spec §2). A client component so the page's RSC payload carries each member's
 * texts once, not a second copy of the card's markup.
 */
export function DirectoryMemberCard({ card, script }: { card: DirectoryCardView; script: Script }) {
  const { action } = card;
  return (
    <Card className="grid content-start gap-4" aria-labelledby={`member-${card.id}`}>
      <div className="flex items-start gap-3">
        <MemberAvatar name={card.name} src={card.picture} script={script} />
        <div className="grid min-w-0 gap-1">
          <h2 id={`member-${card.id}`} className="truncate text-lg font-semibold">
            {card.name}
          </h2>
          <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
            {card.mentor ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                {card.mentor}
              </span>
            ) : null}
            <span className="rounded-full bg-muted px-2 py-0.5">{card.memberType}</span>
          </div>
          {card.whatTheyDo ? <p className="text-sm text-muted-foreground">{card.whatTheyDo}</p> : null}
        </div>
      </div>
      <dl className="grid gap-2">
        {card.details.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
            <dd className="text-sm whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {action.own ? (
          <Link href={action.href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {action.text}
          </Link>
        ) : (
          <NavigationButton href={action.href} size="sm" label={action.label}>
            <MessageSquareIcon aria-hidden />
            {action.text}
          </NavigationButton>
        )}
        {card.linkedinUrl ? (
          <a
            href={card.linkedinUrl}
            {...OPENS_IN_NEW_TAB}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`LinkedIn: ${card.name}`}
          >
            <LinkedinIcon aria-hidden />
            LinkedIn
          </a>
        ) : null}
      </div>
    </Card>
  );
}
