'use client';

import Image from 'next/image';

import { Carousel } from '@/components/site/carousel';
import type { CarouselTexts } from '@/components/site/carousel-texts';

export interface CarouselPhoto {
  src: string;
  alt: string;
}

/**
 * A carousel of photos built in the client component from a short list of sources: the page's
 * RSC payload then carries ten `{ src, alt }` pairs instead of ten rendered slides.
 */
export function PhotoCarousel({
  label,
  photos,
  intervalMs,
  texts,
}: {
  label: string;
  photos: CarouselPhoto[];
  intervalMs: number;
  texts: CarouselTexts;
}) {
  // Lazy, all of them: the gallery is far below the fold, and an eager first photo was preloaded
  // ahead of the hero image.
  const slides = photos.map((photo, index) => (
    <div key={index} className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-muted">
      <Image src={photo.src} alt={photo.alt} fill sizes="(min-width: 1024px) 50vw, 100vw" className="object-cover" />
    </div>
  ));
  return <Carousel label={label} slides={slides} intervalMs={intervalMs} texts={texts} />;
}
