import * as z from 'zod/mini';

import { FIELD_LABELS, FORM_MESSAGES } from './messages';
import { emailField, LIMITS, nameField, textField } from './shared';

const messageRequired = FORM_MESSAGES.required(FIELD_LABELS.message);
const messageMin = { length: LIMITS.messageMin, message: FORM_MESSAGES.messageTooShort };

/** Contact form (spec public-site §5 Contact): name, email, message. */
export const contactSchema = z.object({
  name: nameField(),
  email: emailField(),
  message: textField({
    required: messageRequired,
    min: messageMin,
    max: { length: LIMITS.contactMessage, message: FORM_MESSAGES.contactTooLong },
  }),
});

/**
 * What the browser checks before sending: the same, but without the 5000-character cap. The spec
 * (§5) applies that cap to the sanitised text, which only the server computes; a message that is
 * longer as typed but loses characters to the sanitiser must reach it.
 */
export const contactClientSchema = z.object({
  name: nameField(),
  email: emailField(),
  message: textField({ required: messageRequired, min: messageMin }),
});

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
