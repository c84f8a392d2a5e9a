import type { ReactNode } from 'react';

import type { SectionText } from '@/lib/content/resolve';

import { ActionLink } from './action-link';
import { CtaSection } from './cta-section';

interface ContentCtaProps {
  /** id of the h2 that labels the band. */
  id: string;
  /** The page's editable closing section: heading, text, and the button's label and link. */
  text: SectionText;
  /** The button's link while the section leaves it empty. */
  defaultHref: string;
  /** The button's label while the section leaves it empty. */
  defaultLabel: string;
  /** More buttons after the section's own. */
  children?: ReactNode;
}

/** A public page's closing call to action, all from its editable section: the band and the section's button. */
export function ContentCta({ id, text, defaultHref, defaultLabel, children }: ContentCtaProps) {
  return (
    <CtaSection id={id} title={text.title} description={text.content}>
      <ActionLink href={text.buttonLink || defaultHref} variant="secondary" size="lg">
        {text.buttonText || defaultLabel}
      </ActionLink>
      {children}
    </CtaSection>
  );
}
