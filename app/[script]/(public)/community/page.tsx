import type { Metadata } from 'next';

import {
  BanIcon,
  CheckCircle2Icon,
  GiftIcon,
  HeartHandshakeIcon,
  MessageCircleIcon,
  ShieldCheckIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { NewsletterCard } from '@/components/forms/newsletter-card';
import { JsonLd } from '@/components/seo/json-ld';
import { HeadedSection } from '@/components/site/headed-section';
import { IconCardList } from '@/components/site/icon-card';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { TextBlocks } from '@/components/site/text-blocks';
import { buttonVariants } from '@/components/ui/button';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import { COMMUNITY_PERKS, COMMUNITY_RULES, type CommunityRule } from '@/lib/content/pages/community';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn, textTableIn } from '@/lib/i18n/texts';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/site/config';

const SEO = {
  title: 'Zajednica',
  description:
    'Pridruži se WhatsApp grupi sa više od 350 preduzetnika, studenata, kreativaca i mentora: prilike, saveti i najave događaja svakog dana. Pročitaj pravila i uđi.',
  keywords: [
    'WhatsApp grupa',
    'zajednica preduzetnika',
    'networking',
    'pravila zajednice',
    'bilten',
    'startap zajednica',
  ],
  path: '/community',
};

const RULE_ICONS: Record<CommunityRule['id'], IconComponent> = {
  respect: HeartHandshakeIcon,
  value: GiftIcon,
  'no-spam': BanIcon,
  privacy: ShieldCheckIcon,
};

/** The invitation opens the messaging app in a new tab; no opener or referrer reaches it. */
function InviteLink({ href, label, variant }: { href: string; label: string; variant?: 'default' | 'outline' }) {
  return (
    <a href={href} {...OPENS_IN_NEW_TAB} className={buttonVariants({ size: 'lg', variant })}>
      <MessageCircleIcon aria-hidden />
      {label}
    </a>
  );
}

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

export default async function CommunityPage() {
  const { script, t } = await pageScript();
  const content = await getSiteContent(script);
  const site = getSiteConfig();
  const hero = content.text('community_hero');
  const rules = content.text('community_rules');
  const invite = content.text('community_invite');
  const newsletter = content.text('community_newsletter');
  const groupImage = content.image('community_group');

  return (
    <>
      <JsonLd data={webPageJsonLd('WebPage', SEO, script)} />

      <PageHero
        id="community-title"
        eyebrow={hero.subtitle}
        title={hero.title}
        description={hero.content}
        image={{ ...groupImage, width: 1200, height: 900 }}
      >
        <InviteLink href={site.communityInviteUrl} label={hero.buttonText || t('Pridruži se grupi')} />
      </PageHero>

      <HeadedSection id="community-rules-title" title={rules.title} description={rules.content} className="md:py-24">
        <IconCardList
          items={COMMUNITY_RULES.map((rule) => textsIn(script, rule, ['title', 'description']))}
          icons={RULE_ICONS}
          ordered
          className="mt-12 sm:grid-cols-2 lg:grid-cols-4"
        />
      </HeadedSection>

      <section aria-labelledby="community-invite-title" className="bg-muted/50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[0.8fr_1.2fr]">
          <p className="flex flex-col items-center rounded-3xl bg-primary px-6 py-10 text-center text-primary-foreground">
            <span className="text-6xl font-black">350+</span>
            <span className="mt-2 text-lg font-medium">{t('članova u grupi svakog dana deli prilike i savete')}</span>
          </p>
          <div>
            <SectionHeading id="community-invite-title" title={invite.title} align="left" />
            <TextBlocks text={invite.content} className="mt-4 text-lg text-pretty text-muted-foreground" />
            <ul className="mt-6 space-y-3">
              {textTableIn(script, COMMUNITY_PERKS).map((perk) => (
                <li key={perk} className="flex items-start gap-3">
                  <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <span>{perk}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <InviteLink href={site.communityInviteUrl} label={invite.buttonText || t('Otvori poziv za grupu')} />
            </div>
          </div>
        </div>
      </section>

      {/* The card renders its own h2 from these texts, so the section is named by the same title. */}
      <section aria-label={newsletter.title} className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-24">
        <NewsletterCard layout="horizontal" showIcon title={newsletter.title} description={newsletter.content} />
      </section>
    </>
  );
}
