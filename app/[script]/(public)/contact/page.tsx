import type { Metadata } from 'next';
import type { ComponentType, SVGProps } from 'react';

import { ArrowUpRightIcon, InstagramIcon, LinkedinIcon, MailIcon } from '@/components/ui/icons';
import { ContactForm } from '@/components/forms/contact-form';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { Card } from '@/components/ui/card';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import { CONTACT_CHANNELS, type ContactChannel } from '@/lib/content/pages/contact';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn } from '@/lib/i18n/texts';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { getSiteConfig, type SiteConfig } from '@/lib/site/config';

const SEO = {
  title: 'Kontakt',
  description:
    'Piši zajednici preduzetnika: e-mail, Instagram, LinkedIn ili poruka preko forme. Pitanja, saradnje i predlozi događaja su dobrodošli.',
  keywords: ['kontakt', 'saradnja', 'e-mail', 'Instagram', 'LinkedIn', 'preduzetnička zajednica'],
  path: '/contact',
};

interface ChannelTarget {
  href: string;
  /** What the visitor sees as the address. */
  display: string;
  external: boolean;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** "https://www.instagram.com/zajednica/" reads as "instagram.com/zajednica". */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

function channelTarget(id: ContactChannel['id'], site: SiteConfig, linkedinPage: string): ChannelTarget {
  switch (id) {
    case 'email':
      return { href: `mailto:${site.contactEmail}`, display: site.contactEmail, external: false, Icon: MailIcon };
    case 'instagram':
      return { href: site.instagramUrl, display: displayUrl(site.instagramUrl), external: true, Icon: InstagramIcon };
    case 'linkedin':
      return { href: linkedinPage, display: displayUrl(linkedinPage), external: true, Icon: LinkedinIcon };
  }
}

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

export default async function ContactPage() {
  const { script } = await pageScript();
  const content = await getSiteContent(script);
  const site = getSiteConfig();
  const hero = content.text('contact_hero');
  const channels = content.text('contact_channels');
  const form = content.text('contact_form');
  const linkedin = content.text('contact_linkedin');

  return (
    <>
      <JsonLd data={webPageJsonLd('ContactPage', SEO)} />

      <PageHero id="contact-title" eyebrow={hero.subtitle} title={hero.title} description={hero.content} />

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
        <section aria-labelledby="contact-channels-title">
          <SectionHeading
            id="contact-channels-title"
            title={channels.title}
            description={channels.content}
            align="left"
          />
          <ul className="mt-8 space-y-4">
            {CONTACT_CHANNELS.map((channel) => textsIn(script, channel, ['label', 'description'])).map((channel) => {
              const { href, display, external, Icon } = channelTarget(
                channel.id,
                site,
                linkedin.buttonLink || site.linkedinUrl,
              );
              return (
                <li key={channel.id}>
                  <a
                    href={href}
                    className="group flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-muted/60"
                    {...(external ? OPENS_IN_NEW_TAB : {})}
                  >
                    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-bold">{channel.label}</span>
                      <span className="block truncate text-sm text-primary">{display}</span>
                      <span className="mt-1 block text-sm text-muted-foreground">{channel.description}</span>
                    </span>
                    {external && (
                      <ArrowUpRightIcon
                        className="size-5 shrink-0 text-muted-foreground group-hover:text-primary"
                        aria-hidden
                      />
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="contact-form-title">
          <Card className="p-6 sm:p-8">
            <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
              {form.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{form.content}</p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </Card>
        </section>
      </div>
    </>
  );
}
