'use client';

import { optionsOf } from '@/components/ui/select';
import { submitTeamApplication } from '@/lib/actions/public';
import { FORM_MESSAGES } from '@/lib/validation/messages';
import { TEAM_ROLE_LABELS, TEAM_ROLES } from '@/lib/validation/team-roles';

import { FormDialog } from './form-dialog';
import { EmailField, SelectField, TextAreaField, TextField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import { useFormInDialog } from './use-form-in-dialog';

const loadTeamApplicationSchema = () =>
  import('@/lib/validation/team-application').then((module) => module.teamApplicationSchema);

export interface TeamApplicationDialogProps {
  triggerLabel?: string;
  className?: string;
}

/** The team or mentor application of /team, in a modal with its own trigger (spec public-site §2, §5). */
export function TeamApplicationDialog({ triggerLabel = 'Prijavi se u tim', className }: TeamApplicationDialogProps) {
  const { controller, dialog } = useFormInDialog({
    loadSchema: loadTeamApplicationSchema,
    action: submitTeamApplication,
    fallbackError: FORM_MESSAGES.applicationFallback,
  });

  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title="Prijava za tim ili mentorstvo"
      description="Želiš da budeš deo tima ili mentor u zajednici? Popuni formu i kontaktiraćemo te."
      {...dialog}
      triggerClassName={className}
    >
      <form {...controller.formProps} className="relative grid gap-4" aria-label="Prijava za tim">
        <TextField controller={controller} name="name" label="Ime i prezime" autoComplete="name" required />
        <EmailField controller={controller} />
        <TextField controller={controller} name="phone" label="Telefon (opciono)" type="tel" autoComplete="tel" />
        <SelectField
          controller={controller}
          name="role"
          label="Uloga"
          placeholder="Izaberi ulogu"
          options={optionsOf(TEAM_ROLES, TEAM_ROLE_LABELS)}
          required
        />
        <TextAreaField controller={controller} name="experience" label="Iskustvo" rows={4} required />
        <TextAreaField controller={controller} name="motivation" label="Motivacija" rows={4} required />
        <PublicFormEnd controller={controller}>Pošalji prijavu</PublicFormEnd>
      </form>
    </FormDialog>
  );
}
