'use client';

import { submitContactMessage } from '@/lib/actions/public';
import { FORM_MESSAGES } from '@/lib/validation/messages';

import { EmailField, FormStatus, Honeypot, SubmitButton, TextAreaField, TextField } from './form-parts';
import { PrivacyNote } from './privacy-note';
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
      <Honeypot />
      <PrivacyNote />
      <SubmitButton pending={controller.pending} className="justify-self-start">
        Pošalji poruku
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
