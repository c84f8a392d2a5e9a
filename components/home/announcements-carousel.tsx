import { MegaphoneIcon } from '@/components/ui/icons';
import { ActionLink } from '@/components/site/action-link';
import { Carousel } from '@/components/site/carousel';
import type { AnnouncementItem } from '@/lib/content/announcements';

export const ANNOUNCEMENT_INTERVAL_MS = 5000;

const TYPE_LABELS: Record<string, string> = { event: 'Događaj', blog: 'Blog', announcement: 'Obaveštenje', other: 'Obaveštenje' };

/** Announcements and featured posts, rotating every 5 s; nothing is shown when there are none. */
export function AnnouncementsCarousel({ items }: { items: AnnouncementItem[] }) {
  if (items.length === 0) return null;
  const slides = items.map((item) => (
    <article key={item.id} className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <span className="icon-bubble max-sm:hidden">
          <MegaphoneIcon className="size-5" aria-hidden />
        </span>
        <div>
          <p className="eyebrow text-xs">{TYPE_LABELS[item.type] ?? 'Obaveštenje'}</p>
          <h3 className="mt-1 text-lg font-bold">{item.title}</h3>
          {item.content && <p className="mt-1 text-muted-foreground">{item.content}</p>}
        </div>
      </div>
      {item.link && (
        <ActionLink href={item.link} variant="outline">
          {item.buttonText || 'Saznaj više'}
        </ActionLink>
      )}
    </article>
  ));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h2 className="sr-only">Obaveštenja</h2>
      <Carousel label="Obaveštenja" slides={slides} intervalMs={ANNOUNCEMENT_INTERVAL_MS} pauseOnHover />
    </div>
  );
}
