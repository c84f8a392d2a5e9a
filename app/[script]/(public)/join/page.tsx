import type { Metadata } from 'next';

import {
  BriefcaseIcon,
  CompassIcon,
  HandshakeIcon,
  PaletteIcon,
  SproutIcon,
  TrendingUpIcon,
  UsersRoundIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { JoinForm } from '@/components/forms/join-form';
import { JoinDetails } from '@/components/join/join-details';
import { JsonLd } from '@/components/seo/json-ld';
import { ActionLink } from '@/components/site/action-link';
import { HeadedSection } from '@/components/site/headed-section';
import { IconCardList } from '@/components/site/icon-card';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { TextBlocks } from '@/components/site/text-blocks';
import { Card } from '@/components/ui/card';
import { JOIN_BENEFITS, JOIN_DETAILS, JOIN_STEPS, type JoinBenefit, type JoinDetail } from '@/lib/content/pages/join';
import { getSiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn, textTableIn } from '@/lib/i18n/texts';
import { organizationJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadataInScript } from '@/lib/seo/metadata';

const SEO = {
  title: 'Pridruži se',
  description:
    'Prijavi se u zajednicu od 500+ preduzetnika, studenata, kreativaca i mentora. Članstvo je samo uz poziv, sa najviše 50 aktivnih članova.',
  keywords: ['pridruži se', 'članstvo', 'prijava', 'zajednica preduzetnika', 'networking', 'mentorstvo', 'Wild Mixer'],
  path: '/join',
};

/** Claims of spec public-site §1 shown in the "why different" banner. */
const JOIN_FACTS = [
  { value: '500+', label: 'ljudi u široj zajednici' },
  { value: 'Samo uz poziv', label: 'svaku prijavu čitamo lično' },
  { value: 'Najviše 50', label: 'aktivnih članova u isto vreme' },
] as const;

const BENEFIT_ICONS: Record<JoinBenefit['id'], IconComponent> = {
  experienced: BriefcaseIcon,
  beginners: SproutIcon,
  growth: TrendingUpIcon,
};

const DETAIL_ICONS: Record<JoinDetail['id'], IconComponent> = {
  creativity: PaletteIcon,
  principles: CompassIcon,
  connections: HandshakeIcon,
  collaboration: UsersRoundIcon,
};

/** The cards' texts in the page's script; their ids pick the icons and stay. */
const CARD_FIELDS = ['title', 'description'] as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

export default async function JoinPage() {
  const { script, t } = await pageScript();
  const content = await getSiteContent(script);
  const hero = content.text('join_hero');
  const why = content.text('join_why');
  const benefits = content.text('join_benefits');
  const details = content.text('join_details');
  const steps = content.text('join_steps');
  const form = content.text('join_form');

  return (
    <>
      <JsonLd data={[webPageJsonLd('WebPage', SEO), organizationJsonLd()]} />

      <PageHero id="join-title" eyebrow={hero.subtitle} title={hero.title} description={hero.content}>
        {/* A plain anchor: the browser scrolls to the form, smoothly when the form section's rule allows it. */}
        <ActionLink href={hero.buttonLink || '#join-form'} size="lg">
          {hero.buttonText || t('Popuni prijavu')}
        </ActionLink>
      </PageHero>

      <section aria-labelledby="join-why-title" className="bg-primary text-primary-foreground">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="join-why-title" className="text-3xl font-bold tracking-tight text-balance">
              {why.title}
            </h2>
            <TextBlocks text={why.content} className="mt-4 text-lg text-pretty" />
          </div>
          <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {textTableIn(script, JOIN_FACTS).map((fact) => (
              <div
                key={fact.value}
                className="flex flex-col-reverse rounded-2xl border border-primary-foreground/30 p-5"
              >
                <dt className="mt-1 text-sm">{fact.label}</dt>
                <dd className="text-2xl font-black">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <HeadedSection
        id="join-benefits-title"
        title={benefits.title}
        description={benefits.content}
        className="md:py-24"
      >
        <IconCardList
          items={JOIN_BENEFITS.map((benefit) => textsIn(script, benefit, CARD_FIELDS))}
          icons={BENEFIT_ICONS}
          className="mt-12 md:grid-cols-3"
        />
      </HeadedSection>

      <HeadedSection
        id="join-details-title"
        title={details.title}
        description={details.content}
        tinted
        className="md:py-24"
      >
        <div className="mt-10">
          <JoinDetails texts={{ more: t('Saznaj više'), less: t('Sakrij detalje') }}>
            <IconCardList
              items={JOIN_DETAILS.map((detail) => textsIn(script, detail, CARD_FIELDS))}
              icons={DETAIL_ICONS}
              className="sm:grid-cols-2 lg:grid-cols-4"
            />
          </JoinDetails>
        </div>
      </HeadedSection>

      <HeadedSection id="join-steps-title" title={steps.title} description={steps.content} className="md:py-24">
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {JOIN_STEPS.map((step) => textsIn(script, step, CARD_FIELDS)).map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-black text-primary-foreground"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">
                  <span className="sr-only">
                    {t('Korak ')}
                    {index + 1}:{' '}
                  </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{step.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </HeadedSection>

      {/* The hero's scroll target: clears the sticky header, and glides there unless motion is reduced. */}
      <section
        id="join-form"
        aria-labelledby="join-form-title"
        className="scroll-mt-16 bg-muted/50 motion-safe:[html:has(&)]:scroll-smooth"
      >
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-24">
          <SectionHeading id="join-form-title" title={form.title} description={form.content} />
          <Card className="mt-10 p-6 sm:p-8">
            <JoinForm />
          </Card>
        </div>
      </section>
    </>
  );
}
