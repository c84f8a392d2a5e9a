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
import {
  ANNOUNCEMENT_FORM_TYPES,
  ANNOUNCEMENT_MESSAGES,
  announcementTypeLabel,
  PRIORITY_MAX,
  PRIORITY_MIN,
} from '@/lib/validation/admin-announcements';

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
}

/** Create or edit an announcement (spec §2, §5): an existing one is updated, otherwise one is created. */
export function AnnouncementForm({ editing, onDone }: AnnouncementFormProps) {
  const headingId = useId();
  const [expiresAt, setExpiresAt] = useState(editing?.expiresAt ?? '');
  const { pending, run, errorFor } = useAction(editing ? updateAnnouncementAction : createAnnouncementAction, {
    fallbackError: ANNOUNCEMENT_MESSAGES.saveFailed,
    onSuccess: onDone,
  });
  const typeOptions =
    editing && !ANNOUNCEMENT_FORM_TYPES.some((type) => type.value === editing.type)
      ? [...ANNOUNCEMENT_FORM_TYPES, { value: editing.type, label: announcementTypeLabel(editing.type) }]
      : ANNOUNCEMENT_FORM_TYPES;

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
        {editing ? 'Izmena obaveštenja' : 'Novo obaveštenje'}
      </h2>
      <input type="hidden" name="id" value={editing?.id ?? ''} />
      <div className="grid gap-4 md:grid-cols-2">
        {/* The form is remounted for each 'Uredi' (keyed by the announcement), so the admin lands in it. */}
        <AdminTextField
          label="Naslov"
          name="title"
          required
          foreignMark
          autoFocus={Boolean(editing)}
          defaultValue={editing?.title}
          error={errorFor('title')}
          className="md:col-span-2"
        />
        <AdminTextArea
          label="Sadržaj"
          name="content"
          rows={3}
          foreignMark
          defaultValue={editing?.content}
          className="md:col-span-2"
        />
        <AdminSelect label="Tip" name="type" options={typeOptions} defaultValue={editing?.type ?? 'announcement'} />
        <AdminTextField
          label="Prioritet (1–5)"
          name="priority"
          type="number"
          min={PRIORITY_MIN}
          max={PRIORITY_MAX}
          step={1}
          defaultValue={editing?.priority ?? 1}
        />
        <AdminTextField
          label="Link"
          name="link"
          placeholder="/events ili https://…"
          defaultValue={editing?.link}
          error={errorFor('link')}
        />
        <AdminTextField label="Tekst dugmeta" name="buttonText" foreignMark defaultValue={editing?.buttonText} />
        {/* Typed on the admin's clock; the action reads the instant in the hidden field. */}
        <AdminTextField
          label="Ističe"
          name="expiresAtLocal"
          type="datetime-local"
          defaultValue={localInputValue(editing?.expiresAt ?? null)}
          onChange={(event) => setExpiresAt(isoFromLocal(event.target.value))}
          error={errorFor('expiresAt')}
        />
        <input type="hidden" name="expiresAt" value={expiresAt} />
        <AdminCheckbox
          label="Aktivno"
          name="isActive"
          defaultChecked={editing?.isActive ?? true}
          className="self-end pb-2"
        />
        <FileUpload
          purpose="announcement"
          name="imageUrl"
          label="Slika"
          hint="Samo slike, najviše 5 MB."
          defaultValue={editing?.imageUrl}
          error={errorFor('imageUrl')}
          onUploaded={() => toast.success('Uspešno', { description: ANNOUNCEMENT_MESSAGES.imageUploaded })}
          className="md:col-span-2"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" pending={pending}>
          {editing ? 'Sačuvaj izmene' : 'Kreiraj obaveštenje'}
        </PendingButton>
        {editing ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Otkaži
          </Button>
        ) : null}
      </div>
    </form>
  );
}
