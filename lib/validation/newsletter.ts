import * as z from 'zod/mini';

import { FIELD_LABELS, FORM_MESSAGES } from './messages';
import { emailField, LIMITS, textField } from './shared';

const name = (label: string) =>
  textField({
    required: FORM_MESSAGES.required(label),
    max: { length: LIMITS.shortText, message: FORM_MESSAGES.tooLong(label) },
  });

/**
 * Newsletter signup (spec public-site §3, §5). The field names are the mailing-list provider's
 * (FNAME, LNAME, EMAIL), so one form posts either to the provider or to our own action.
 */
export const newsletterSchema = z.object({
  FNAME: name(FIELD_LABELS.firstName),
  LNAME: name(FIELD_LABELS.lastName),
  EMAIL: emailField(),
});

export const NEWSLETTER_FIELDS = ['FNAME', 'LNAME', 'EMAIL'] as const;
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;

/** Token of a confirmation or unsubscribe link. */
export const newsletterTokenSchema = z.string().check(z.trim(), z.minLength(16), z.maxLength(200));
