'use client';

import { useRouter } from 'next/navigation';

import { EmailField, FormStatus, SubmitButton } from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { resetPassword, sendPasswordResetLink } from '@/lib/actions/password-reset';
import { AUTH_MESSAGES } from '@/lib/validation/auth';
import { RESET_MESSAGES, type ResetArea } from '@/lib/validation/password-reset';

import { NewPasswordFields } from './password-field';

const loadRequestSchema = () =>
  import('@/lib/validation/password-reset').then((module) => module.passwordResetRequestSchema);
const loadResetSchema = () => import('@/lib/validation/password-reset').then((module) => module.passwordResetSchema);

/**
 * 'Zaboravljena lozinka': the address of the account. The answer is the same whether or not it
 * has one (the server decides; this form only shows it).
 */
export function PasswordResetRequestForm({ area }: { area: ResetArea }) {
  const controller = useServerForm({
    loadSchema: loadRequestSchema,
    action: sendPasswordResetLink,
    fallbackError: AUTH_MESSAGES.genericFailure,
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={RESET_MESSAGES.requestTitle}>
      <EmailField controller={controller} />
      <input type="hidden" name="area" value={area} />
      <SubmitButton pending={controller.pending}>{RESET_MESSAGES.requestButton}</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}

/**
 * The page of the mailed link: the new password twice (the sign-up's rules). The link's proof
 * travels in hidden fields and is used only by this POST; on success to the sign-in page.
 */
export function NewPasswordForm({
  area,
  proof,
  permalink,
}: {
  area: ResetArea;
  proof: { token?: string; code?: string; tokenHash?: string };
  /** This page with its query, so a submission without JavaScript comes back to the same link. */
  permalink: string;
}) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadResetSchema,
    action: resetPassword,
    fallbackError: RESET_MESSAGES.failedTitle,
    permalink,
    onSuccess: (result) => router.replace(result.data.redirectTo),
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label={RESET_MESSAGES.setTitle}>
      <NewPasswordFields controller={controller} name="password" />
      {proof.token ? <input type="hidden" name="token" value={proof.token} /> : null}
      {proof.code ? <input type="hidden" name="code" value={proof.code} /> : null}
      {proof.tokenHash ? <input type="hidden" name="tokenHash" value={proof.tokenHash} /> : null}
      <input type="hidden" name="area" value={area} />
      <SubmitButton pending={controller.pending}>{RESET_MESSAGES.setButton}</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
