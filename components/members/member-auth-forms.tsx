import { MEMBER_SIGN_UP_TEXTS, SIGN_IN_TEXTS } from '@/components/auth/auth-texts';
import { publicFormProps } from '@/components/forms/public-form-props';
import { labelsIn } from '@/lib/i18n/text-template';
import { textIn } from '@/lib/i18n/texts';
import { MEMBER_TYPE_OPTIONS } from '@/lib/members/options';
import { memberCompleteSignUpSchema, memberSignInSchema, memberSignUpSchema } from '@/lib/validation/members';

import {
  CompleteSignUpFields,
  MemberSignInFields,
  MemberSignUpFields,
  type MemberSignUpForm,
} from './member-auth-form-fields';
import { memberTypeFieldsTextsIn } from './member-type-fields-texts';

/** /members/auth 'Prijava' in the page's script. */
export async function MemberSignInForm({ defaultEmail }: { defaultEmail?: string }) {
  return (
    <MemberSignInFields defaultEmail={defaultEmail} {...await publicFormProps(SIGN_IN_TEXTS, memberSignInSchema)} />
  );
}

/** A sign-up form's texts and choices in the page's script (the choices' values stay as sent). */
async function signUpForm(schema: unknown): Promise<MemberSignUpForm> {
  const { texts, page } = await publicFormProps(MEMBER_SIGN_UP_TEXTS, schema);
  const text = textIn(page.script);
  return {
    texts,
    page,
    memberTypes: labelsIn(text, MEMBER_TYPE_OPTIONS),
    typeFields: memberTypeFieldsTextsIn(text),
  };
}

/** /members/auth 'Registracija' in the page's script. */
export async function MemberSignUpForm({ defaultEmail }: { defaultEmail?: string }) {
  return <MemberSignUpFields defaultEmail={defaultEmail} {...await signUpForm(memberSignUpSchema)} />;
}

/** A signed-in account without a profile finishes its registration, in the page's script. */
export async function CompleteSignUpForm({ email }: { email: string }) {
  return <CompleteSignUpFields email={email} {...await signUpForm(memberCompleteSignUpSchema)} />;
}
