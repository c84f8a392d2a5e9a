import { SENDING_LABEL, TOAST_ERROR_TITLE } from '@/lib/validation/messages';
import { ADMIN_GRANT_MESSAGES } from '@/lib/validation/admin-members';

/** 'Novi administrator' form's texts, typed in Latin (converted on the server for a Cyrillic page). */
export const ADMIN_GRANT_FORM_TEXTS = {
  form: 'Novi administrator',
  userId: 'ID naloga',
  confirm: 'Potvrđujem da ovaj nalog dobija sva administratorska prava (sadržaj sajta, članovi, pošta i fajlovi).',
  submit: 'Dodaj administratora',
  sending: SENDING_LABEL,
  errorTitle: TOAST_ERROR_TITLE,
  failed: ADMIN_GRANT_MESSAGES.failed,
};

export type AdminGrantFormTexts = typeof ADMIN_GRANT_FORM_TEXTS;
