import { SENDING_LABEL } from '@/lib/validation/messages';
import { DELETE_CONFIRMATION_WORD, MEMBER_MESSAGES } from '@/lib/validation/members';

/** What `DeleteAccountForm` shows, typed in Latin: the profile page hands it over in its script (`textTableIn`). */
export const DELETE_ACCOUNT_TEXTS = {
  form: 'Brisanje naloga',
  confirmation: `Upišite ${DELETE_CONFIRMATION_WORD} da biste potvrdili`,
  submit: 'Trajno obriši nalog',
  sending: SENDING_LABEL,
  failed: MEMBER_MESSAGES.accountDeleteFailed,
};

export type DeleteAccountTexts = typeof DELETE_ACCOUNT_TEXTS;
