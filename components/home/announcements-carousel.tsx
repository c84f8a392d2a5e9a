import { CAROUSEL_TEXTS } from '@/components/site/carousel-texts';
import type { AnnouncementItem } from '@/lib/content/announcements';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';

import { AnnouncementSlides } from './announcement-slides';

export const ANNOUNCEMENT_INTERVAL_MS = 5000;

/** The carousel's own words, typed in Latin; the slides get them in the page's script. */
export const ANNOUNCEMENT_TEXTS = {
  heading: 'Obaveštenja',
  /** The eyebrow of a slide, by the announcement's type. */
  types: { event: 'Događaj', blog: 'Blog', announcement: 'Obaveštenje', other: 'Obaveštenje' } as Record<
    string,
    string
  >,
  /** The eyebrow of a type the table does not name. */
  otherType: 'Obaveštenje',
  /** The link's label when the announcement sets none. */
  more: 'Saznaj više',
  carousel: CAROUSEL_TEXTS,
};

export type AnnouncementTexts = typeof ANNOUNCEMENT_TEXTS;

/** Announcements and featured posts, rotating every 5 s; nothing is shown when there are none. */
export async function AnnouncementsCarousel({ items }: { items: AnnouncementItem[] }) {
  if (items.length === 0) return null;
  const { script, href } = await pageScript();
  // Only what a slide shows goes to the client component, its site links in the page's script.
  const slides = items.map(({ id, type, title, content, link, buttonText }) => ({
    id,
    type,
    title,
    content,
    link: link && href(link),
    buttonText,
  }));
  const texts = textTableIn(script, ANNOUNCEMENT_TEXTS);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h2 className="sr-only">{texts.heading}</h2>
      <AnnouncementSlides items={slides} intervalMs={ANNOUNCEMENT_INTERVAL_MS} texts={texts} />
    </div>
  );
}
