'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { FormStatus, SubmitButton, TagsField } from '@/components/forms/form-parts';
import { TitleDescriptionFields, TypeCategoryFields, type ListingKind } from '@/components/forms/listing-fields';
import { useAddressOpenedDialog } from '@/components/forms/use-address-opened-dialog';
import { useServerForm, type FormAction } from '@/components/forms/use-server-form';
import { AD_CHOICES } from '@/components/members/listing-choices';
import { postAd, updateAd } from '@/lib/actions/ads';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';

const loadAdSchema = () => import('@/lib/validation/ads').then((module) => module.adSchema);
const loadAdEditSchema = () => import('@/lib/validation/ads').then((module) => module.adEditSchema);

const AD_KIND: ListingKind<'requestType'> = { typeName: 'requestType', typeLabel: 'Tip oglasa', ...AD_CHOICES };
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
}

/**
 * The new-ad dialog (spec §2, §5): title and description required, type and category, tags typed
 * comma separated. The same form edits an owner's ad.
 */
export function AdFormDialog({ ad, defaultOpen = false, href, triggerLabel, triggerClassName }: AdFormDialogProps) {
  const { open, setOpen, closeAfterSave } = useAddressOpenedDialog(defaultOpen, ['new', 'edit']);
  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title={ad ? 'Izmeni oglas' : 'Novi oglas'}
      description={ad ? 'Izmene su odmah vidljive svim članovima.' : 'Opišite šta tražite ili nudite zajednici.'}
      open={open}
      onOpenChange={setOpen}
      defaultOpen={defaultOpen}
      href={href}
      triggerClassName={triggerClassName}
    >
      <AdForm ad={ad} href={href} onSaved={closeAfterSave} />
    </FormDialog>
  );
}

/**
 * The ad's form, with its form state: it renders only when the dialog shows it, so the list runs
 * no form code for 'Novi oglas' and each own ad's 'Izmeni' until one is opened.
 */
function AdForm({ ad, href, onSaved }: { ad?: AdFormValues; href: string; onSaved: () => void }) {
  const controller = useServerForm({
    fieldMessagesOnly: true,
    loadSchema: ad ? loadAdEditSchema : loadAdSchema,
    action: (ad ? updateAd : postAd) as FormAction<unknown>,
    fallbackError: ad ? AD_MESSAGES.changeFailed : AD_MESSAGES.postFailed,
    resetValues: ad ? undefined : NEW_AD,
    // Without JavaScript the answer comes back on the page that renders this dialog open.
    permalink: href,
    onSuccess: onSaved,
  });

  return (
    <form {...controller.formProps} aria-label={ad ? 'Izmena oglasa' : 'Novi oglas'} className="grid gap-4">
      {ad ? <input type="hidden" {...controller.form.register('id')} value={ad.id} /> : null}
      <TypeCategoryFields controller={controller} kind={AD_KIND} initial={ad ?? NEW_AD} />
      <TitleDescriptionFields controller={controller} initial={ad} descriptionRows={5} descriptionRequired />
      <TagsField
        controller={controller}
        hint="Odvojite tagove zarezom, npr. fintech, B2B, Beograd"
        initialTags={ad?.tags}
      />
      <FormStatus controller={controller} />
      <SubmitButton pending={controller.pending} className="justify-self-start">
        {ad ? 'Sačuvaj izmene' : 'Objavi oglas'}
      </SubmitButton>
    </form>
  );
}
