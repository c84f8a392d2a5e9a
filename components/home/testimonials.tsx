import { SectionHeading } from '@/components/site/section-heading';
import { AVATAR_FALLBACK, TESTIMONIALS } from '@/lib/content/pages/home';
import type { SiteContent } from '@/lib/data/content';

import { TestimonialCarousel } from './testimonial-carousel';

export const TESTIMONIAL_INTERVAL_MS = 6000;

/** Member testimonials rotating every 6 s, paused while the mouse is over them. */
export function Testimonials({ content }: { content: SiteContent }) {
  const text = content.text('home_testimonials');
  const testimonials = TESTIMONIALS.map((testimonial) => {
    const person = content.text(testimonial.sectionKey);
    return {
      id: testimonial.id,
      quote: person.content,
      name: person.title,
      role: person.subtitle,
      companies: testimonial.companies,
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
      />
    </section>
  );
}
