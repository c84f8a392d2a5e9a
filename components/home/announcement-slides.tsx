'use client';

import { ActionLink } from '@/components/site/action-link';
import { Carousel } from '@/components/site/carousel';
import { MegaphoneIcon } from '@/components/ui/icons';

import type { AnnouncementTexts } from './announcements-carousel';

export interface AnnouncementSlide {
  id: string;
  type: string;
  title: string;
  content: string;
  link: string | null;
  buttonText: string | null;
}

/** The announcement slides, built in the client component from their text (see TestimonialCarousel). */
export function AnnouncementSlides({
  items,
  intervalMs,
  texts,
}: {
  items: AnnouncementSlide[];
  intervalMs: number;
  texts: AnnouncementTexts;
}) {
  const slides = items.map((item) => (
    <article key={item.id} className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <span className="icon-bubble max-sm:hidden">
          <MegaphoneIcon className="size-5" />
        </span>
        <div>
          <p className="eyebrow text-xs">{texts.types[item.type] ?? texts.otherType}</p>
          <h3 className="mt-1 text-lg font-bold">{item.title}</h3>
          {item.content && <p className="mt-1 text-muted-foreground">{item.content}</p>}
        </div>
      </div>
      {item.link && (
        <ActionLink href={item.link} variant="outline">
          {item.buttonText || texts.more}
        </ActionLink>
      )}
    </article>
  ));
  return <Carousel label={texts.heading} slides={slides} intervalMs={intervalMs} pauseOnHover texts={texts.carousel} />;
}
