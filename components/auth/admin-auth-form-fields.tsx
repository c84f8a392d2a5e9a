'use client';

import { PrivacyNote } from '@/components/forms/privacy-note';
import { useRouter } from 'next/navigation';

import { EmailField, FormStatus, ScriptField, SubmitButton, TextField } from '@/components/forms/form-parts';
import type { PublicFormPage } from '@/components/forms/public-form-texts';
import { useServerForm } from '@/components/forms/use-server-form';
import { signIn, signUp } from '@/lib/actions/auth';
import { scriptPath } from '@/lib/i18n/script';

import type { SignInTexts, SignUpTexts } from './auth-texts';
import { NewPasswordField, SignInCredentialFields } from './password-field';

const loadSignInSchema = () => import('@/lib/validation/auth').then((module) => module.signInSchema);
const loadSignUpSchema = () => import('@/lib/validation/auth').then((module) => module.signUpSchema);

/** /auth 'Prijava': e-mail and password; on success to /admin or the safe `next` path. */
export function SignInFormFields({ next, texts, page }: { next?: string; texts: SignInTexts; page: PublicFormPage }) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadSignInSchema,
    action: signIn,
    fallbackError: texts.adminFallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
    onSuccess: (result) => {
      router.replace(result.data.redirectTo);
      router.refresh();
    },
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.form}>
      <ScriptField script={page.script} />
      <SignInCredentialFields controller={controller} emailLabel={page.texts.email} texts={texts} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.submit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/** /auth 'Registracija': full name, e-mail and password; the address is confirmed by e-mail. */
export function SignUpFormFields({ texts, page }: { texts: SignUpTexts; page: PublicFormPage }) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadSignUpSchema,
    action: signUp,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
    // The page that says to check the mail.
    onSuccess: (result) => router.replace(result.data?.redirectTo ?? scriptPath(page.script, '/auth')),
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.form}>
      <ScriptField script={page.script} />
      <TextField controller={controller} name="fullName" label={texts.fullName} autoComplete="name" required />
      <EmailField controller={controller} label={page.texts.email} />
      <NewPasswordField
        controller={controller}
        name="password"
        label={texts.password.password}
        texts={texts.password}
      />
      <PrivacyNote page={page} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.submit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
