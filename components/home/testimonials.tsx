import { LinkedinIcon, QuoteIcon } from '@/components/ui/icons';
import { Carousel } from '@/components/site/carousel';
import { SectionHeading } from '@/components/site/section-heading';
import { AVATAR_FALLBACK, TESTIMONIALS } from '@/lib/content/pages/home';
import type { SiteContent } from '@/lib/data/content';

import { AvatarImage } from './avatar-image';

export const TESTIMONIAL_INTERVAL_MS = 6000;

/** Member testimonials rotating every 6 s, paused while the mouse is over them. */
export function Testimonials({ content }: { content: SiteContent }) {
  const text = content.text('home_testimonials');
  const slides = TESTIMONIALS.map((testimonial) => {
    const person = content.text(testimonial.sectionKey);
    const avatar = content.image(testimonial.mediaKey);
    return (
      <figure key={testimonial.id} className="card mx-auto max-w-3xl p-8 text-center">
        <QuoteIcon className="mx-auto size-8 text-primary" aria-hidden />
        <blockquote className="mt-4 text-lg text-pretty sm:text-xl">„{person.content}“</blockquote>
        <figcaption className="mt-6 flex flex-col items-center gap-2">
          <AvatarImage src={avatar.url} fallbackSrc={AVATAR_FALLBACK} alt={`Fotografija: ${person.title}`} size={64} />
          <span className="font-bold">{person.title}</span>
          <span className="text-sm text-muted-foreground">
            {person.subtitle}
            {testimonial.companies.length > 0 && ' · '}
            {testimonial.companies.map((company, index) => (
              <span key={company.name}>
                {index > 0 && ', '}
                {company.url ? (
                  <a href={company.url} target="_blank" rel="noopener noreferrer" className="underline">
                    {company.name}
                  </a>
                ) : (
                  company.name
                )}
              </span>
            ))}
          </span>
          {person.buttonLink && (
            <a
              href={person.buttonLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
            >
              <LinkedinIcon className="size-4" aria-hidden />
              LinkedIn profil: {person.title}
            </a>
          )}
        </figcaption>
      </figure>
    );
  });
  return (
    <section aria-labelledby="testimonials-title" className="page-section">
      <SectionHeading id="testimonials-title" title={text.title} description={text.subtitle} />
      <Carousel label="Utisci članova" slides={slides} intervalMs={TESTIMONIAL_INTERVAL_MS} pauseOnHover className="mt-10" />
    </section>
  );
}
