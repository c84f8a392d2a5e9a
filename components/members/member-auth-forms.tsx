'use client';

import { PrivacyNote } from '@/components/forms/privacy-note';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { NewPasswordField, PasswordField } from '@/components/auth/password-field';
import {
  EmailField,
  FormStatus,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/forms/form-parts';
import {
  useServerForm,
  type ServerFormController,
  type UseServerFormOptions,
} from '@/components/forms/use-server-form';
import { MemberTypeFields } from '@/components/members/member-type-fields';
import { completeMemberSignUp, memberSignIn, memberSignUp } from '@/lib/actions/members';
import { MEMBER_TYPE_OPTIONS } from '@/lib/members/options';
import { MEMBER_MESSAGES, SIGN_IN_REDIRECT_DELAY_MS, SIGN_UP_REDIRECT_DELAY_MS } from '@/lib/validation/members';

const loadSignInSchema = () => import('@/lib/validation/members').then((module) => module.memberSignInSchema);
const loadSignUpSchema = () => import('@/lib/validation/members').then((module) => module.memberSignUpSchema);
const loadCompleteSchema = () => import('@/lib/validation/members').then((module) => module.memberCompleteSignUpSchema);

/**
 * After the toast, the spec's pause (1 s after sign-in, 2 s after sign-up), then the next page.
 * When the action set a session cookie the page refreshes first and /members/auth moves on by
 * itself (SignedInRedirect); this covers the answers that set none (completing a registration).
 */
function useDelayedNavigation(delayMs: number) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return (path: string) => {
    timer.current = setTimeout(() => {
      router.replace(path);
      router.refresh();
    }, delayMs);
  };
}

/**
 * The state of a form that signs in or registers: messages beside the fields, and on success the
 * page the answer names, after the spec's pause.
 */
function useMemberAuthForm(
  options: Pick<UseServerFormOptions<{ redirectTo: string }>, 'loadSchema' | 'action' | 'fallbackError'>,
  delayMs: number,
) {
  const navigate = useDelayedNavigation(delayMs);
  return useServerForm({
    ...options,
    fieldMessagesOnly: true,
    onSuccess: (result) => navigate(result.data.redirectTo),
  });
}

/** 'Prijava': e-mail and password; then where the member's standing leads (spec §4). */
export function MemberSignInForm({ defaultEmail }: { defaultEmail?: string }) {
  const controller = useMemberAuthForm(
    { loadSchema: loadSignInSchema, action: memberSignIn, fallbackError: MEMBER_MESSAGES.unexpected },
    SIGN_IN_REDIRECT_DELAY_MS,
  );
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label="Prijava">
      <EmailField controller={controller} initialValue={defaultEmail} />
      <PasswordField controller={controller} name="password" label="Lozinka" autoComplete="current-password" required />
      <SubmitButton pending={controller.pending}>Prijavi se</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/**
 * The profile part of the sign-up (spec §2): type, then stage for startups and industry for
 * startups and companies. Without JavaScript every field shows; the server drops what the type
 * does not ask.
 */
function SignUpProfileFields({ controller }: { controller: ServerFormController }) {
  const memberType = controller.form.watch('memberType') as string | undefined;
  return (
    <>
      <TextField controller={controller} name="fullName" label="Ime i prezime" autoComplete="name" required />
      <SelectField
        controller={controller}
        name="memberType"
        label="Tip člana"
        placeholder="Izaberite tip člana"
        options={MEMBER_TYPE_OPTIONS}
        required
      />
      <MemberTypeFields controller={controller} memberType={memberType ?? ''} sayForWhom />
      <TextAreaField controller={controller} name="bio" label="Kratka biografija" rows={3} />
      <TextField controller={controller} name="whatTheyDo" label="Čime se bavite" />
      <TextField
        controller={controller}
        name="linkedinUrl"
        label="LinkedIn profil"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/..."
      />
      <TextField controller={controller} name="phone" label="Telefon" type="tel" autoComplete="tel" />
    </>
  );
}

/**
 * 'Registracija': the account and a pending profile; then the pending page. An address that
 * already has an account switches to 'Prijava' with the address filled in (spec §8).
 */
export function MemberSignUpForm({ defaultEmail }: { defaultEmail?: string }) {
  const router = useRouter();
  const controller = useMemberAuthForm(
    { loadSchema: loadSignUpSchema, action: memberSignUp, fallbackError: MEMBER_MESSAGES.signUpUnexpected },
    SIGN_UP_REDIRECT_DELAY_MS,
  );
  const { state } = controller;
  useEffect(() => {
    if (state?.ok === false && state.title === MEMBER_MESSAGES.userExistsTitle) {
      router.replace(`/members/auth?${new URLSearchParams({ tab: 'prijava', email: state.values?.email ?? '' })}`);
    }
  }, [state, router]);
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label="Registracija">
      <EmailField controller={controller} initialValue={defaultEmail} />
      <NewPasswordField controller={controller} name="password" label="Lozinka" />
      <SignUpProfileFields controller={controller} />
      <PrivacyNote />
      <SubmitButton pending={controller.pending}>Registruj se</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/** A signed-in account without a profile (e.g. after Google) finishes its registration. */
export function CompleteSignUpForm({ email }: { email: string }) {
  const controller = useMemberAuthForm(
    { loadSchema: loadCompleteSchema, action: completeMemberSignUp, fallbackError: MEMBER_MESSAGES.signUpUnexpected },
    SIGN_UP_REDIRECT_DELAY_MS,
  );
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label="Registracija">
      <div className="grid gap-1.5">
        <label htmlFor={controller.idFor('accountEmail')} className="text-sm font-medium">
          Email
        </label>
        <input
          id={controller.idFor('accountEmail')}
          value={email}
          readOnly
          className="h-10 rounded-xl border bg-muted px-3 text-sm"
        />
      </div>
      <SignUpProfileFields controller={controller} />
      <PrivacyNote />
      <SubmitButton pending={controller.pending}>Završi registraciju</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
