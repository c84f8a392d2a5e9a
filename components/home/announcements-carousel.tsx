import type { AnnouncementItem } from '@/lib/content/announcements';

import { AnnouncementSlides } from './announcement-slides';

export const ANNOUNCEMENT_INTERVAL_MS = 5000;

/** Announcements and featured posts, rotating every 5 s; nothing is shown when there are none. */
export function AnnouncementsCarousel({ items }: { items: AnnouncementItem[] }) {
  if (items.length === 0) return null;
  // Only what a slide shows goes to the client component.
  const slides = items.map(({ id, type, title, content, link, buttonText }) => ({
    id,
    type,
    title,
    content,
    link,
    buttonText,
  }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h2 className="sr-only">Obaveštenja</h2>
      <AnnouncementSlides items={slides} intervalMs={ANNOUNCEMENT_INTERVAL_MS} />
    </div>
  );
}
