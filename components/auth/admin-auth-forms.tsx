'use client';

import { PrivacyNote } from '@/components/forms/privacy-note';
import { useRouter } from 'next/navigation';

import { EmailField, FormStatus, SubmitButton, TextField } from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { signIn, signUp } from '@/lib/actions/auth';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

import { NewPasswordField, PasswordField } from './password-field';

const loadSignInSchema = () => import('@/lib/validation/auth').then((module) => module.signInSchema);
const loadSignUpSchema = () => import('@/lib/validation/auth').then((module) => module.signUpSchema);

/** /auth 'Prijava': e-mail and password; on success to /admin or the safe `next` path. */
export function SignInForm({ next }: { next?: string }) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadSignInSchema,
    action: signIn,
    fallbackError: AUTH_MESSAGES.genericFailure,
    onSuccess: (result) => {
      router.replace(result.data.redirectTo);
      router.refresh();
    },
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label="Prijava">
      <EmailField controller={controller} />
      <PasswordField controller={controller} name="password" label="Lozinka" autoComplete="current-password" required />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <SubmitButton pending={controller.pending}>Prijavi se</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/** /auth 'Registracija': full name, e-mail and password; the address is confirmed by e-mail. */
export function SignUpForm() {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadSignUpSchema,
    action: signUp,
    fallbackError: AUTH_MESSAGES.genericFailure,
    // The page that says to check the mail.
    onSuccess: (result) => router.replace(result.data?.redirectTo ?? '/auth'),
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label="Registracija">
      <TextField controller={controller} name="fullName" label="Ime i prezime" autoComplete="name" required />
      <EmailField controller={controller} />
      <NewPasswordField controller={controller} name="password" label="Lozinka" />
      <PrivacyNote />
      <SubmitButton pending={controller.pending}>Registruj se</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
