import type { ReactNode } from 'react';

import { SectionHeading } from '@/components/site/section-heading';
import type { SectionText } from '@/lib/content/resolve';

interface SplitBandProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The eyebrow, title and lead of the heading. */
  text: SectionText;
  /** The link under the heading. */
  action: ReactNode;
  /** What stands beside the heading (a list, a carousel). */
  children: ReactNode;
}

/** A home block on the muted band: the heading and its link on one side, the block's content on the other. */
export function SplitBand({ id, text, action, children }: SplitBandProps) {
  return (
    <section aria-labelledby={id} className="bg-muted/50">
      <div className="page-section split-section">
        <div>
          <SectionHeading id={id} eyebrow={text.subtitle} title={text.title} description={text.content} align="left" />
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
