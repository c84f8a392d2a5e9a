'use client';

import { useRouter } from 'next/navigation';

import { FormStatus, SelectField, SubmitButton, TextField } from '@/components/forms/form-parts';
import { useServerForm } from '@/components/forms/use-server-form';
import { grantRole } from '@/lib/actions/admin-team';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '@/lib/admin/roles';
import { ROLE_MESSAGES } from '@/lib/validation/admin-team';

const loadRoleSchema = () => import('@/lib/validation/admin-team').then((module) => module.roleChangeSchema);

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
}));

/**
 * 'Dodeli ulogu': the id of an account whose address is confirmed (its owner reads it on the
 * 'Nemate dozvolu' card) and one of the team's roles.
 */
export function RoleGrantForm() {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: loadRoleSchema,
    action: grantRole,
    fallbackError: ROLE_MESSAGES.failed,
    // The team list below shows the new role.
    onSuccess: () => router.refresh(),
  });
  return (
    <form {...controller.formProps} aria-label="Dodeli ulogu" className="grid gap-3">
      <TextField controller={controller} name="userId" label="ID naloga" autoComplete="off" required />
      <SelectField
        controller={controller}
        name="role"
        label="Uloga"
        options={ROLE_OPTIONS}
        placeholder="Izaberite ulogu"
        required
      />
      <SubmitButton pending={controller.pending}>Dodeli ulogu</SubmitButton>
      <FormStatus controller={controller} />
    </form>
  );
}
