'use client';

import { useRouter } from 'next/navigation';

import { FormStatus, SubmitButton, TextField } from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { grantAdminRights } from '@/lib/actions/admin-members';
import { ADMIN_GRANT_MESSAGES } from '@/lib/validation/admin-members';

const loadGrantSchema = () => import('@/lib/validation/admin-members').then((module) => module.adminGrantSchema);

/**
 * 'Novi administrator': the id of an account whose address is confirmed (its owner reads it on
 * the 'Nemate dozvolu' card), and a box that confirms the grant.
 */
export function AdminGrantForm() {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadGrantSchema,
    action: grantAdminRights,
    fallbackError: ADMIN_GRANT_MESSAGES.failed,
    // The team list below shows the new admin.
    onSuccess: () => router.refresh(),
  });
  return (
    <form {...controller.formProps} aria-label="Novi administrator" className="grid gap-3">
      <TextField controller={controller} name="userId" label="ID naloga" autoComplete="off" required />
      <label className="flex items-start gap-2 text-sm" htmlFor={controller.idFor('confirm')}>
        <input
          id={controller.idFor('confirm')}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          {...controller.form.register('confirm')}
          value="on"
        />
        Potvrđujem da ovaj nalog dobija sva administratorska prava (sadržaj sajta, članovi, pošta i fajlovi).
      </label>
      <SubmitButton pending={controller.pending}>Dodaj administratora</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
