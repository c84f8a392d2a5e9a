import Image from 'next/image';

import { ActionLink } from '@/components/site/action-link';
import { Carousel } from '@/components/site/carousel';
import { SectionHeading } from '@/components/site/section-heading';
import { WILD_MIXER_MEDIA_KEYS } from '@/lib/content/defaults';
import type { SiteContent } from '@/lib/data/content';

export const WILD_MIXER_INTERVAL_MS = 4000;

/** The ten Wild Mixer photos, rotating every 4 s. */
export function WildMixerGallery({ content }: { content: SiteContent }) {
  const text = content.text('home_wild_mixer');
  // Lazy, all of them: the gallery is far below the fold, and an eager first photo was preloaded
  // ahead of the hero image.
  const slides = WILD_MIXER_MEDIA_KEYS.map((key) => {
    const photo = content.image(key);
    return (
      <div key={key} className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-muted">
        <Image src={photo.url} alt={photo.alt} fill sizes="(min-width: 1024px) 50vw, 100vw" className="object-cover" />
      </div>
    );
  });
  return (
    <section aria-labelledby="wild-mixer-title" className="bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="wild-mixer-title" eyebrow={text.subtitle} title={text.title} description={text.content} align="left" />
          <ActionLink href={text.buttonLink || '/events'} className="mt-8">
            {text.buttonText || 'Pogledaj događaje'}
          </ActionLink>
        </div>
        <Carousel label="Fotografije sa Wild Mixer-a" slides={slides} intervalMs={WILD_MIXER_INTERVAL_MS} />
      </div>
    </section>
  );
}
