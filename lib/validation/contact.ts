import * as z from 'zod/mini';

import { FIELD_LABELS, FORM_MESSAGES } from './messages';
import { emailField, LIMITS, nameField, textField } from './shared';

/** Contact form (spec public-site §5 Contact): name, email, message. */
export const contactSchema = z.object({
  name: nameField(),
  email: emailField(),
  message: textField({
    required: FORM_MESSAGES.required(FIELD_LABELS.message),
    min: { length: LIMITS.messageMin, message: FORM_MESSAGES.messageTooShort },
    max: { length: LIMITS.contactMessage, message: FORM_MESSAGES.contactTooLong },
  }),
});

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
