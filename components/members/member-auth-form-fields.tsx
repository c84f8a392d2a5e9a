'use client';

import { PrivacyNote } from '@/components/forms/privacy-note';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { NewPasswordField, SignInCredentialFields } from '@/components/auth/password-field';
import {
  EmailField,
  FormStatus,
  ScriptField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/forms/form-parts';
import type { MemberSignUpTexts, SignInTexts } from '@/components/auth/auth-texts';
import type { PublicFormPage } from '@/components/forms/public-form-texts';
import {
  useServerForm,
  type ServerFormController,
  type UseServerFormOptions,
} from '@/components/forms/use-server-form';
import { MemberTypeFields } from '@/components/members/member-type-fields';
import type { MemberTypeFieldsTexts } from '@/components/members/member-type-fields-texts';
import { completeMemberSignUp, memberSignIn, memberSignUp } from '@/lib/actions/members';
import { scriptPath } from '@/lib/i18n/script';
import { SIGN_IN_REDIRECT_DELAY_MS, SIGN_UP_REDIRECT_DELAY_MS } from '@/lib/validation/members';

/** What the sign-up forms take from their page: texts, the member types' choices, the shared texts. */
export interface MemberSignUpForm {
  texts: MemberSignUpTexts;
  memberTypes: readonly { value: string; label: string }[];
  /** The stage and industry fields' words. */
  typeFields: MemberTypeFieldsTexts;
  page: PublicFormPage;
}

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
  page: PublicFormPage,
  delayMs: number,
) {
  const navigate = useDelayedNavigation(delayMs);
  return useServerForm({
    ...options,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
    fieldMessagesOnly: true,
    onSuccess: (result) => navigate(result.data.redirectTo),
  });
}

/** 'Prijava': e-mail and password; then where the member's standing leads (spec §4). */
export function MemberSignInFields({
  defaultEmail,
  texts,
  page,
}: {
  defaultEmail?: string;
  texts: SignInTexts;
  page: PublicFormPage;
}) {
  const controller = useMemberAuthForm(
    { loadSchema: loadSignInSchema, action: memberSignIn, fallbackError: texts.memberFallback },
    page,
    SIGN_IN_REDIRECT_DELAY_MS,
  );
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.form}>
      <ScriptField script={page.script} />
      <SignInCredentialFields
        controller={controller}
        emailLabel={page.texts.email}
        defaultEmail={defaultEmail}
        texts={texts}
      />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.submit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/**
 * The profile part of the sign-up (spec §2): type, then stage for startups and industry for
 * startups and companies. Without JavaScript every field shows; the server drops what the type
 * does not ask.
 */
function SignUpProfileFields({ controller, form }: { controller: ServerFormController; form: MemberSignUpForm }) {
  const memberType = controller.form.watch('memberType') as string | undefined;
  const { texts } = form;
  return (
    <>
      <TextField controller={controller} name="fullName" label={texts.fullName} autoComplete="name" required />
      <SelectField
        controller={controller}
        name="memberType"
        label={texts.memberType}
        placeholder={texts.memberTypePlaceholder}
        options={form.memberTypes}
        required
      />
      <MemberTypeFields controller={controller} memberType={memberType ?? ''} sayForWhom texts={form.typeFields} />
      <TextAreaField controller={controller} name="bio" label={texts.bio} rows={3} />
      <TextField controller={controller} name="whatTheyDo" label={texts.whatTheyDo} />
      <TextField
        controller={controller}
        name="linkedinUrl"
        label={texts.linkedin}
        inputMode="url"
        placeholder="https://www.linkedin.com/in/..."
      />
      <TextField controller={controller} name="phone" label={texts.phone} type="tel" autoComplete="tel" />
    </>
  );
}

/**
 * 'Registracija': the account and a pending profile; then the pending page. An address that
 * already has an account switches to 'Prijava' with the address filled in (spec §8).
 */
export function MemberSignUpFields({ defaultEmail, ...form }: MemberSignUpForm & { defaultEmail?: string }) {
  const router = useRouter();
  const { texts, page } = form;
  const controller = useMemberAuthForm(
    { loadSchema: loadSignUpSchema, action: memberSignUp, fallbackError: texts.fallback },
    page,
    SIGN_UP_REDIRECT_DELAY_MS,
  );
  const { state } = controller;
  useEffect(() => {
    if (state?.ok === false && state.title === texts.userExistsTitle) {
      const query = new URLSearchParams({ tab: 'prijava', email: state.values?.email ?? '' });
      router.replace(scriptPath(page.script, `/members/auth?${query}`));
    }
  }, [state, router, texts.userExistsTitle, page.script]);
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.form}>
      <ScriptField script={page.script} />
      <EmailField controller={controller} initialValue={defaultEmail} label={page.texts.email} />
      <NewPasswordField
        controller={controller}
        name="password"
        label={texts.password.password}
        texts={texts.password}
      />
      <SignUpProfileFields controller={controller} form={form} />
      <PrivacyNote page={page} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.submit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/** A signed-in account without a profile (e.g. after Google) finishes its registration. */
export function CompleteSignUpFields({ email, ...form }: MemberSignUpForm & { email: string }) {
  const { texts, page } = form;
  const controller = useMemberAuthForm(
    { loadSchema: loadCompleteSchema, action: completeMemberSignUp, fallbackError: texts.fallback },
    page,
    SIGN_UP_REDIRECT_DELAY_MS,
  );
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.form}>
      <ScriptField script={page.script} />
      <div className="grid gap-1.5">
        <label htmlFor={controller.idFor('accountEmail')} className="text-sm font-medium">
          {texts.accountEmail}
        </label>
        <input
          id={controller.idFor('accountEmail')}
          value={email}
          readOnly
          className="h-10 rounded-xl border bg-muted px-3 text-sm"
        />
      </div>
      <SignUpProfileFields controller={controller} form={form} />
      <PrivacyNote page={page} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.complete}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
