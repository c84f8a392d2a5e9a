'use client';

import { useRouter } from 'next/navigation';

import {
  FormStatus,
  SelectField,
  SubmitButton,
  TagsField,
  TextAreaField,
  TextField,
} from '@/components/forms/form-parts';
import { useServerForm, type FormAction } from '@/components/forms/use-server-form';
import { optionsOf } from '@/components/ui/select';
import { createKnowledgeResource, updateKnowledgeResource } from '@/lib/actions/admin-resources';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '@/lib/domain/enums';
import { RESOURCE_CATEGORY_LABELS, RESOURCE_TYPE_LABELS } from '@/lib/members/resources';
import { RESOURCE_MESSAGES } from '@/lib/validation/member-texts';

const loadResourceSchema = () => import('@/lib/validation/member-schemas').then((module) => module.resourceSchema);
const loadResourceEditSchema = () =>
  import('@/lib/validation/member-schemas').then((module) => module.resourceEditSchema);

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
    resetValues: resource ? undefined : { category: 'other', resourceType: 'guide', isActive: 'on' },
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
      <TextField
        controller={controller}
        name="title"
        label="Naslov"
        maxLength={150}
        initialValue={resource?.title}
        required
      />
      <TextAreaField
        controller={controller}
        name="description"
        label="Opis"
        rows={3}
        initialValue={resource?.description ?? undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          controller={controller}
          name="resourceType"
          label="Tip"
          options={optionsOf(RESOURCE_TYPES, RESOURCE_TYPE_LABELS)}
          initialValue={resource?.resourceType ?? 'guide'}
        />
        <SelectField
          controller={controller}
          name="category"
          label="Kategorija"
          options={optionsOf(RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS)}
          initialValue={resource?.category ?? 'other'}
        />
      </div>
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
