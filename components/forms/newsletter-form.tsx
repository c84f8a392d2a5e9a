'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';

import { submitNewsletterSignup } from '@/lib/actions/public';
import { FORM_MESSAGES } from '@/lib/validation/messages';

import { EmailField, FormStatus, Honeypot, SubmitButton, TextField } from './form-parts';
import { PrivacyNote } from './privacy-note';
import { useServerForm } from './use-server-form';

export type NewsletterLayout = 'vertical' | 'horizontal' | 'compact';

const loadNewsletterSchema = () => import('@/lib/validation/newsletter').then((module) => module.newsletterSchema);
/** The fields' arrangement per card layout. */
export const NEWSLETTER_FIELD_GRID: Record<NewsletterLayout, string> = {
  vertical: 'grid gap-3',
  horizontal: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_auto] lg:items-start',
  compact: 'grid gap-2 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-start',
};

/** Newsletter signup stored on our side, with double opt-in (spec public-site §3, §5 Newsletter). */
export function NewsletterForm({ layout }: { layout: NewsletterLayout }) {
  const pathname = usePathname();
  const controller = useServerForm({
    loadSchema: loadNewsletterSchema,
    action: submitNewsletterSignup,
    fallbackError: FORM_MESSAGES.newsletterFallback,
    // Spec §5: the three fields are required and the e-mail gets the browser's own check.
    browserValidation: true,
  });
  return (
    <form {...controller.formProps} aria-label="Prijava na newsletter" className="relative grid gap-3">
      <div className={NEWSLETTER_FIELD_GRID[layout]}>
        <TextField
          controller={controller}
          name="FNAME"
          label="Ime"
          placeholder="Ime"
          autoComplete="given-name"
          hideLabel
          required
        />
        <TextField
          controller={controller}
          name="LNAME"
          label="Prezime"
          placeholder="Prezime"
          autoComplete="family-name"
          hideLabel
          required
        />
        <EmailField controller={controller} name="EMAIL" label="Email adresa" placeholder="Email adresa" hideLabel />
        <PrivacyNote />
        <SubmitButton pending={controller.pending} className={clsx(layout === 'vertical' && 'w-full')}>
          Prijavi se
        </SubmitButton>
      </div>
      <input type="hidden" name="source" value={pathname ?? ''} />
      <Honeypot />
      <FormStatus controller={controller} />
    </form>
  );
}
