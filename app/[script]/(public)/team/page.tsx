import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { LinkedinIcon, MailIcon, MessageCircleIcon, UserPlusIcon, type IconComponent } from '@/components/ui/icons';
import { TeamApplicationDialog } from '@/components/forms/team-application-dialog';
import { JsonLd } from '@/components/seo/json-ld';
import { ActionLink } from '@/components/site/action-link';
import { ContentCta } from '@/components/site/content-cta';
import { IconBadge } from '@/components/site/icon-card';
import { PageHero } from '@/components/site/page-hero';
import { PeopleSection } from '@/components/site/people-section';
import { TextBlocks } from '@/components/site/text-blocks';
import { Card } from '@/components/ui/card';
import { TEAM_MEMBERS } from '@/lib/content/pages/team';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/site/config';

const SEO = {
  title: 'Tim',
  description:
    'Upoznaj ljude koji vode zajednicu preduzetnika, piši timu direktno ili se prijavi da nam se pridružiš kao organizator ili mentor.',
  keywords: ['tim', 'organizatori', 'postani mentor', 'volontiranje', 'preduzetnička zajednica', 'Wild Mixer'],
  path: '/team',
};

const cardLinkClass =
  'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium hover:bg-muted [&_svg]:size-4';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

export default async function TeamPage() {
  const { script, t } = await pageScript();
  const content = await getSiteContent(script);
  const site = getSiteConfig();
  const hero = content.text('team_hero');
  const intro = content.text('team_intro');
  const contact = content.text('team_contact');
  const apply = content.text('team_apply');
  const cta = content.text('team_cta');

  return (
    <>
      <JsonLd data={webPageJsonLd('WebPage', SEO, script)} />

      <PageHero id="team-title" eyebrow={hero.subtitle} title={hero.title} description={hero.content} />

      <PeopleSection
        id="team-members-title"
        title={intro.title}
        description={intro.content}
        people={TEAM_MEMBERS.map((member) => {
          const card = content.text(member.sectionKey);
          return { ...member, name: card.title, role: card.subtitle, bio: card.content, linkedinUrl: card.buttonLink };
        })}
        content={content}
        extras={(member) => (
          <ul className="flex flex-wrap gap-2" aria-label={`${t('Kontakt')}: ${member.name}`}>
            <li>
              <a
                href={member.linkedinUrl || site.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cardLinkClass}
              >
                <LinkedinIcon aria-hidden />
                LinkedIn
                <span className="sr-only">
                  : {member.name} ({t('otvara se u novom prozoru')})
                </span>
              </a>
            </li>
            {member.email && (
              <li>
                <a href={`mailto:${member.email}`} className={cardLinkClass}>
                  <MailIcon aria-hidden />
                  {t('E-mail')}
                  <span className="sr-only">: {member.name}</span>
                </a>
              </li>
            )}
            {member.messagingUrl && (
              <li>
                <a href={member.messagingUrl} target="_blank" rel="noopener noreferrer" className={cardLinkClass}>
                  <MessageCircleIcon aria-hidden />
                  {t('Poruka')}
                  <span className="sr-only">
                    : {member.name} ({t('otvara se u novom prozoru')})
                  </span>
                </a>
              </li>
            )}
          </ul>
        )}
      />

      <div className="bg-muted/50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
          <TeamCard id="team-contact-title" icon={MailIcon} title={contact.title} text={contact.content}>
            <ActionLink href={`mailto:${site.contactEmail}`} variant="outline">
              <MailIcon aria-hidden />
              {contact.buttonText || t('Pošalji nam e-mail')}
            </ActionLink>
            <p className="mt-2 text-sm text-muted-foreground">{site.contactEmail}</p>
          </TeamCard>
          <TeamCard id="team-apply-title" icon={UserPlusIcon} title={apply.title} text={apply.content}>
            <TeamApplicationDialog triggerLabel={apply.buttonText || t('Prijavi se u tim')} />
          </TeamCard>
        </div>
      </div>

      <ContentCta id="team-cta-title" text={cta} defaultHref="/join" defaultLabel={t('Pridruži se zajednici')} />
    </>
  );
}

/** One of the two cards under the team (write to us, join us): an icon, a heading, text, the way to do it. */
function TeamCard({
  id,
  icon,
  title,
  text,
  children,
}: {
  id: string;
  icon: IconComponent;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="flex h-full flex-col items-start p-8">
        <IconBadge icon={icon} />
        <h2 id={id} className="mt-4 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <TextBlocks text={text} className="mt-3 text-muted-foreground" />
        <div className="mt-auto pt-6">{children}</div>
      </Card>
    </section>
  );
}
