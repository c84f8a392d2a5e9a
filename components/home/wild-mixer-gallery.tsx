import { ActionLink } from '@/components/site/action-link';
import { WILD_MIXER_MEDIA_KEYS } from '@/lib/content/defaults';
import type { SiteContent } from '@/lib/data/content';

import { PhotoCarousel } from './photo-carousel';
import { SplitBand } from './split-band';

export const WILD_MIXER_INTERVAL_MS = 4000;

/** The ten Wild Mixer photos, rotating every 4 s. */
export function WildMixerGallery({ content }: { content: SiteContent }) {
  const text = content.text('home_wild_mixer');
  const photos = WILD_MIXER_MEDIA_KEYS.map((key) => {
    const { url, alt } = content.image(key);
    return { src: url, alt };
  });
  return (
    <SplitBand
      id="wild-mixer-title"
      text={text}
      action={
        <ActionLink href={text.buttonLink || '/events'} className="mt-8">
          {text.buttonText || 'Pogledaj događaje'}
        </ActionLink>
      }
    >
      <PhotoCarousel label="Fotografije sa Wild Mixer-a" photos={photos} intervalMs={WILD_MIXER_INTERVAL_MS} />
    </SplitBand>
  );
}
