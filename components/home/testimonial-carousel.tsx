'use client';

import { Carousel } from '@/components/site/carousel';
import { LinkedinIcon, QuoteIcon } from '@/components/ui/icons';

import { AvatarImage } from './avatar-image';
import type { TestimonialTexts } from './testimonials';

export interface TestimonialSlide {
  id: number;
  quote: string;
  name: string;
  role: string;
  companies: { name: string; url?: string }[];
  avatarUrl: string;
  linkedinUrl: string | null;
}

/**
 * Member testimonials built in the client component from their text: the page's RSC payload then
 * carries each testimonial once as data instead of once more as a rendered tree.
 */
export function TestimonialCarousel({
  testimonials,
  avatarFallback,
  intervalMs,
  texts,
}: {
  testimonials: TestimonialSlide[];
  avatarFallback: string;
  intervalMs: number;
  texts: TestimonialTexts;
}) {
  const slides = testimonials.map((testimonial) => (
    <figure key={testimonial.id} className="card mx-auto max-w-3xl p-8 text-center">
      <QuoteIcon className="mx-auto size-8 text-primary" />
      <blockquote className="mt-4 text-lg text-pretty sm:text-xl">{`„${testimonial.quote}“`}</blockquote>
      <figcaption className="mt-6 flex flex-col items-center gap-2">
        <AvatarImage
          src={testimonial.avatarUrl}
          fallbackSrc={avatarFallback}
          alt={`${texts.photo}: ${testimonial.name}`}
          size={64}
        />
        <span className="font-bold">{testimonial.name}</span>
        <span className="text-sm text-muted-foreground">
          {testimonial.role}
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
        {testimonial.linkedinUrl && (
          <a
            href={testimonial.linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
          >
            <LinkedinIcon className="size-4" />
            {`${texts.linkedin}: ${testimonial.name}`}
          </a>
        )}
      </figcaption>
    </figure>
  ));
  return (
    <Carousel
      label={texts.label}
      slides={slides}
      intervalMs={intervalMs}
      pauseOnHover
      className="mt-10"
      texts={texts.carousel}
    />
  );
}
