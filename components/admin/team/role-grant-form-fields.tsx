'use client';

import { useRouter } from 'next/navigation';

import { FormStatus, ScriptField, SelectField, SubmitButton, TextField } from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { grantRole } from '@/lib/actions/admin-team';

import type { RoleGrantFormTexts } from './role-grant-form';

const loadRoleSchema = () => import('@/lib/validation/admin-team').then((module) => module.roleChangeSchema);

/** The form of `RoleGrantForm`, with its texts in the page's script. */
export function RoleGrantFormFields({ texts }: { texts: RoleGrantFormTexts }) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadRoleSchema,
    action: grantRole,
    fallbackError: texts.failed,
    messages: texts.messages,
    errorTitle: texts.errorTitle,
    // The team list below shows the new role.
    onSuccess: () => router.refresh(),
  });
  return (
    <form {...controller.formProps} aria-label={texts.grant} className="grid gap-3">
      <TextField controller={controller} name="userId" label={texts.userId} autoComplete="off" required />
      <SelectField
        controller={controller}
        name="role"
        label={texts.role}
        options={texts.roles}
        placeholder={texts.chooseRole}
        required
      />
      <ScriptField script={texts.script} />
      <SubmitButton pending={controller.pending} pendingLabel={texts.sending}>
        {texts.grant}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
