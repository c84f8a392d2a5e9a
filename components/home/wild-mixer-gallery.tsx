import { ActionLink } from '@/components/site/action-link';
import { CAROUSEL_TEXTS } from '@/components/site/carousel-texts';
import { WILD_MIXER_MEDIA_KEYS } from '@/lib/content/defaults';
import type { SiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';

import { PhotoCarousel } from './photo-carousel';
import { SplitBand } from './split-band';

export const WILD_MIXER_INTERVAL_MS = 4000;

/** The ten Wild Mixer photos, rotating every 4 s. */
export async function WildMixerGallery({ content }: { content: SiteContent }) {
  const { script, t, href } = await pageScript();
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
        <ActionLink href={href(text.buttonLink || '/events')} className="mt-8">
          {text.buttonText || t('Pogledaj događaje')}
        </ActionLink>
      }
    >
      <PhotoCarousel
        label={t('Fotografije sa Wild Mixer-a')}
        photos={photos}
        intervalMs={WILD_MIXER_INTERVAL_MS}
        texts={textTableIn(script, CAROUSEL_TEXTS)}
      />
    </SplitBand>
  );
}
