import 'server-only';

import { LISTING_FIELD_TEXTS } from '@/components/forms/listing-fields-texts';
import { AD_CHOICES } from '@/components/members/listing-choices';
import { choicesIn } from '@/components/members/listing-choices-in';
import type { Script } from '@/lib/i18n/script';
import { oncePerScript, textIn, textTableIn } from '@/lib/i18n/texts';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';
import { adEditSchema } from '@/lib/validation/ads';
import { SENDING_LABEL, TOAST_ERROR_TITLE } from '@/lib/validation/messages';
import { formMessagesIn } from '@/lib/validation/messages-in-script';

/** The ad form's own texts, typed in Latin ('fintech' marked foreign: Cyrillic keeps it as written, and writes Б2Б). */
const AD_FORM_TEXTS = {
  newTitle: 'Novi oglas',
  editTitle: 'Izmeni oglas',
  newDescription: 'Opišite šta tražite ili nudite zajednici.',
  editDescription: 'Izmene su odmah vidljive svim članovima.',
  editForm: 'Izmena oglasa',
  typeLabel: 'Tip oglasa',
  tags: 'Tagovi',
  tagsHint: 'Odvojite tagove zarezom, npr. -{fintech}-, B2B, Beograd',
  post: 'Objavi oglas',
  save: 'Sačuvaj izmene',
  sending: SENDING_LABEL,
  errorTitle: TOAST_ERROR_TITLE,
  postFailed: AD_MESSAGES.postFailed,
  changeFailed: AD_MESSAGES.changeFailed,
  fields: LISTING_FIELD_TEXTS,
};

/** What the ad's dialog (a client component) shows, in the page's script. */
export type AdFormTexts = typeof AD_FORM_TEXTS & {
  /** The page's script, which the form sends (`ScriptField`): a post without JavaScript is answered in it. */
  script: Script;
  choices: typeof AD_CHOICES;
  /** The schema's messages in the page's script (`formMessagesIn`); none on a Latin page. */
  messages?: Readonly<Record<string, string>>;
};

/** The ad form's texts for a page in `script`; made once per script, as every own ad's 'Izmeni' needs them. */
export const adFormTextsIn = oncePerScript((script): AdFormTexts => ({
  ...textTableIn(script, AD_FORM_TEXTS),
  script,
  choices: choicesIn(textIn(script), AD_CHOICES),
  // The edit schema is the new ad's with the ad's id: its messages cover both forms.
  messages: formMessagesIn(script, adEditSchema),
}));
