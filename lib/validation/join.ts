import * as z from 'zod/mini';

import { FIELD_LABELS, FORM_ERROR_PATH, FORM_MESSAGES } from './messages';
import { emailField, LIMITS, nameField, textField } from './shared';

const longText = (label: string) =>
  textField({
    required: FORM_MESSAGES.required(label),
    max: { length: LIMITS.joinTotal, message: FORM_MESSAGES.joinTooLong },
  });

/** Join form (spec public-site §5 Join): every field required, total content at most 10000 characters. */
export const joinSchema = z
  .object({
    name: nameField(),
    email: emailField(),
    about: longText(FIELD_LABELS.about),
    contribute: longText(FIELD_LABELS.contribute),
    expect: longText(FIELD_LABELS.expect),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (joinContentLength(values) > LIMITS.joinTotal) {
        ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.joinTooLong, path: [FORM_ERROR_PATH] });
      }
    }),
  );

/** Characters of the whole application, the quantity the 10000 limit applies to. */
export function joinContentLength(values: {
  name: string;
  email: string;
  about: string;
  contribute: string;
  expect: string;
}): number {
  return (
    values.name.length + values.email.length + values.about.length + values.contribute.length + values.expect.length
  );
}

export const JOIN_FIELDS = ['name', 'email', 'about', 'contribute', 'expect'] as const;
export type JoinInput = z.input<typeof joinSchema>;
export type JoinValues = z.output<typeof joinSchema>;
