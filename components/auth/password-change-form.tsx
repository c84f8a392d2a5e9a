'use client';

import { FormStatus, SubmitButton } from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { changePassword } from '@/lib/actions/auth';
import { AUTH_MESSAGES } from '@/lib/validation/auth';

import { NewPasswordFields, PasswordField } from './password-field';

const loadSchema = () => import('@/lib/validation/auth').then((module) => module.passwordChangeSchema);

/** Any signed-in account: current password, the new one twice. */
export function PasswordChangeForm() {
  const controller = useServerForm({
    loadSchema,
    action: changePassword,
    fallbackError: AUTH_MESSAGES.passwordChangeFailed,
  });
  return (
    <form {...controller.formProps} className="grid gap-4" aria-label="Promena lozinke">
      <PasswordField
        controller={controller}
        name="currentPassword"
        label="Trenutna lozinka"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields controller={controller} name="newPassword" />
      <SubmitButton pending={controller.pending}>Promeni lozinku</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
