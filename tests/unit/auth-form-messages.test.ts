import { describe, expect, it } from 'vitest';

import {
  AUTH_MESSAGES,
  passwordChangeSchema,
  resendConfirmationSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/validation/auth';
import { memberCompleteSignUpSchema, memberSignInSchema, memberSignUpSchema } from '@/lib/validation/members';
import { formMessagesIn } from '@/lib/validation/messages-in-script';
import { passwordResetRequestSchema, passwordResetSchema, RESET_MESSAGES } from '@/lib/validation/password-reset';

interface Schema {
  safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** Submissions that break each rule of a sign-in area's form: empty, malformed, too long, mismatched. */
const BAD_INPUTS: object[] = [
  {},
  { email: 'ana@primer', password: 'x', fullName: '', memberType: 'nepostojeci' },
  { email: 'a@b.rs', password: 'č'.repeat(73), currentPassword: '', newPassword: 'kratka', confirmPassword: 'druga' },
  { email: 'a@b.rs', password: 'dugacka-lozinka', confirmPassword: 'druga-lozinka', newPassword: 'x'.repeat(80) },
  { fullName: 'x'.repeat(300), bio: 'x'.repeat(5_000), linkedinUrl: 'nije adresa', phone: 'x'.repeat(100) },
];

// The sign-in pages' forms check in the browser with these schemas; on a Cyrillic page each
// message they can show must have its Cyrillic text in the table the page hands the form.
describe('the sign-in areas’ forms: their client-check messages in Cyrillic', () => {
  it.each<[string, Schema, string?]>([
    ['admin sign-in', signInSchema],
    ['admin sign-up', signUpSchema],
    ['password change', passwordChangeSchema, AUTH_MESSAGES.passwordsDiffer],
    ['new confirmation link', resendConfirmationSchema],
    ['password reset request', passwordResetRequestSchema],
    ['new password', passwordResetSchema, RESET_MESSAGES.passwordsDiffer],
    ['member sign-in', memberSignInSchema],
    ['member sign-up', memberSignUpSchema],
    ['completing a sign-up', memberCompleteSignUpSchema],
  ])('%s', (_name, schema, refinement) => {
    const table = formMessagesIn('cir', schema)!;
    const shown = BAD_INPUTS.flatMap((input) => {
      const parsed = schema.safeParse(input);
      return parsed.success ? [] : (parsed.error?.issues.map((issue) => issue.message) ?? []);
    });
    expect(shown.length).toBeGreaterThan(0);
    if (refinement) expect(shown).toContain(refinement);
    for (const message of shown) expect(table[message], message).toMatch(/^[^a-zčćšžđ]*[а-шђјљњћџ]/i);
  });
});
