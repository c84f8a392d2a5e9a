'use client';

import { useRouter } from 'next/navigation';

import { FormStatus, SubmitButton, TextField } from '@/components/forms/form-parts';
import { useServerForm, type ScriptMessages } from '@/components/forms/use-server-form';
import { grantAdminRights } from '@/lib/actions/admin-members';

import type { AdminGrantFormTexts } from './admin-grant-texts';

const loadGrantSchema = () => import('@/lib/validation/admin-members').then((module) => module.adminGrantSchema);

/**
 * 'Novi administrator': the id of an account whose address is confirmed (its owner reads it on
 * the 'Nemate dozvolu' card), and a box that confirms the grant. Texts and the schema's messages
 * come in the page's script (`AdminGrantForm`).
 */
export function AdminGrantFormFields({
  texts,
  messages,
}: {
  texts: AdminGrantFormTexts;
  messages: ScriptMessages | undefined;
}) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadGrantSchema,
    action: grantAdminRights,
    fallbackError: texts.failed,
    messages,
    errorTitle: texts.errorTitle,
    // The team list below shows the new admin.
    onSuccess: () => router.refresh(),
  });
  return (
    <form {...controller.formProps} aria-label={texts.form} className="grid gap-3">
      <TextField controller={controller} name="userId" label={texts.userId} autoComplete="off" required />
      <label className="flex items-start gap-2 text-sm" htmlFor={controller.idFor('confirm')}>
        <input
          id={controller.idFor('confirm')}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          {...controller.form.register('confirm')}
          value="on"
        />
        {texts.confirm}
      </label>
      <SubmitButton pending={controller.pending} pendingLabel={texts.sending}>
        {texts.submit}
      </SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
