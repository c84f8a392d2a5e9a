import { joinSchema } from '@/lib/validation/join';
import { FIELD_LABELS, FORM_MESSAGES } from '@/lib/validation/messages';

import { JoinFormFields } from './join-form-fields';
import { publicFormProps } from './public-form-props';

/** The join form's texts, typed in Latin. */
export const JOIN_FORM_TEXTS: {
  form: string;
  name: string;
  about: string;
  contribute: string;
  expect: string;
  send: string;
  fallback: string;
} = {
  form: 'Prijava za zajednicu',
  name: FIELD_LABELS.fullName,
  about: 'Ko si i šta te zanima?',
  contribute: 'Kako ćeš doprineti zajednici?',
  expect: 'Šta očekuješ od zajednice?',
  send: 'Pošalji prijavu',
  fallback: FORM_MESSAGES.applicationFallback,
};

export type JoinFormTexts = typeof JOIN_FORM_TEXTS;

/** The application form at the end of /join (spec public-site §2, §5 Join), in the page's script. */
export async function JoinForm() {
  return <JoinFormFields {...await publicFormProps(JOIN_FORM_TEXTS, joinSchema)} />;
}
