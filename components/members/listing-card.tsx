import type { ReactNode } from 'react';

import type { IconComponent } from '@/components/ui/icons';

/** The head of a listing's card (an ad, a resource): its icon in a tile, beside its badges, title and byline. */
export function ListingCardHead({ icon: Icon, children }: { icon: IconComponent; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 gap-1">{children}</div>
    </div>
  );
}

/** The tags' list names, typed in Latin: the list's name, and the word before how many more ('još 3'). */
export const LISTING_TAGS_TEXTS = { label: 'Tagovi', more: 'još' };

interface ListingTagsProps {
  /** The tags as the page shows them (in its script). */
  tags: readonly string[];
  more?: number;
  /** `LISTING_TAGS_TEXTS` in the page's script; Latin when omitted. */
  texts?: typeof LISTING_TAGS_TEXTS;
}

/** A listing's tags as '#tag' chips, and how many more it has than the card shows ('+N'); nothing without tags. */
export function ListingTags({ tags, more = 0, texts = LISTING_TAGS_TEXTS }: ListingTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={texts.label}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full border px-2 py-0.5 text-xs">
          #{tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full bg-muted px-2 py-0.5 text-xs" aria-label={`${texts.more} ${more}`}>
          +{more}
        </li>
      ) : null}
    </ul>
  );
}
