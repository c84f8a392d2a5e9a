import { FIELD_LABELS, FORM_MESSAGES } from '@/lib/validation/messages';
import { teamApplicationSchema } from '@/lib/validation/team-application';
import { TEAM_ROLE_LABELS } from '@/lib/validation/team-roles';

import { publicFormProps } from './public-form-props';
import { TeamApplicationForm } from './team-application-form';

/** The team application's texts, typed in Latin. */
const TEAM_APPLICATION_TEXTS = {
  trigger: 'Prijavi se u tim',
  title: 'Prijava za tim ili mentorstvo',
  description: 'Želiš da budeš deo tima ili mentor u zajednici? Popuni formu i kontaktiraćemo te.',
  form: 'Prijava za tim',
  name: FIELD_LABELS.fullName as string,
  phone: 'Telefon (opciono)',
  role: FIELD_LABELS.role as string,
  rolePlaceholder: 'Izaberi ulogu',
  roles: TEAM_ROLE_LABELS,
  experience: FIELD_LABELS.experience as string,
  motivation: FIELD_LABELS.motivation as string,
  send: 'Pošalji prijavu',
  fallback: FORM_MESSAGES.applicationFallback as string,
};

export type TeamApplicationTexts = typeof TEAM_APPLICATION_TEXTS;

export interface TeamApplicationDialogProps {
  triggerLabel?: string;
  className?: string;
}

/** The team or mentor application of /team, in a modal with its own trigger (spec public-site §2, §5), in the page's script. */
export async function TeamApplicationDialog({ triggerLabel, className }: TeamApplicationDialogProps) {
  const { texts, page } = await publicFormProps(TEAM_APPLICATION_TEXTS, teamApplicationSchema);
  return (
    <TeamApplicationForm texts={texts} page={page} triggerLabel={triggerLabel ?? texts.trigger} className={className} />
  );
}
