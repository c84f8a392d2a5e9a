'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';

import { submitNewsletterSignup } from '@/lib/actions/public';
import { splitScriptPath } from '@/lib/i18n/script';

import { EmailField, FormStatus, Honeypot, ScriptField, SubmitButton, TextField } from './form-parts';
import type { NewsletterTexts } from './newsletter-card';
import { PrivacyNote } from './privacy-note';
import type { PublicFormPage } from './public-form-texts';
import { useServerForm } from './use-server-form';

export type NewsletterLayout = 'vertical' | 'horizontal' | 'compact';

const loadNewsletterSchema = () => import('@/lib/validation/newsletter').then((module) => module.newsletterSchema);
/** The fields' arrangement per card layout. */
export const NEWSLETTER_FIELD_GRID: Record<NewsletterLayout, string> = {
  vertical: 'grid gap-3',
  horizontal: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_auto] lg:items-start',
  compact: 'grid gap-2 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-start',
};

/**
 * Newsletter signup stored on our side, with double opt-in (spec public-site §3, §5 Newsletter),
 * with its texts from the card (`NewsletterCard`).
 */
export function NewsletterForm({
  layout,
  texts,
  page,
}: {
  layout: NewsletterLayout;
  texts: NewsletterTexts;
  page: PublicFormPage;
}) {
  const pathname = usePathname();
  const controller = useServerForm({
    loadSchema: loadNewsletterSchema,
    action: submitNewsletterSignup,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
    // Spec §5: the three fields are required and the e-mail gets the browser's own check.
    browserValidation: true,
  });
  return (
    <form {...controller.formProps} aria-label={texts.form} className="relative grid gap-3">
      <div className={NEWSLETTER_FIELD_GRID[layout]}>
        <TextField
          controller={controller}
          name="FNAME"
          label={texts.firstName}
          placeholder={texts.firstName}
          autoComplete="given-name"
          hideLabel
          required
        />
        <TextField
          controller={controller}
          name="LNAME"
          label={texts.lastName}
          placeholder={texts.lastName}
          autoComplete="family-name"
          hideLabel
          required
        />
        <EmailField controller={controller} name="EMAIL" label={texts.email} placeholder={texts.email} hideLabel />
        <PrivacyNote page={page} />
        <SubmitButton
          pending={controller.pending}
          pendingLabel={page.texts.sending}
          className={clsx(layout === 'vertical' && 'w-full')}
        >
          {texts.send}
        </SubmitButton>
      </div>
      {/* The page's site path, the same in either script. */}
      <input type="hidden" name="source" value={pathname ? splitScriptPath(pathname).path : ''} />
      <ScriptField script={page.script} />
      <Honeypot label={page.texts.honeypot} />
      <FormStatus controller={controller} />
    </form>
  );
}
