import { publicFormProps } from '@/components/forms/public-form-props';
import { passwordResetRequestSchema, passwordResetSchema, type ResetArea } from '@/lib/validation/password-reset';

import { PASSWORD_RESET_TEXTS } from './auth-texts';
import { NewPasswordFormFields, PasswordResetRequestFields } from './password-reset-form-fields';

/** 'Zaboravljena lozinka' in the page's script. */
export async function PasswordResetRequestForm({ area }: { area: ResetArea }) {
  return (
    <PasswordResetRequestFields
      area={area}
      {...await publicFormProps(PASSWORD_RESET_TEXTS, passwordResetRequestSchema)}
    />
  );
}

/** The mailed link's form in the page's script. */
export async function NewPasswordForm({
  area,
  proof,
  permalink,
}: {
  area: ResetArea;
  proof: { token?: string; code?: string; tokenHash?: string };
  /** This page with its query, in the page's script. */
  permalink: string;
}) {
  return (
    <NewPasswordFormFields
      area={area}
      proof={proof}
      permalink={permalink}
      {...await publicFormProps(PASSWORD_RESET_TEXTS, passwordResetSchema)}
    />
  );
}
