import { publicFormProps } from '@/components/forms/public-form-props';
import { resendConfirmationSchema } from '@/lib/validation/auth';

import { RESEND_CONFIRMATION_TEXTS } from './auth-texts';
import { ResendConfirmationFields } from './resend-confirmation-fields';

/** 'Pošalji link ponovo' in the page's script. */
export async function ResendConfirmationForm() {
  return <ResendConfirmationFields {...await publicFormProps(RESEND_CONFIRMATION_TEXTS, resendConfirmationSchema)} />;
}
