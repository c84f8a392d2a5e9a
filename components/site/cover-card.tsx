import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';

import { SiteImage, type SizedImage } from './site-image';

interface CoverCardProps {
  cover: SizedImage;
  /** The cover's `sizes` for the grid the card stands in. */
  sizes: string;
  /** The cover's aspect-ratio class. */
  aspect: string;
  /** The id of the card's heading when the card is a self-contained article (a story). */
  articleLabelledBy?: string;
  children: ReactNode;
}

/** A card with a cover image across its top and a padded body below it (a person, a story). */
export function CoverCard({ cover, sizes, aspect, articleLabelledBy, children }: CoverCardProps) {
  const body = (
    <>
      <SiteImage image={cover} sizes={sizes} className={`${aspect} h-auto w-full object-cover`} />
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </>
  );
  if (!articleLabelledBy) return <Card className="flex h-full flex-col overflow-hidden p-0">{body}</Card>;
  return (
    <Card className="h-full overflow-hidden p-0">
      <article aria-labelledby={articleLabelledBy} className="flex h-full flex-col">
        {body}
      </article>
    </Card>
  );
}
