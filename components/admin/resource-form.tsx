'use client';

import { useRouter } from 'next/navigation';

import { FormStatus, SubmitButton, TagsField, TextField } from '@/components/forms/form-parts';
import { TitleDescriptionFields, TypeCategoryFields, type ListingKind } from '@/components/forms/listing-fields';
import { useServerForm, type FormAction } from '@/components/forms/use-server-form';
import { RESOURCE_CHOICES } from '@/components/members/listing-choices';
import { createKnowledgeResource, updateKnowledgeResource } from '@/lib/actions/admin-resources';
import { RESOURCE_MESSAGES } from '@/lib/validation/member-texts';

const loadResourceSchema = () => import('@/lib/validation/member-schemas').then((module) => module.resourceSchema);
const loadResourceEditSchema = () =>
  import('@/lib/validation/member-schemas').then((module) => module.resourceEditSchema);

const RESOURCE_KIND: ListingKind<'resourceType'> = { typeName: 'resourceType', typeLabel: 'Tip', ...RESOURCE_CHOICES };
/** A new resource's type and category until the editor picks others. */
const NEW_RESOURCE = { resourceType: 'guide', category: 'other' };

export interface ResourceFormValues {
  id: string;
  title: string;
  description: string | null;
  category: string;
  resourceType: string;
  externalUrl: string | null;
  fileUrl: string | null;
  tags: string[];
  isFeatured: boolean;
  isActive: boolean;
}

/** Adds a resource, or edits `resource`. A link or a file path is required; the link opens first. */
export function ResourceForm({ resource }: { resource?: ResourceFormValues }) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: resource ? loadResourceEditSchema : loadResourceSchema,
    action: (resource ? updateKnowledgeResource : createKnowledgeResource) as FormAction<unknown>,
    fallbackError: RESOURCE_MESSAGES.saveFailed,
    resetValues: resource ? undefined : { ...NEW_RESOURCE, isActive: 'on' },
    onSuccess: () => router.refresh(),
  });
  const field = (name: string) => controller.idFor(name);

  return (
    <form
      {...controller.formProps}
      aria-label={resource ? `Izmena resursa: ${resource.title}` : 'Novi resurs'}
      className="grid gap-4"
    >
      {resource ? <input type="hidden" {...controller.form.register('id')} value={resource.id} /> : null}
      <TitleDescriptionFields controller={controller} initial={resource} descriptionRows={3} />
      <TypeCategoryFields controller={controller} kind={RESOURCE_KIND} initial={resource ?? NEW_RESOURCE} />
      <TextField
        controller={controller}
        name="externalUrl"
        label="Spoljni link"
        hint="Otvara se u novom prozoru; ima prednost nad fajlom."
        type="url"
        placeholder="https://"
        initialValue={resource?.externalUrl ?? undefined}
      />
      <TextField
        controller={controller}
        name="fileUrl"
        label="Fajl"
        hint="Adresa fajla otpremljenog u tabu Fajlovi (npr. /files/uploads/…), ili pun URL."
        initialValue={resource?.fileUrl ?? undefined}
      />
      <TagsField controller={controller} hint="Odvojite tagove zarezom." initialTags={resource?.tags} />
      <div className="flex flex-wrap gap-6">
        {[
          { name: 'isFeatured', label: 'Izdvojen (prikazuje se među prva 4)', checked: resource?.isFeatured ?? false },
          { name: 'isActive', label: 'Vidljiv članovima', checked: resource?.isActive ?? true },
        ].map(({ name, label, checked }) => (
          <label key={name} className="flex items-center gap-2 text-sm" htmlFor={field(name)}>
            <input
              id={field(name)}
              type="checkbox"
              defaultChecked={checked}
              className="size-4 accent-primary"
              {...controller.form.register(name)}
              value="on"
            />
            {label}
          </label>
        ))}
      </div>
      <FormStatus controller={controller} />
      <SubmitButton pending={controller.pending} className="justify-self-start">
        {resource ? 'Sačuvaj izmene' : 'Dodaj resurs'}
      </SubmitButton>
    </form>
  );
}
