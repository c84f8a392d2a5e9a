'use client';

import { useRef } from 'react';

import { AdminSelect, AdminSubmit, AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { Card } from '@/components/ui/card';
import { createMedia } from '@/lib/actions/admin-media';
import { MEDIA_PLACEMENTS } from '@/lib/domain/enums';
import { MEDIA_FILE_TYPES } from '@/lib/validation/admin-media';

import type { MediaTabTexts } from './media-texts';

/** A new media item (spec §7): key, title, description, type and section; its image is uploaded on its card. */
export function MediaCreateForm({ texts }: { texts: MediaTabTexts }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { pending, formProps, errorFor } = useAction(createMedia, {
    fallbackError: texts.failed,
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <Card className="p-4 sm:p-6">
      <h2 id="media-create-title" className="text-xl font-bold">
        {texts.create.heading}
      </h2>
      <form
        ref={formRef}
        {...formProps}
        noValidate
        aria-labelledby="media-create-title"
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <AdminTextField
          label={texts.create.key}
          name="mediaKey"
          required
          error={errorFor('mediaKey')}
          hint={texts.create.keyHint}
        />
        <AdminTextField label={texts.create.title} name="title" error={errorFor('title')} />
        <AdminSelect
          label={texts.create.placement}
          name="placementSection"
          options={MEDIA_PLACEMENTS.map((value) => ({ value, label: texts.placements[value] }))}
          defaultValue="hero"
          error={errorFor('placementSection')}
        />
        <AdminSelect
          label={texts.create.fileType}
          name="fileType"
          options={MEDIA_FILE_TYPES.map((value) => ({ value, label: texts.fileTypes[value] }))}
          defaultValue="image"
          error={errorFor('fileType')}
        />
        <AdminTextArea
          label={texts.create.description}
          name="description"
          rows={2}
          error={errorFor('description')}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <AdminSubmit pending={pending} pendingLabel={texts.create.creating}>
            {texts.create.submit}
          </AdminSubmit>
        </div>
      </form>
    </Card>
  );
}
