'use client';

import { submitContactMessage } from '@/lib/actions/public';

import type { ContactFormTexts } from './contact-form';
import { EmailField, TextAreaField, TextField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import type { PublicFormPage } from './public-form-texts';
import { useServerForm } from './use-server-form';

/** Without the length cap: the server applies it after sanitising (see `contactClientSchema`). */
const loadContactSchema = () => import('@/lib/validation/contact').then((module) => module.contactClientSchema);

/** The contact form itself, with its texts from the page (`ContactForm`). */
export function ContactFormFields({ texts, page }: { texts: ContactFormTexts; page: PublicFormPage }) {
  const controller = useServerForm({
    loadSchema: loadContactSchema,
    action: submitContactMessage,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
  });
  return (
    <form {...controller.formProps} className="relative grid gap-4" aria-label={texts.form}>
      <TextField controller={controller} name="name" label={texts.name} autoComplete="name" required />
      <EmailField controller={controller} label={page.texts.email} />
      <TextAreaField controller={controller} name="message" label={texts.message} rows={6} required />
      <PublicFormEnd controller={controller} page={page}>
        {texts.send}
      </PublicFormEnd>
    </form>
  );
}
