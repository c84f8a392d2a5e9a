'use client';

import { useRouter } from 'next/navigation';

import { EmailField, FormStatus, ScriptField, SubmitButton } from '@/components/forms/form-parts';
import type { PublicFormPage } from '@/components/forms/public-form-texts';
import { useServerForm } from '@/components/forms/use-server-form';
import { resetPassword, sendPasswordResetLink } from '@/lib/actions/password-reset';
import type { ResetArea } from '@/lib/validation/password-reset';

import type { PasswordResetTexts } from './auth-texts';
import { NewPasswordFields } from './password-field';

const loadRequestSchema = () =>
  import('@/lib/validation/password-reset').then((module) => module.passwordResetRequestSchema);
const loadResetSchema = () => import('@/lib/validation/password-reset').then((module) => module.passwordResetSchema);

interface PasswordResetFormProps {
  area: ResetArea;
  texts: PasswordResetTexts;
  page: PublicFormPage;
}

/**
 * 'Zaboravljena lozinka': the address of the account. The answer is the same whether or not it
 * has one (the server decides; this form only shows it).
 */
export function PasswordResetRequestFields({ area, texts, page }: PasswordResetFormProps) {
  const controller = useServerForm({
    loadSchema: loadRequestSchema,
    action: sendPasswordResetLink,
    fallbackError: texts.requestFallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.requestForm}>
      <ScriptField script={page.script} />
      <EmailField controller={controller} label={page.texts.email} />
      <input type="hidden" name="area" value={area} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.requestSubmit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/**
 * The page of the mailed link: the new password twice (the sign-up's rules). The link's proof
 * travels in hidden fields and is used only by this POST; on success to the sign-in page.
 */
export function NewPasswordFormFields({
  area,
  proof,
  permalink,
  texts,
  page,
}: PasswordResetFormProps & {
  proof: { token?: string; code?: string; tokenHash?: string };
  /** This page with its query, so a submission without JavaScript comes back to the same link. */
  permalink: string;
}) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadResetSchema,
    action: resetPassword,
    fallbackError: texts.setFallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
    permalink,
    onSuccess: (result) => router.replace(result.data.redirectTo),
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={texts.setForm}>
      <ScriptField script={page.script} />
      <NewPasswordFields controller={controller} name="password" texts={texts.password} />
      {proof.token ? <input type="hidden" name="token" value={proof.token} /> : null}
      {proof.code ? <input type="hidden" name="code" value={proof.code} /> : null}
      {proof.tokenHash ? <input type="hidden" name="tokenHash" value={proof.tokenHash} /> : null}
      <input type="hidden" name="area" value={area} />
      <SubmitButton pending={controller.pending} pendingLabel={page.texts.sending}>
        {texts.setSubmit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
