import Image from 'next/image';

import { SectionHeading } from '@/components/site/section-heading';
import { PARTNERS } from '@/lib/content/pages/home';
import type { SiteContent } from '@/lib/data/content';

/**
 * Six partner logos scrolling in a strip. The motion is pure CSS: it stops on hover, on keyboard
 * focus, with the visible pause switch (a checkbox, so no JavaScript), and for reduced motion.
 */
export function PartnerStrip({ content }: { content: SiteContent }) {
  const text = content.text('home_partners');
  const partners = PARTNERS.map((partner) => ({ ...partner, logo: content.image(partner.mediaKey) }));
  const logos = (copy: 'first' | 'second') =>
    partners.map((partner) => (
      <li key={`${copy}-${partner.mediaKey}`} className="shrink-0 px-8">
        <a
          href={partner.url}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={copy === 'second' ? -1 : undefined}
          className="block opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 focus-visible:opacity-100 dark:invert"
        >
          <Image src={partner.logo.url} alt={partner.logo.alt} width={200} height={75} className="h-14 w-auto" />
        </a>
      </li>
    ));
  return (
    <section aria-labelledby="partners-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="partners-title" title={text.title} description={text.subtitle} />
      <div className="group relative mt-10">
        <input id="partners-pause" type="checkbox" className="peer sr-only motion-reduce:hidden" />
        <label
          htmlFor="partners-pause"
          className="absolute -top-8 right-0 motion-reduce:hidden cursor-pointer rounded-full border px-3 py-1 text-xs text-muted-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-ring hover:bg-muted"
        >
          <span className="group-has-[:checked]:hidden">Pauziraj traku</span>
          <span className="hidden group-has-[:checked]:inline">Pokreni traku</span>
        </label>
        <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)] peer-checked:[&>div]:[animation-play-state:paused]">
          <div className="flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:justify-center">
            <ul className="flex flex-wrap items-center justify-center gap-y-6" aria-label="Partneri">
              {logos('first')}
            </ul>
            <ul className="flex items-center motion-reduce:hidden" aria-hidden>
              {logos('second')}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
