import { ActionLink } from '@/components/site/action-link';
import { SectionHeading } from '@/components/site/section-heading';
import { WILD_MIXER_MEDIA_KEYS } from '@/lib/content/defaults';
import type { SiteContent } from '@/lib/data/content';

import { PhotoCarousel } from './photo-carousel';

export const WILD_MIXER_INTERVAL_MS = 4000;

/** The ten Wild Mixer photos, rotating every 4 s. */
export function WildMixerGallery({ content }: { content: SiteContent }) {
  const text = content.text('home_wild_mixer');
  const photos = WILD_MIXER_MEDIA_KEYS.map((key) => {
    const { url, alt } = content.image(key);
    return { src: url, alt };
  });
  return (
    <section aria-labelledby="wild-mixer-title" className="bg-muted/50">
      <div className="page-section split-section">
        <div>
          <SectionHeading
            id="wild-mixer-title"
            eyebrow={text.subtitle}
            title={text.title}
            description={text.content}
            align="left"
          />
          <ActionLink href={text.buttonLink || '/events'} className="mt-8">
            {text.buttonText || 'Pogledaj događaje'}
          </ActionLink>
        </div>
        <PhotoCarousel label="Fotografije sa Wild Mixer-a" photos={photos} intervalMs={WILD_MIXER_INTERVAL_MS} />
      </div>
    </section>
  );
}
