import { oncePerScript, storedTextIn, textIn, textTableIn } from '@/lib/i18n/texts';
import { LISTING_FIELD_TEXTS } from '@/components/forms/listing-fields-texts';
import type { ListingKind } from '@/components/forms/listing-fields';
import { RESOURCE_CHOICES } from '@/components/members/listing-choices';
import { choicesIn } from '@/components/members/listing-choices-in';
import { pageScript } from '@/lib/i18n/page-script';
import type { Script } from '@/lib/i18n/script';
import { SENDING_LABEL, TOAST_ERROR_TITLE } from '@/lib/validation/messages';
import { formMessagesIn } from '@/lib/validation/messages-in-script';
import { resourceEditSchema, resourceSchema } from '@/lib/validation/member-schemas';
import { RESOURCE_MESSAGES } from '@/lib/validation/member-texts';

import { ResourceFormFields, type ResourceFormValues } from './resource-form-fields';

/** The resource form's own texts, typed in Latin. */
const RESOURCE_FORM_TEXTS = {
  newForm: 'Novi resurs',
  editForm: 'Izmena resursa',
  externalUrl: 'Spoljni link',
  externalUrlHint: 'Otvara se u novom prozoru; ima prednost nad fajlom.',
  fileUrl: 'Fajl',
  fileUrlHint: 'Adresa fajla otpremljenog u tabu Fajlovi (npr. /files/uploads/…), ili pun URL.',
  tags: 'Tagovi',
  tagsHint: 'Odvojite tagove zarezom.',
  featured: 'Izdvojen (prikazuje se među prva 4)',
  active: 'Vidljiv članovima',
  save: 'Sačuvaj izmene',
  add: 'Dodaj resurs',
  sending: SENDING_LABEL,
  errorTitle: TOAST_ERROR_TITLE,
  saveFailed: RESOURCE_MESSAGES.saveFailed,
  fields: LISTING_FIELD_TEXTS,
};

/** What the resource form (a client component) shows, in the page's script. */
export type ResourceFormTexts = typeof RESOURCE_FORM_TEXTS & {
  /** The page's script, which a submission without JavaScript tells the action (`ScriptField`). */
  script: Script;
  kind: ListingKind<'resourceType'>;
  /** The schemas' messages in the page's script (`formMessagesIn`); none on a Latin page. */
  messages?: Readonly<Record<string, string>>;
  editMessages?: Readonly<Record<string, string>>;
};

/** The form's texts for a page in `script`; made once per script, as every resource's 'Izmeni' needs them. */
const resourceFormTexts = oncePerScript((script): ResourceFormTexts => {
  const text = textIn(script);
  return {
    ...textTableIn(script, RESOURCE_FORM_TEXTS),
    script,
    kind: { typeName: 'resourceType', typeLabel: text('Tip'), ...choicesIn(text, RESOURCE_CHOICES) },
    messages: formMessagesIn(script, resourceSchema),
    editMessages: formMessagesIn(script, resourceEditSchema),
  };
});

/** Adds a resource, or edits `resource`, in the page's script. A link or a file path is required; the link opens first. */
export async function ResourceForm({ resource }: { resource?: ResourceFormValues }) {
  const { script } = await pageScript();
  return (
    <ResourceFormFields
      resource={resource}
      shownTitle={resource ? storedTextIn(script)(resource.title) : undefined}
      texts={resourceFormTexts(script)}
    />
  );
}
