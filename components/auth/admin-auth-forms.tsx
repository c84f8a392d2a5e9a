import { publicFormProps } from '@/components/forms/public-form-props';
import { signInSchema, signUpSchema } from '@/lib/validation/auth';

import { SIGN_IN_TEXTS, SIGN_UP_TEXTS } from './auth-texts';
import { SignInFormFields, SignUpFormFields } from './admin-auth-form-fields';

/** /auth 'Prijava' in the page's script. */
export async function SignInForm({ next }: { next?: string }) {
  return <SignInFormFields next={next} {...await publicFormProps(SIGN_IN_TEXTS, signInSchema)} />;
}

/** /auth 'Registracija' in the page's script. */
export async function SignUpForm() {
  return <SignUpFormFields {...await publicFormProps(SIGN_UP_TEXTS, signUpSchema)} />;
}
