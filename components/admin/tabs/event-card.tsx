'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';

import { DownloadIcon, Trash2Icon, UsersIcon } from '@/components/ui/icons';
import { formDataOf } from '@/components/admin/admin-form';
import type { AdminFormTexts } from '@/components/admin/admin-texts';
import { InlineEditActions, InlineEditButton } from '@/components/admin/inline-edit-buttons';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import type { DialogTriggerProps } from '@/components/forms/lazy-dialog';
import { useAction } from '@/components/forms/use-action';
import { useInlineEditing } from '@/components/admin/use-inline-editing';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/forms/pending-button';
import { deleteAdminEvent, openAdminEventForm, updateAdminEvent } from '@/lib/actions/admin-events';
import type { AdminEvent, EventFormValues } from '@/lib/data/events';

import { EventFields } from './event-fields';
import type { EventTabTexts } from './event-texts';

function Badge({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'primary' | 'warning' }) {
  const tones = {
    muted: 'bg-muted text-muted-foreground',
    primary: 'bg-primary/15 text-primary-ink',
    warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/**
 * What the card shows of its event, says and links to, in the page's script (from `EventsTab`):
 * only what the card uses, since every field travels to the browser; its form's values are read
 * when 'Uredi' opens it.
 */
export interface EventCardView extends Pick<
  AdminEvent,
  'id' | 'imageUrl' | 'isActive' | 'isFeatured' | 'submissionId' | 'registrationCount'
> {
  title: string;
  /** The date and place. */
  when: string;
  proposer: string | null;
  places: string;
  editLabel: string;
  editForm: string;
  deleteLabel: string;
  /** The dialog's text when people registered, who are all told; null deletes at once. */
  deleteWarning: string | null;
  /** Said after 'Pogledaj prijave' to screen readers (' za …'). */
  registrationsFor: string;
  registrantsHref: string;
  csvHref: string;
}

interface EventCardProps {
  event: EventCardView;
  texts: EventTabTexts;
  formTexts: AdminFormTexts;
}

/**
 * One event: its details, inline edit (values copied, save or cancel, spec §4), delete, and how
 * many registered, with the CSV and a link to the registrants' own page. 'Uredi' reads the event's
 * stored values first, so the form always opens with what is saved now.
 */
export function EventCard({ event, texts, formTexts }: EventCardProps) {
  const registrations = event.registrationCount;
  const { editing, open, close, formRef, editButtonRef } = useInlineEditing();
  const [formValues, setFormValues] = useState<EventFormValues | null>(null);
  const opening = useAction(openAdminEventForm, {
    fallbackError: texts.card.loadFailed,
    // Opening the form is the answer.
    successToast: false,
    onSuccess: ({ data }) => {
      setFormValues(data);
      open();
    },
  });
  const update = useAction(updateAdminEvent, { fallbackError: texts.card.saveFailed, onSuccess: close });
  const removal = useAction(deleteAdminEvent, { fallbackError: texts.card.deleteFailed });
  const remove = () => void removal.run(formDataOf({ id: event.id }));
  const deleteButton = (props: Partial<DialogTriggerProps> = {}) => (
    <PendingButton
      type="button"
      {...props}
      variant="outline"
      size="sm"
      pending={removal.pending}
      aria-label={event.deleteLabel}
    >
      <Trash2Icon aria-hidden />
      {texts.card.delete}
    </PendingButton>
  );

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start gap-4">
        {event.imageUrl ? (
          <Image
            src={event.imageUrl}
            alt=""
            width={160}
            height={90}
            className="aspect-video w-40 rounded-lg border object-cover"
            unoptimized={!event.imageUrl.startsWith('/')}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold">{event.title}</h3>
          <p className="text-sm text-muted-foreground">{event.when}</p>
          {event.proposer ? <p className="text-sm">{event.proposer}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={event.isActive ? 'primary' : 'warning'}>
              {event.isActive ? texts.card.active : texts.card.inactive}
            </Badge>
            {event.isFeatured ? <Badge tone="primary">{texts.card.featured}</Badge> : null}
            {event.submissionId ? <Badge>{texts.card.fromProposal}</Badge> : null}
            <Badge>{event.places}</Badge>
          </div>
        </div>
        {editing ? null : (
          <div className="flex gap-2">
            <InlineEditButton
              ref={editButtonRef}
              onClick={() => void opening.run(formDataOf({ id: event.id }))}
              pending={opening.pending}
              label={event.editLabel}
              texts={formTexts}
            />
            {event.deleteWarning ? (
              <ConfirmDialog
                title={texts.card.confirmTitle}
                description={event.deleteWarning}
                confirmLabel={texts.card.confirmDelete}
                onConfirm={remove}
                trigger={deleteButton}
              />
            ) : (
              deleteButton({ onClick: remove })
            )}
          </div>
        )}
      </div>

      {editing && formValues ? (
        <form
          ref={formRef}
          {...update.formProps}
          noValidate
          aria-label={event.editForm}
          className="grid gap-4 border-t pt-4"
        >
          <input type="hidden" name="id" value={event.id} />
          <EventFields event={formValues} errorFor={update.errorFor} texts={texts.fields} />
          <InlineEditActions pending={update.pending} onCancel={close} texts={formTexts} />
        </form>
      ) : null}

      <details className="rounded-xl border p-3">
        <summary className="cursor-pointer text-sm font-semibold">
          {texts.card.registrations} ({registrations})
        </summary>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
          <a
            href={event.csvHref}
            download
            className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <DownloadIcon className="size-4" aria-hidden />
            {texts.card.csv}
          </a>
          {registrations === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.card.noRegistrations}</p>
          ) : (
            <Link
              href={event.registrantsHref}
              className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <UsersIcon className="size-4" aria-hidden />
              {texts.card.viewRegistrations}
              <span className="sr-only">{event.registrationsFor}</span>
            </Link>
          )}
        </div>
      </details>
    </Card>
  );
}
