import { SectionHeading } from '@/components/site/section-heading';
import { PARTNERS } from '@/lib/content/pages/home';
import type { SiteContent } from '@/lib/data/content';

import { PartnerMarquee } from './partner-marquee';

/** Six partner logos scrolling in a strip (PartnerMarquee): hover, keyboard focus and its pause button stop it. */
export function PartnerStrip({ content }: { content: SiteContent }) {
  const text = content.text('home_partners');
  const partners = PARTNERS.map((partner) => {
    const logo = content.image(partner.mediaKey);
    return { url: partner.url, logoUrl: logo.url, alt: logo.alt };
  });
  return (
    <section aria-labelledby="partners-title" className="page-section">
      <SectionHeading id="partners-title" title={text.title} description={text.subtitle} />
      <div className="mt-10">
        <PartnerMarquee partners={partners} />
      </div>
    </section>
  );
}
