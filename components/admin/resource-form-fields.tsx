'use client';

import { useRouter } from 'next/navigation';

import { FormStatus, ScriptField, SubmitButton, TagsField, TextField } from '@/components/forms/form-parts';
import { TitleDescriptionFields, TypeCategoryFields } from '@/components/forms/listing-fields';
import { useServerForm, type FormAction } from '@/components/forms/use-server-form';
import { createKnowledgeResource, updateKnowledgeResource } from '@/lib/actions/admin-resources';

import type { ResourceFormTexts } from './resource-form';

const loadResourceSchema = () => import('@/lib/validation/member-schemas').then((module) => module.resourceSchema);
const loadResourceEditSchema = () =>
  import('@/lib/validation/member-schemas').then((module) => module.resourceEditSchema);

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

/**
 * The form of `ResourceForm`, its texts in the page's script; an edited resource's values as
 * stored. `shownTitle`: the resource's title as the page shows it, which names the form.
 */
export function ResourceFormFields({
  resource,
  shownTitle,
  texts,
}: {
  resource?: ResourceFormValues;
  shownTitle?: string;
  texts: ResourceFormTexts;
}) {
  const router = useRouter();
  const controller = useServerForm({
    loadSchema: resource ? loadResourceEditSchema : loadResourceSchema,
    action: (resource ? updateKnowledgeResource : createKnowledgeResource) as FormAction<unknown>,
    fallbackError: texts.saveFailed,
    messages: resource ? texts.editMessages : texts.messages,
    errorTitle: texts.errorTitle,
    resetValues: resource ? undefined : { ...NEW_RESOURCE, isActive: 'on' },
    onSuccess: () => router.refresh(),
  });
  const field = (name: string) => controller.idFor(name);

  return (
    <form
      {...controller.formProps}
      aria-label={resource ? `${texts.editForm}: ${shownTitle ?? resource.title}` : texts.newForm}
      className="grid gap-4"
    >
      {resource ? <input type="hidden" {...controller.form.register('id')} value={resource.id} /> : null}
      <TitleDescriptionFields controller={controller} initial={resource} descriptionRows={3} texts={texts.fields} />
      <TypeCategoryFields
        controller={controller}
        kind={texts.kind}
        initial={resource ?? NEW_RESOURCE}
        texts={texts.fields}
      />
      <TextField
        controller={controller}
        name="externalUrl"
        label={texts.externalUrl}
        hint={texts.externalUrlHint}
        type="url"
        placeholder="https://"
        initialValue={resource?.externalUrl ?? undefined}
      />
      <TextField
        controller={controller}
        name="fileUrl"
        label={texts.fileUrl}
        hint={texts.fileUrlHint}
        initialValue={resource?.fileUrl ?? undefined}
      />
      <TagsField controller={controller} label={texts.tags} hint={texts.tagsHint} initialTags={resource?.tags} />
      <div className="flex flex-wrap gap-6">
        {[
          { name: 'isFeatured', label: texts.featured, checked: resource?.isFeatured ?? false },
          { name: 'isActive', label: texts.active, checked: resource?.isActive ?? true },
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
      <ScriptField script={texts.script} />
      <FormStatus controller={controller} />
      <SubmitButton pending={controller.pending} pendingLabel={texts.sending} className="justify-self-start">
        {resource ? texts.save : texts.add}
      </SubmitButton>
    </form>
  );
}
