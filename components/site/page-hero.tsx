import type { ReactNode } from 'react';

import { LCP_IMAGE_PROPS } from '@/components/ui/lcp-image';
import { cn } from '@/lib/utils';

import { SiteImage, type SizedImage } from './site-image';
import { TextBlocks } from './text-blocks';

interface PageHeroProps {
  /** id of the h1; the hero section is labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Optional illustration beside the text (stacked below it on small screens). */
  image?: SizedImage;
  /** Calls to action under the text. */
  children?: ReactNode;
  className?: string;
}

/** The top of an inner page: the page's only h1, a lead text and its calls to action. */
export function PageHero({ id, eyebrow, title, description, image, children, className }: PageHeroProps) {
  return (
    <section aria-labelledby={id} className={cn('border-b bg-gradient-to-b from-muted/70 to-background', className)}>
      <div
        className={cn(
          'page-section md:py-24',
          image && 'grid items-center gap-10 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16',
        )}
      >
        <div className={cn(!image && 'max-w-3xl')}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id={id} className="mt-2 text-4xl font-black tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {description && <TextBlocks text={description} className="mt-6 text-lg text-pretty text-muted-foreground" />}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {image && (
          <SiteImage
            image={image}
            {...LCP_IMAGE_PROPS}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="h-auto w-full rounded-3xl border object-cover shadow-sm"
          />
        )}
      </div>
    </section>
  );
}
