import { SectionHeading } from '@/components/site/section-heading';
import { PARTNERS } from '@/lib/content/pages/home';
import type { SiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';

import { PartnerMarquee } from './partner-marquee';

/** The strip's own words, typed in Latin; the marquee gets them in the page's script. */
export const PARTNER_STRIP_TEXTS = {
  list: 'Partneri',
  play: 'Pokreni traku',
  pause: 'Pauziraj traku',
};

export type PartnerStripTexts = typeof PARTNER_STRIP_TEXTS;

/** Six partner logos scrolling in a strip (PartnerMarquee): hover, keyboard focus and its pause button stop it. */
export async function PartnerStrip({ content }: { content: SiteContent }) {
  const { script } = await pageScript();
  const text = content.text('home_partners');
  const partners = PARTNERS.map((partner) => {
    const logo = content.image(partner.mediaKey);
    return { url: partner.url, logoUrl: logo.url, alt: logo.alt };
  });
  return (
    <section aria-labelledby="partners-title" className="page-section">
      <SectionHeading id="partners-title" title={text.title} description={text.subtitle} />
      <div className="mt-10">
        <PartnerMarquee partners={partners} texts={textTableIn(script, PARTNER_STRIP_TEXTS)} />
      </div>
    </section>
  );
}
