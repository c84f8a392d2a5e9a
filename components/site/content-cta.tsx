import type { ReactNode } from 'react';

import type { SectionText } from '@/lib/content/resolve';
import { pageScript } from '@/lib/i18n/page-script';

import { ActionLink } from './action-link';
import { CtaSection } from './cta-section';

interface ContentCtaProps {
  /** id of the h2 that labels the band. */
  id: string;
  /** The page's editable closing section: heading, text, and the button's label and link. */
  text: SectionText;
  /**
   * The button's link while the section leaves it empty: a site path as in Latin ('/join'), put
   * in the page's script here with the section's own link (so not through `href()` before).
   */
  defaultHref: string;
  /** The button's label while the section leaves it empty, in the page's script (`t()`). */
  defaultLabel: string;
  /** More buttons after the section's own. */
  children?: ReactNode;
}

/** A public page's closing call to action, all from its editable section: the band and the section's button. */
export async function ContentCta({ id, text, defaultHref, defaultLabel, children }: ContentCtaProps) {
  const { href } = await pageScript();
  return (
    <CtaSection id={id} title={text.title} description={text.content}>
      <ActionLink href={href(text.buttonLink || defaultHref)} variant="secondary" size="lg">
        {text.buttonText || defaultLabel}
      </ActionLink>
      {children}
    </CtaSection>
  );
}
