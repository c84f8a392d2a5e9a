'use client';

import type { ReactNode } from 'react';

import {
  BanknoteIcon,
  BriefcaseIcon,
  GraduationCapIcon,
  HandshakeIcon,
  MessageSquareIcon,
  TagIcon,
  UsersIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { ReportDialog, type ReportDialogProps } from '@/components/members/report-dialog';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import { reportAd } from '@/lib/actions/member-reports';
import type { AdCategory } from '@/lib/members/ads';

import { LISTING_TAGS_TEXTS, ListingCardHead, ListingTags } from '../listing-card';

const AD_CATEGORY_ICONS: Record<AdCategory, IconComponent> = {
  mentorship: GraduationCapIcon,
  partnership: HandshakeIcon,
  funding: BanknoteIcon,
  talent: UsersIcon,
  services: BriefcaseIcon,
  other: TagIcon,
};

/** An ad as its card shows it: every text already in the page's script. */
export interface AdCardView {
  id: string;
  category: AdCategory;
  seeking: boolean;
  typeLabel: string;
  categoryLabel: string;
  /** Shown to the owner only: 'Isteklo', 'Zatvoreno' or the moderator's closing. */
  status: string | null;
  /** The moderator's closing note, shown to the owner only. */
  moderationNote: string | null;
  title: string;
  poster: string;
  createdAt: string;
  date: string;
  description: string;
  tags: string[];
  /** Another member's ad: the conversation with its poster and the report dialog's address. */
  others: { contactHref: string; contactLabel: string; reportHref: string; reportOpen: boolean } | null;
}

/** The texts every ad card of a page shares: one object, which the page's payload carries once. */
export interface AdCardTexts {
  contact: string;
  reportTitle: string;
  reportFailed: string;
  reportSubject: string;
  tags: typeof LISTING_TAGS_TEXTS;
  /** The report dialog's own texts and the script its form posts (`reportDialogPropsIn`). */
  report: Pick<ReportDialogProps, 'texts' | 'script'>;
}

interface AdCardContentProps {
  ad: AdCardView;
  texts: AdCardTexts;
  /** The owner's controls (edit, renew, close, delete), rendered by the server for own ads only. */
  ownControls?: ReactNode;
}

/**
 * An ad (spec §2): category icon, type badge, category, title, poster, long date, description,
 * tags, contact. A client component so the page's RSC payload carries each ad's texts once, not a
 * second copy of the card's markup.
 */
export function AdCardContent({ ad, texts, ownControls }: AdCardContentProps) {
  const { others } = ad;
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`ad-${ad.id}`}>
      <ListingCardHead icon={AD_CATEGORY_ICONS[ad.category]}>
        <div className="flex flex-wrap items-center gap-1.5">
          <span
            className={
              ad.seeking
                ? 'rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900/40 dark:text-sky-100'
                : 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
            }
          >
            {ad.typeLabel}
          </span>
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{ad.categoryLabel}</span>
          {ad.status ? (
            <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
              {ad.status}
            </span>
          ) : null}
        </div>
        <h2 id={`ad-${ad.id}`} className="text-lg font-semibold break-words">
          {ad.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {ad.poster} · <time dateTime={ad.createdAt}>{ad.date}</time>
        </p>
      </ListingCardHead>
      {ad.moderationNote ? (
        <p className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">{ad.moderationNote}</p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line">{ad.description}</p>
      <ListingTags tags={ad.tags} texts={texts.tags} />
      <div className="mt-auto flex flex-wrap gap-2">
        {others ? (
          <>
            <NavigationButton href={others.contactHref} size="sm" label={others.contactLabel}>
              <MessageSquareIcon aria-hidden />
              {texts.contact}
            </NavigationButton>
            <ReportDialog
              action={reportAd}
              fields={{ requestId: ad.id }}
              fallbackError={texts.reportFailed}
              title={texts.reportTitle}
              subject={`${texts.reportSubject}: ${ad.title}`}
              href={others.reportHref}
              defaultOpen={others.reportOpen}
              {...texts.report}
            />
          </>
        ) : (
          ownControls
        )}
      </div>
    </Card>
  );
}
