'use client';

import { submitContactMessage } from '@/lib/actions/public';
import { FORM_MESSAGES } from '@/lib/validation/messages';

import { EmailField, TextAreaField, TextField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import { useServerForm } from './use-server-form';

/** Without the length cap: the server applies it after sanitising (see `contactClientSchema`). */
const loadContactSchema = () => import('@/lib/validation/contact').then((module) => module.contactClientSchema);
/** The message form of /contact (spec public-site §2, §5 Contact). */
export function ContactForm() {
  const controller = useServerForm({
    loadSchema: loadContactSchema,
    action: submitContactMessage,
    fallbackError: FORM_MESSAGES.contactFallback,
  });
  return (
    <form {...controller.formProps} className="relative grid gap-4" aria-label="Kontakt forma">
      <TextField controller={controller} name="name" label="Ime" autoComplete="name" required />
      <EmailField controller={controller} />
      <TextAreaField controller={controller} name="message" label="Poruka" rows={6} required />
      <PublicFormEnd controller={controller}>Pošalji poruku</PublicFormEnd>
    </form>
  );
}
