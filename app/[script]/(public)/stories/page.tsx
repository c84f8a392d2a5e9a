import type { Metadata } from 'next';

import { JsonLd } from '@/components/seo/json-ld';
import { ActionLink } from '@/components/site/action-link';
import { ContentCta } from '@/components/site/content-cta';
import { CoverCard } from '@/components/site/cover-card';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { SiteImage } from '@/components/site/site-image';
import { STORY_CARDS } from '@/lib/content/pages/stories';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn } from '@/lib/i18n/texts';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';

const SEO = {
  title: 'Priče',
  description:
    'Priče iz naše zajednice preduzetnika: kako smo upoznali maskotu, kako je ideja sa mentorskog stola postala prototip i kako izgleda Wild Mixer u slikama.',
  keywords: [
    'priče članova',
    'uspešne priče',
    'Wild Mixer',
    'od ideje do prototipa',
    'preduzetnička zajednica',
    'galerija',
  ],
  path: '/stories',
};

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

export default async function StoriesPage() {
  const { script, t, href } = await pageScript();
  const content = await getSiteContent(script);
  const hero = content.text('stories_hero');
  const all = content.text('stories_all');
  const share = content.text('stories_share');

  return (
    <>
      <JsonLd data={webPageJsonLd('WebPage', SEO, script)} />

      <PageHero id="stories-title" eyebrow={hero.subtitle} title={hero.title} description={hero.content}>
        <ActionLink href={href(hero.buttonLink || '#all-stories')} size="lg">
          {hero.buttonText || t('Pročitaj priče')}
        </ActionLink>
        <ActionLink href={href(share.buttonLink || '/contact')} variant="outline" size="lg">
          {t('Podeli svoju priču')}
        </ActionLink>
      </PageHero>

      {/* Anchor target of the hero button: clears the sticky header, and glides there unless motion is reduced. */}
      <section
        id="all-stories"
        aria-labelledby="all-stories-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 md:py-24 motion-safe:[html:has(&)]:scroll-smooth"
      >
        <SectionHeading id="all-stories-title" title={all.title} description={all.content} />
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {STORY_CARDS.map((card) => {
            const story = { ...textsIn(script, card, ['tag', 'title']), paragraphs: card.paragraphs.map(t) };
            const titleId = `story-${story.id}-title`;
            return (
              <li key={story.id}>
                <CoverCard
                  cover={{ ...content.image(story.imageKey), width: 1200, height: 800 }}
                  sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw"
                  aspect="aspect-[3/2]"
                  articleLabelledBy={titleId}
                >
                  <p className="eyebrow">{story.tag}</p>
                  <h3 id={titleId} className="mt-2 text-xl font-bold text-balance">
                    {story.title}
                  </h3>
                  <div className="mt-3 space-y-3 text-muted-foreground">
                    {story.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                  {story.galleryKeys && (
                    <ul className="mt-6 grid grid-cols-2 gap-2" aria-label={t('Fotografije sa Wild Mixer-a')}>
                      {story.galleryKeys.map((key) => (
                        <li key={key}>
                          <SiteImage
                            image={{ ...content.image(key), width: 600, height: 400 }}
                            sizes="(min-width: 1024px) 15vw, 45vw"
                            className="aspect-[3/2] h-auto w-full rounded-lg border object-cover"
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </CoverCard>
              </li>
            );
          })}
        </ul>
      </section>

      <ContentCta
        id="stories-share-title"
        text={share}
        defaultHref="/contact"
        defaultLabel={t('Ispričaj nam svoju priču')}
      />
    </>
  );
}
