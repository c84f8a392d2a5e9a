import type { ReactNode } from 'react';

import { TextBlocks } from './text-blocks';

interface CtaSectionProps {
  /** id of the h2 that labels the section. */
  id: string;
  title: string;
  description?: string;
  /** The actions (ActionLink, a dialog trigger…); secondary/outline variants read well on the primary band. */
  children: ReactNode;
}

/** A closing call to action: a coloured band with a heading, a line of text and its buttons. */
export function CtaSection({ id, title, description, children }: CtaSectionProps) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-sm sm:px-12">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        {description && <TextBlocks text={description} className="mx-auto mt-4 max-w-2xl text-lg text-pretty" />}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
