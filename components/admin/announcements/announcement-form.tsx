'use client';

import { useId, useState, type FormEvent } from 'react';

import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { FileUpload } from '@/components/ui/file-upload';
import { Input, Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
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
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [expiresAt, setExpiresAt] = useState(editing?.expiresAt ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const options = {
    fallbackError: ANNOUNCEMENT_MESSAGES.saveFailed,
    onSuccess: () => {
      setErrors({});
      onDone();
    },
  };
  const create = useAction(createAnnouncementAction, options);
  const update = useAction(updateAnnouncementAction, options);
  const pending = create.pending || update.pending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await (editing ? update : create).run(new FormData(form));
    if (!result.ok) setErrors(result.fieldErrors);
    else if (!editing) form.reset();
  }

  const errorFor = (name: string) =>
    errors[name]?.[0] ? (
      <p id={field(`${name}-error`)} className="text-sm text-destructive">
        {errors[name][0]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name]?.[0] ? field(`${name}-error`) : undefined);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={field('heading')}
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={field('heading')} className="text-xl font-bold">
        {editing ? 'Izmena obaveštenja' : 'Novo obaveštenje'}
      </h2>
      <input type="hidden" name="id" value={editing?.id ?? ''} />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid gap-1.5 md:col-span-2">
          <Label htmlFor={field('title')}>
            Naslov
            <span aria-hidden className="text-destructive">
              {' '}
              *
            </span>
          </Label>
          {/* The form is remounted for each 'Uredi' (keyed by the announcement), so the admin lands in it. */}
          <Input
            id={field('title')}
            name="title"
            required
            aria-required
            autoFocus={Boolean(editing)}
            defaultValue={editing?.title}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={described('title')}
          />
          {errorFor('title')}
        </div>
        <div className="grid gap-1.5 md:col-span-2">
          <Label htmlFor={field('content')}>Sadržaj</Label>
          <Textarea id={field('content')} name="content" rows={3} defaultValue={editing?.content} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field('type')}>Tip</Label>
          <select
            id={field('type')}
            name="type"
            defaultValue={editing?.type ?? 'announcement'}
            className="h-10 w-full rounded-xl border bg-background px-3 text-sm"
          >
            {ANNOUNCEMENT_FORM_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
            {editing && !ANNOUNCEMENT_FORM_TYPES.some((type) => type.value === editing.type) ? (
              <option value={editing.type}>{announcementTypeLabel(editing.type)}</option>
            ) : null}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field('priority')}>Prioritet (1–5)</Label>
          <Input
            id={field('priority')}
            name="priority"
            type="number"
            min={PRIORITY_MIN}
            max={PRIORITY_MAX}
            step={1}
            defaultValue={editing?.priority ?? 1}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field('link')}>Link</Label>
          <Input
            id={field('link')}
            name="link"
            placeholder="/events ili https://…"
            defaultValue={editing?.link}
            aria-invalid={Boolean(errors.link)}
            aria-describedby={described('link')}
          />
          {errorFor('link')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field('button')}>Tekst dugmeta</Label>
          <Input id={field('button')} name="buttonText" defaultValue={editing?.buttonText} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field('expires')}>Ističe</Label>
          <Input
            id={field('expires')}
            type="datetime-local"
            defaultValue={localInputValue(editing?.expiresAt ?? null)}
            onChange={(event) => setExpiresAt(isoFromLocal(event.target.value))}
            aria-invalid={Boolean(errors.expiresAt)}
            aria-describedby={described('expiresAt')}
          />
          <input type="hidden" name="expiresAt" value={expiresAt} />
          {errorFor('expiresAt')}
        </div>
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={field('active')}
            type="checkbox"
            name="isActive"
            defaultChecked={editing?.isActive ?? true}
            className="size-4 accent-primary"
          />
          <Label htmlFor={field('active')}>Aktivno</Label>
        </div>
        <FileUpload
          purpose="announcement"
          name="imageUrl"
          label="Slika"
          hint="Samo slike, najviše 5 MB."
          defaultValue={editing?.imageUrl}
          onUploaded={() => toast.success('Uspešno', { description: ANNOUNCEMENT_MESSAGES.imageUploaded })}
          className="md:col-span-2"
        />
        {errorFor('imageUrl')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {editing ? 'Sačuvaj izmene' : 'Kreiraj obaveštenje'}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Otkaži
          </Button>
        ) : null}
      </div>
    </form>
  );
}
