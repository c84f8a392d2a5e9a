'use client';

import { useRef } from 'react';

import { AdminSelect, AdminSubmit, AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { Card } from '@/components/ui/card';
import { createMedia } from '@/lib/actions/admin-media';
import { MEDIA_PLACEMENTS } from '@/lib/domain/enums';
import {
  MEDIA_FILE_TYPE_LABELS,
  MEDIA_FILE_TYPES,
  MEDIA_MESSAGES,
  MEDIA_PLACEMENT_LABELS,
} from '@/lib/validation/admin-media';

const placementOptions = MEDIA_PLACEMENTS.map((value) => ({ value, label: MEDIA_PLACEMENT_LABELS[value] }));
const fileTypeOptions = MEDIA_FILE_TYPES.map((value) => ({ value, label: MEDIA_FILE_TYPE_LABELS[value] }));

/** A new media item (spec §7): key, title, description, type and section; its image is uploaded on its card. */
export function MediaCreateForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { pending, formProps, errorFor } = useAction(createMedia, {
    fallbackError: MEDIA_MESSAGES.failed,
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <Card className="p-4 sm:p-6">
      <h2 id="media-create-title" className="text-xl font-bold">
        Novi media item
      </h2>
      <form
        ref={formRef}
        {...formProps}
        noValidate
        aria-labelledby="media-create-title"
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <AdminTextField
          label="Ključ (media_key)"
          name="mediaKey"
          required
          error={errorFor('mediaKey')}
          hint="Mala slova, brojevi, donja crta i crtica, npr. home_hero. Mora biti jedinstven."
        />
        <AdminTextField label="Naslov (alt tekst)" name="title" error={errorFor('title')} />
        <AdminSelect
          label="Sekcija"
          name="placementSection"
          options={placementOptions}
          defaultValue="hero"
          error={errorFor('placementSection')}
        />
        <AdminSelect
          label="Tip fajla"
          name="fileType"
          options={fileTypeOptions}
          defaultValue="image"
          error={errorFor('fileType')}
        />
        <AdminTextArea
          label="Opis"
          name="description"
          rows={2}
          error={errorFor('description')}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <AdminSubmit pending={pending} pendingLabel="Kreiranje...">
            Dodaj media item
          </AdminSubmit>
        </div>
      </form>
    </Card>
  );
}
