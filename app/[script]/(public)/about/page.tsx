import type { Metadata } from 'next';

import { HandshakeIcon, LightbulbIcon, SproutIcon, type IconComponent } from '@/components/ui/icons';
import { JsonLd } from '@/components/seo/json-ld';
import { ActionLink } from '@/components/site/action-link';
import { ContentCta } from '@/components/site/content-cta';
import { HeadedSection } from '@/components/site/headed-section';
import { IconCardList } from '@/components/site/icon-card';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { SiteImage } from '@/components/site/site-image';
import { TextBlocks } from '@/components/site/text-blocks';
import { Card } from '@/components/ui/card';
import { ABOUT_AUDIENCES, ABOUT_FIGURES, ABOUT_PILLARS, type AboutPillar } from '@/lib/content/pages/about';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn, textTableIn } from '@/lib/i18n/texts';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';

const SEO = {
  title: 'O nama',
  description:
    'Zašto postoji naša zajednica preduzetnika: priča o tome kako su studenti, osnivači, umetnici i mentori počeli da grade zajedno, i čemu težimo.',
  keywords: ['o nama', 'preduzetnička zajednica', 'Wild Mixer', 'mentorstvo', 'startapi Srbija', 'networking'],
  path: '/about',
};

const PILLAR_ICONS: Record<AboutPillar['id'], IconComponent> = {
  connect: HandshakeIcon,
  knowledge: LightbulbIcon,
  together: SproutIcon,
};

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

export default async function AboutPage() {
  const { script, t, href } = await pageScript();
  const content = await getSiteContent(script);
  const hero = content.text('about_hero');
  const story = content.text('about_story');
  const figures = content.text('about_figures');
  const purpose = content.text('about_purpose');
  const audience = content.text('about_audience');
  const cta = content.text('about_cta');
  const storyImage = content.image('about_story');

  return (
    <>
      <JsonLd data={webPageJsonLd('AboutPage', SEO, script)} />

      <PageHero id="about-title" eyebrow={hero.subtitle} title={hero.title} description={hero.content} />

      <section aria-labelledby="about-story-title" className="page-section md:py-24">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <SiteImage
            image={{ ...storyImage, width: 1200, height: 900 }}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full rounded-3xl border object-cover shadow-sm"
          />
          <div>
            <SectionHeading id="about-story-title" eyebrow={story.subtitle} title={story.title} align="left" />
            <TextBlocks text={story.content} className="mt-6 text-lg text-pretty text-muted-foreground" />
          </div>
        </div>
      </section>

      <HeadedSection id="about-figures-title" title={figures.title} description={figures.content} tinted>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {textTableIn(script, ABOUT_FIGURES).map((figure) => (
            <Card key={figure.label} className="flex flex-col-reverse text-center">
              <dt className="mt-2 text-muted-foreground">{figure.label}</dt>
              <dd className="text-5xl font-black text-primary">{figure.value}</dd>
            </Card>
          ))}
        </dl>
      </HeadedSection>

      <HeadedSection
        id="about-purpose-title"
        eyebrow={purpose.subtitle}
        title={purpose.title}
        description={purpose.content}
        className="md:py-24"
      >
        <IconCardList
          items={ABOUT_PILLARS.map((pillar) => textsIn(script, pillar, ['title', 'description']))}
          icons={PILLAR_ICONS}
          className="mt-12 md:grid-cols-3"
        />
      </HeadedSection>

      <HeadedSection id="about-audience-title" title={audience.title} description={audience.content} tinted>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {textTableIn(script, ABOUT_AUDIENCES).map((item) => (
            <li key={item.title} className="panel">
              <h3 className="font-bold">{item.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <ContentCta id="about-cta-title" text={cta} defaultHref="/join" defaultLabel={t('Pridruži se')}>
        <ActionLink
          href={href('/team')}
          variant="outline"
          size="lg"
          className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
        >
          {t('Upoznaj tim')}
        </ActionLink>
      </ContentCta>
    </>
  );
}
