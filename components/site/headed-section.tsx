import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

import { SectionHeading } from './section-heading';

interface HeadedSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** On the muted band across the page, the content kept to the page's width inside it. */
  tinted?: boolean;
  /** Added to the page-width box (`page-section`), e.g. more room from md up. */
  className?: string;
  children: ReactNode;
}

/** A page's section: its centred heading (an h2 that names it), then its body. */
export function HeadedSection({ id, eyebrow, title, description, tinted, className, children }: HeadedSectionProps) {
  const body = (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
      {children}
    </>
  );
  if (!tinted)
    return (
      <section aria-labelledby={id} className={cn('page-section', className)}>
        {body}
      </section>
    );
  return (
    <section aria-labelledby={id} className="bg-muted/50">
      <div className={cn('page-section', className)}>{body}</div>
    </section>
  );
}
