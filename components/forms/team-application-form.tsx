'use client';

import { optionsOf } from '@/components/ui/select';
import { submitTeamApplication } from '@/lib/actions/public';
import { TEAM_ROLES } from '@/lib/validation/team-roles';

import { FormDialog } from './form-dialog';
import { EmailField, SelectField, TextAreaField, TextField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import type { PublicFormPage } from './public-form-texts';
import type { TeamApplicationTexts } from './team-application-dialog';
import { useFormInDialog } from './use-form-in-dialog';

const loadTeamApplicationSchema = () =>
  import('@/lib/validation/team-application').then((module) => module.teamApplicationSchema);

/** The team application's dialog and form, with its texts from the page (`TeamApplicationDialog`). */
export function TeamApplicationForm({
  texts,
  page,
  triggerLabel,
  className,
}: {
  texts: TeamApplicationTexts;
  page: PublicFormPage;
  triggerLabel: string;
  className?: string;
}) {
  const { controller, dialog } = useFormInDialog({
    loadSchema: loadTeamApplicationSchema,
    action: submitTeamApplication,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
  });

  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title={texts.title}
      description={texts.description}
      {...dialog}
      triggerClassName={className}
    >
      <form {...controller.formProps} className="relative grid gap-4" aria-label={texts.form}>
        <TextField controller={controller} name="name" label={texts.name} autoComplete="name" required />
        <EmailField controller={controller} label={page.texts.email} />
        <TextField controller={controller} name="phone" label={texts.phone} type="tel" autoComplete="tel" />
        <SelectField
          controller={controller}
          name="role"
          label={texts.role}
          placeholder={texts.rolePlaceholder}
          options={optionsOf(TEAM_ROLES, texts.roles)}
          required
        />
        <TextAreaField controller={controller} name="experience" label={texts.experience} rows={4} required />
        <TextAreaField controller={controller} name="motivation" label={texts.motivation} rows={4} required />
        <PublicFormEnd controller={controller} page={page}>
          {texts.send}
        </PublicFormEnd>
      </form>
    </FormDialog>
  );
}
