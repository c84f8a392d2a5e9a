'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { FormStatus, ScriptField, SubmitButton, TagsField } from '@/components/forms/form-parts';
import { TitleDescriptionFields, TypeCategoryFields, type ListingKind } from '@/components/forms/listing-fields';
import { useAddressOpenedDialog } from '@/components/forms/use-address-opened-dialog';
import { useServerForm, type FormAction } from '@/components/forms/use-server-form';
import { postAd, updateAd } from '@/lib/actions/ads';

import type { AdFormTexts } from './ad-form-texts';

const loadAdSchema = () => import('@/lib/validation/ads').then((module) => module.adSchema);
const loadAdEditSchema = () => import('@/lib/validation/ads').then((module) => module.adEditSchema);

/** A new ad's type and category until the member picks others. */
const NEW_AD = { requestType: 'seeking', category: 'other' };

export interface AdFormValues {
  id: string;
  title: string;
  description: string;
  requestType: string;
  category: string;
  tags: string[];
}

export interface AdFormDialogProps {
  /** The ad being edited; a new ad when absent. */
  ad?: AdFormValues;
  /** Opened by the page's address (`?new=1`, `?edit=<id>`). */
  defaultOpen?: boolean;
  /** The address that opens it, the trigger without JavaScript (`FormDialog`). */
  href: string;
  triggerLabel: string;
  triggerClassName?: string;
  /** The dialog's texts in the page's script (`adFormTextsIn`). */
  texts: AdFormTexts;
}

/**
 * The new-ad dialog (spec §2, §5): title and description required, type and category, tags typed
 * comma separated. The same form edits an owner's ad.
 */
export function AdFormDialog({
  ad,
  defaultOpen = false,
  href,
  triggerLabel,
  triggerClassName,
  texts,
}: AdFormDialogProps) {
  const { open, setOpen, closeAfterSave } = useAddressOpenedDialog(defaultOpen, ['new', 'edit']);
  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title={ad ? texts.editTitle : texts.newTitle}
      description={ad ? texts.editDescription : texts.newDescription}
      open={open}
      onOpenChange={setOpen}
      defaultOpen={defaultOpen}
      href={href}
      triggerClassName={triggerClassName}
    >
      <AdForm ad={ad} href={href} texts={texts} onSaved={closeAfterSave} />
    </FormDialog>
  );
}

/**
 * The ad's form, with its form state: it renders only when the dialog shows it, so the list runs
 * no form code for 'Novi oglas' and each own ad's 'Izmeni' until one is opened.
 */
function AdForm({
  ad,
  href,
  texts,
  onSaved,
}: {
  ad?: AdFormValues;
  href: string;
  texts: AdFormTexts;
  onSaved: () => void;
}) {
  const kind: ListingKind<'requestType'> = { typeName: 'requestType', typeLabel: texts.typeLabel, ...texts.choices };
  const controller = useServerForm({
    fieldMessagesOnly: true,
    loadSchema: ad ? loadAdEditSchema : loadAdSchema,
    action: (ad ? updateAd : postAd) as FormAction<unknown>,
    fallbackError: ad ? texts.changeFailed : texts.postFailed,
    messages: texts.messages,
    errorTitle: texts.errorTitle,
    resetValues: ad ? undefined : NEW_AD,
    // Without JavaScript the answer comes back on the page that renders this dialog open.
    permalink: href,
    onSuccess: onSaved,
  });

  return (
    <form {...controller.formProps} aria-label={ad ? texts.editForm : texts.newTitle} className="grid gap-4">
      {ad ? <input type="hidden" {...controller.form.register('id')} value={ad.id} /> : null}
      <TypeCategoryFields controller={controller} kind={kind} initial={ad ?? NEW_AD} texts={texts.fields} />
      <TitleDescriptionFields
        controller={controller}
        initial={ad}
        descriptionRows={5}
        descriptionRequired
        texts={texts.fields}
      />
      <TagsField controller={controller} label={texts.tags} hint={texts.tagsHint} initialTags={ad?.tags} />
      <ScriptField script={texts.script} />
      <FormStatus controller={controller} />
      <SubmitButton pending={controller.pending} pendingLabel={texts.sending} className="justify-self-start">
        {ad ? texts.save : texts.post}
      </SubmitButton>
    </form>
  );
}
