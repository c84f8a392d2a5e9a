import Image from 'next/image';

import { CalendarDaysIcon } from '@/components/ui/icons';
import { ActionLink } from '@/components/site/action-link';
import { buttonVariants } from '@/components/ui/button';
import { LCP_IMAGE_PROPS } from '@/components/ui/lcp-image';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import type { ResolvedImage, SectionText } from '@/lib/content/resolve';
import { pageScript } from '@/lib/i18n/page-script';

interface HomeHeroProps {
  text: SectionText;
  image: ResolvedImage;
  calendarUrl: string;
}

export async function HomeHero({ text, image, calendarUrl }: HomeHeroProps) {
  const { t, href } = await pageScript();
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden">
      {/* The LCP element, with no extra preload competing for the line. */}
      <Image src={image.url} alt={image.alt} fill {...LCP_IMAGE_PROPS} sizes="100vw" className="-z-20 object-cover" />
      <div className="hero-shade" />
      <div className="hero-body">
        <p className="font-semibold text-orange-200">{text.subtitle}</p>
        <h1 id="home-hero-title" className="hero-title">
          {text.title}
        </h1>
        <p className="hero-lead">{text.content}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <ActionLink href={href(text.buttonLink || '/join')} size="lg">
            {text.buttonText || t('Pridruži se')}
          </ActionLink>
          <a href={calendarUrl} {...OPENS_IN_NEW_TAB} className={buttonVariants({ size: 'lg', variant: 'inverse' })}>
            <CalendarDaysIcon aria-hidden />
            {t('Kalendar događaja')}
          </a>
        </div>
      </div>
    </section>
  );
}
