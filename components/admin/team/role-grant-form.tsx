import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '@/lib/admin/roles';
import { pageScript } from '@/lib/i18n/page-script';
import type { Script } from '@/lib/i18n/script';
import { textTableIn } from '@/lib/i18n/texts';
import { SENDING_LABEL, TOAST_ERROR_TITLE } from '@/lib/validation/messages';
import { formMessagesIn } from '@/lib/validation/messages-in-script';
import { ROLE_MESSAGES, roleChangeSchema } from '@/lib/validation/admin-team';

import { RoleGrantFormFields } from './role-grant-form-fields';

/** The role form's texts, typed in Latin. */
const ROLE_GRANT_FORM_TEXTS = {
  grant: 'Dodeli ulogu',
  userId: 'ID naloga',
  role: 'Uloga',
  chooseRole: 'Izaberite ulogu',
  sending: SENDING_LABEL,
  errorTitle: TOAST_ERROR_TITLE,
  failed: ROLE_MESSAGES.failed,
};

export type RoleGrantFormTexts = typeof ROLE_GRANT_FORM_TEXTS & {
  /** The page's script, which a submission without JavaScript tells the action (`ScriptField`). */
  script: Script;
  /** The roles to choose from, each with what it may do. */
  roles: { value: string; label: string }[];
  /** The schema's messages in the page's script (`formMessagesIn`); none on a Latin page. */
  messages?: Readonly<Record<string, string>>;
};

/**
 * 'Dodeli ulogu': the id of an account whose address is confirmed (its owner reads it on the
 * 'Nemate dozvolu' card) and one of the team's roles; in the page's script.
 */
export async function RoleGrantForm() {
  const { script, t } = await pageScript();
  const texts: RoleGrantFormTexts = {
    ...textTableIn(script, ROLE_GRANT_FORM_TEXTS),
    script,
    roles: STAFF_ROLES.map((role) => ({ value: role, label: t(`${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`) })),
    messages: formMessagesIn(script, roleChangeSchema),
  };
  return <RoleGrantFormFields texts={texts} />;
}
