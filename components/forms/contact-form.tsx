import { contactSchema } from '@/lib/validation/contact';
import { FIELD_LABELS, FORM_MESSAGES } from '@/lib/validation/messages';

import { ContactFormFields } from './contact-form-fields';
import { publicFormProps } from './public-form-props';

/** The contact form's texts, typed in Latin. */
export const CONTACT_FORM_TEXTS: { form: string; name: string; message: string; send: string; fallback: string } = {
  form: 'Kontakt forma',
  name: FIELD_LABELS.name,
  message: FIELD_LABELS.message,
  send: 'Pošalji poruku',
  fallback: FORM_MESSAGES.contactFallback,
};

export type ContactFormTexts = typeof CONTACT_FORM_TEXTS;

/** The message form of /contact (spec public-site §2, §5 Contact), in the page's script. */
export async function ContactForm() {
  return <ContactFormFields {...await publicFormProps(CONTACT_FORM_TEXTS, contactSchema)} />;
}
