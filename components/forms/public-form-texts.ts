import type { Script } from '@/lib/i18n/script';
import { FIELD_LABELS, SENDING_LABEL, TOAST_ERROR_TITLE } from '@/lib/validation/messages';

import type { ScriptMessages } from './use-server-form';

/**
 * The texts every public form shares, typed in Latin: a page in Cyrillic gets them converted on
 * the server (`publicFormProps`), so the forms carry no conversion code.
 */
export const PUBLIC_FORM_TEXTS: {
  errorTitle: string;
  sending: string;
  honeypot: string;
  email: string;
  privacyNote: string;
  privacyLink: string;
} = {
  errorTitle: TOAST_ERROR_TITLE,
  sending: SENDING_LABEL,
  honeypot: 'Ne popunjavaj ovo polje',
  email: FIELD_LABELS.email,
  privacyNote: 'Podatke iz ove forme čuvamo i koristimo kako je opisano u',
  privacyLink: 'politici privatnosti',
};

export type PublicFormTexts = typeof PUBLIC_FORM_TEXTS;

/** What a public form takes from its page: the script, the shared texts, its schema's messages in that script. */
export interface PublicFormPage {
  script: Script;
  texts: PublicFormTexts;
  messages?: ScriptMessages;
}

/** A form on a Latin page: every text as typed. */
export const LATIN_FORM_PAGE: PublicFormPage = { script: 'lat', texts: PUBLIC_FORM_TEXTS };
