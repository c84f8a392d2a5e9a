import * as z from 'zod/mini';

import { FIELD_LABELS, FORM_ERROR_PATH, FORM_MESSAGES } from './messages';
import { emailField, LIMITS, nameField, optionalTextField, textField } from './shared';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from './team-roles';

export { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from './team-roles';

/** Shown in the composed application when no phone number was given (spec §5 Team application). */
export const PHONE_NOT_GIVEN = 'Nije navedeno';

const required = (label: string) =>
  textField({
    required: FORM_MESSAGES.required(label),
    max: { length: LIMITS.teamApplicationMessage, message: FORM_MESSAGES.applicationTooLong },
  });

/**
 * Team or mentor application (spec public-site §5): name, email, role, experience and motivation
 * required, phone optional; the composed message may not exceed 5000 characters.
 */
export const teamApplicationSchema = z
  .object({
    name: nameField(),
    email: emailField(),
    phone: optionalTextField(50, FIELD_LABELS.phone),
    role: z.enum(TEAM_ROLES, { error: FORM_MESSAGES.required(FIELD_LABELS.role) }),
    experience: required(FIELD_LABELS.experience),
    motivation: required(FIELD_LABELS.motivation),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (composeTeamApplicationMessage(values).length > LIMITS.teamApplicationMessage) {
        ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.applicationTooLong, path: [FORM_ERROR_PATH] });
      }
    }),
  );

export interface TeamApplicationDetails {
  name: string;
  email: string;
  phone: string;
  role: TeamRole;
  experience: string;
  motivation: string;
}

/**
 * The application as one block of text: what the original sent to the team as the message body,
 * and what the 5000-character limit is measured on. Also the body of the team's notification.
 */
export function composeTeamApplicationMessage({
  name,
  email,
  phone,
  role,
  experience,
  motivation,
}: TeamApplicationDetails): string {
  return [
    `Prijava za: ${TEAM_ROLE_LABELS[role]}`,
    `Ime: ${name}`,
    `Email: ${email}`,
    `Telefon: ${phone.trim() === '' ? PHONE_NOT_GIVEN : phone}`,
    '',
    'Iskustvo:',
    experience,
    '',
    'Motivacija:',
    motivation,
  ].join('\n');
}

export const TEAM_APPLICATION_FIELDS = ['name', 'email', 'phone', 'role', 'experience', 'motivation'] as const;
export type TeamApplicationInput = z.input<typeof teamApplicationSchema>;
export type TeamApplicationValues = z.output<typeof teamApplicationSchema>;
