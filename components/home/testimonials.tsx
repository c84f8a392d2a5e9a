import { CAROUSEL_TEXTS } from '@/components/site/carousel-texts';
import { SectionHeading } from '@/components/site/section-heading';
import { AVATAR_FALLBACK, TESTIMONIALS } from '@/lib/content/pages/home';
import type { SiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';

import { TestimonialCarousel } from './testimonial-carousel';

export const TESTIMONIAL_INTERVAL_MS = 6000;

/** The carousel's own words, typed in Latin; the slides get them in the page's script. */
export const TESTIMONIAL_TEXTS = {
  label: 'Utisci članova',
  /** Before the name in a portrait's alt text ('Fotografija: Ana Nikolić'). */
  photo: 'Fotografija',
  /** Before the name in the LinkedIn link. */
  linkedin: '-{LinkedIn}- profil',
  carousel: CAROUSEL_TEXTS,
};

export type TestimonialTexts = typeof TESTIMONIAL_TEXTS;

/** Member testimonials rotating every 6 s, paused while the mouse is over them. */
export async function Testimonials({ content }: { content: SiteContent }) {
  const { script } = await pageScript();
  const text = content.text('home_testimonials');
  const testimonials = TESTIMONIALS.map((testimonial) => {
    const person = content.text(testimonial.sectionKey);
    return {
      id: testimonial.id,
      quote: person.content,
      name: person.title,
      role: person.subtitle,
      companies: textTableIn(script, testimonial.companies),
      avatarUrl: content.image(testimonial.mediaKey).url,
      linkedinUrl: person.buttonLink || null,
    };
  });
  return (
    <section aria-labelledby="testimonials-title" className="page-section">
      <SectionHeading id="testimonials-title" title={text.title} description={text.subtitle} />
      <TestimonialCarousel
        testimonials={testimonials}
        avatarFallback={AVATAR_FALLBACK}
        intervalMs={TESTIMONIAL_INTERVAL_MS}
        texts={textTableIn(script, TESTIMONIAL_TEXTS)}
      />
    </section>
  );
}
