'use client';

import { useId, useState, type FormEvent } from 'react';

import { AdminCheckbox, AdminSelect, AdminTextArea, AdminTextField } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { FileUpload } from '@/components/ui/file-upload';
import { toast } from '@/components/ui/toaster';
import { PendingButton } from '@/components/forms/pending-button';
import { createAnnouncementAction, updateAnnouncementAction } from '@/lib/actions/admin-announcements';
import type { AdminAnnouncement } from '@/lib/data/admin-announcements';
import { PRIORITY_MAX, PRIORITY_MIN } from '@/lib/validation/admin-announcements';

import { announcementTypeName, type AnnouncementsTexts } from './announcements-texts';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value on the admin's own clock. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the admin's clock) as the ISO string the action receives, or '' (spec §7). */
function isoFromLocal(value: string): string {
  if (value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

interface AnnouncementFormProps {
  /** The announcement being edited; null for a new one. */
  editing: AdminAnnouncement | null;
  onDone: () => void;
  /** The tab's words in the page's script. */
  texts: AnnouncementsTexts;
}

/** Create or edit an announcement (spec §2, §5): an existing one is updated, otherwise one is created. */
export function AnnouncementForm({ editing, onDone, texts }: AnnouncementFormProps) {
  const words = texts.form;
  const headingId = useId();
  const [expiresAt, setExpiresAt] = useState(editing?.expiresAt ?? '');
  const { pending, run, errorFor } = useAction(editing ? updateAnnouncementAction : createAnnouncementAction, {
    fallbackError: words.saveFailed,
    onSuccess: onDone,
  });
  const typeOptions =
    editing && !texts.formTypes.some((type) => type.value === editing.type)
      ? [...texts.formTypes, { value: editing.type, label: announcementTypeName(texts, editing.type) }]
      : texts.formTypes;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await run(new FormData(form));
    if (result.ok && !editing) form.reset();
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {editing ? words.editing : words.new}
      </h2>
      <input type="hidden" name="id" value={editing?.id ?? ''} />
      <div className="grid gap-4 md:grid-cols-2">
        {/* The form is remounted for each 'Uredi' (keyed by the announcement), so the admin lands in it. */}
        <AdminTextField
          label={words.title}
          name="title"
          required
          foreignMark
          autoFocus={Boolean(editing)}
          defaultValue={editing?.title}
          error={errorFor('title')}
          className="md:col-span-2"
        />
        <AdminTextArea
          label={words.content}
          name="content"
          rows={3}
          foreignMark
          defaultValue={editing?.content}
          className="md:col-span-2"
        />
        <AdminSelect
          label={words.type}
          name="type"
          options={typeOptions}
          defaultValue={editing?.type ?? 'announcement'}
        />
        <AdminTextField
          label={words.priority}
          name="priority"
          type="number"
          min={PRIORITY_MIN}
          max={PRIORITY_MAX}
          step={1}
          defaultValue={editing?.priority ?? 1}
        />
        <AdminTextField
          label={words.link}
          name="link"
          placeholder={words.linkPlaceholder}
          defaultValue={editing?.link}
          error={errorFor('link')}
        />
        <AdminTextField label={words.buttonText} name="buttonText" foreignMark defaultValue={editing?.buttonText} />
        {/* Typed on the admin's clock; the action reads the instant in the hidden field. */}
        <AdminTextField
          label={words.expires}
          name="expiresAtLocal"
          type="datetime-local"
          defaultValue={localInputValue(editing?.expiresAt ?? null)}
          onChange={(event) => setExpiresAt(isoFromLocal(event.target.value))}
          error={errorFor('expiresAt')}
        />
        <input type="hidden" name="expiresAt" value={expiresAt} />
        <AdminCheckbox
          label={words.active}
          name="isActive"
          defaultChecked={editing?.isActive ?? true}
          className="self-end pb-2"
        />
        <FileUpload
          purpose="announcement"
          name="imageUrl"
          label={words.image}
          hint={words.imageHint}
          defaultValue={editing?.imageUrl}
          error={errorFor('imageUrl')}
          onUploaded={() => toast.success(words.uploadedTitle, { description: words.imageUploaded })}
          className="md:col-span-2"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" pending={pending}>
          {editing ? words.save : words.create}
        </PendingButton>
        {editing ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {words.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
