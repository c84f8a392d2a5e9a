import { publicFormProps } from '@/components/forms/public-form-props';
import { passwordChangeSchema } from '@/lib/validation/auth';

import { PASSWORD_CHANGE_TEXTS } from './auth-texts';
import { PasswordChangeFields } from './password-change-fields';

/** The password change in the page's script. */
export async function PasswordChangeForm() {
  return <PasswordChangeFields {...await publicFormProps(PASSWORD_CHANGE_TEXTS, passwordChangeSchema)} />;
}
