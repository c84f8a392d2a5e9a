import type { Metadata } from 'next';

import {
  CoffeeIcon,
  LockIcon,
  MessageCircleQuestionIcon,
  MessagesSquareIcon,
  PresentationIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { JsonLd } from '@/components/seo/json-ld';
import { HeadedSection } from '@/components/site/headed-section';
import { IconCardList } from '@/components/site/icon-card';
import { NavigationButton } from '@/components/site/navigation-button';
import { PageHero } from '@/components/site/page-hero';
import { PeopleSection } from '@/components/site/people-section';
import { TextBlocks } from '@/components/site/text-blocks';
import { MENTOR_PROFILES, MENTORING_FORMATS, type MentoringFormat } from '@/lib/content/pages/mentors';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn } from '@/lib/i18n/texts';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';

const SEO = {
  title: 'Mentori',
  description:
    'Upoznaj mentore zajednice i formate mentorstva: 1-on-1 konsultacije, grupne radionice, grupe za poruke i Q&A sesije. Mentorstvo je dostupno članovima.',
  keywords: ['mentori', 'mentorstvo za preduzetnike', 'konsultacije', 'radionice', 'Q&A', 'startap savetovanje'],
  path: '/mentors',
};

const FORMAT_ICONS: Record<MentoringFormat['id'], IconComponent> = {
  'one-on-one': CoffeeIcon,
  workshops: PresentationIcon,
  groups: MessagesSquareIcon,
  qa: MessageCircleQuestionIcon,
};

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

export default async function MentorsPage() {
  const { script, t, href } = await pageScript();
  const content = await getSiteContent(script);
  const hero = content.text('mentors_hero');
  const profiles = content.text('mentors_profiles');
  const formats = content.text('mentors_formats');
  const access = content.text('mentors_access');

  return (
    <>
      <JsonLd data={webPageJsonLd('WebPage', SEO, script)} />

      <PageHero id="mentors-title" eyebrow={hero.subtitle} title={hero.title} description={hero.content} />

      <PeopleSection
        id="mentors-profiles-title"
        title={profiles.title}
        description={profiles.content}
        people={MENTOR_PROFILES.map((mentor) => ({
          ...textsIn(script, mentor, ['name', 'role', 'bio']),
          topics: mentor.topics.map(t),
        }))}
        content={content}
        extras={(mentor) => (
          <ul className="flex flex-wrap gap-2" aria-label={`${t('Oblasti')}: ${mentor.name}`}>
            {mentor.topics.map((topic) => (
              <li
                key={topic}
                className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
              >
                {topic}
              </li>
            ))}
          </ul>
        )}
      />

      <HeadedSection
        id="mentors-formats-title"
        title={formats.title}
        description={formats.content}
        tinted
        className="md:py-24"
      >
        <IconCardList
          items={MENTORING_FORMATS.map((format) => textsIn(script, format, ['title', 'description']))}
          icons={FORMAT_ICONS}
          className="mt-12 sm:grid-cols-2 lg:grid-cols-4"
        />
      </HeadedSection>

      <section aria-labelledby="mentors-access-title" className="px-4 py-16 sm:px-6 md:py-24">
        <div className="mx-auto flex max-w-3xl flex-col items-center rounded-3xl border bg-card p-8 text-center shadow-sm sm:p-12">
          <span className="icon-bubble size-12">
            <LockIcon className="size-6" aria-hidden />
          </span>
          <h2 id="mentors-access-title" className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {access.title}
          </h2>
          <TextBlocks text={access.content} className="mt-4 text-lg text-pretty text-muted-foreground" />
          {/* The spec shows a waiting-list button with no action; the join form is the real way in, so the button leads there. */}
          <NavigationButton href={href(access.buttonLink || '/join')} size="lg" className="mt-8">
            {access.buttonText || t('Prijavi se na listu čekanja')}
          </NavigationButton>
        </div>
      </section>
    </>
  );
}
