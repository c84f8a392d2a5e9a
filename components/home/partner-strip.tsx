import Image from 'next/image';

import { SectionHeading } from '@/components/site/section-heading';
import { PARTNERS } from '@/lib/content/pages/home';
import type { SiteContent } from '@/lib/data/content';

import { PartnerMarquee } from './partner-marquee';

/** Six partner logos scrolling in a strip (PartnerMarquee): hover, keyboard focus and its pause button stop it. */
export function PartnerStrip({ content }: { content: SiteContent }) {
  const text = content.text('home_partners');
  return (
    <section aria-labelledby="partners-title" className="page-section">
      <SectionHeading id="partners-title" title={text.title} description={text.subtitle} />
      <div className="mt-10">
        <PartnerMarquee>
          <ul className="flex flex-wrap items-center justify-center gap-y-6" aria-label="Partneri">
            {PARTNERS.map((partner) => {
              const logo = content.image(partner.mediaKey);
              return (
                <li key={partner.mediaKey} className="shrink-0 px-8">
                  <a
                    href={partner.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="partner-logo"
                  >
                    <Image src={logo.url} alt={logo.alt} width={200} height={75} className="h-14 w-auto" />
                  </a>
                </li>
              );
            })}
          </ul>
        </PartnerMarquee>
      </div>
    </section>
  );
}
