'use client';

import Image from 'next/image';
import Link from 'next/link';

import { DownloadIcon, Trash2Icon, UsersIcon } from '@/components/ui/icons';
import { formDataOf } from '@/components/admin/admin-form';
import { InlineEditActions, InlineEditButton } from '@/components/admin/inline-edit-buttons';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import type { DialogTriggerProps } from '@/components/forms/lazy-dialog';
import { useAction } from '@/components/forms/use-action';
import { useInlineEditing } from '@/components/admin/use-inline-editing';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/forms/pending-button';
import { deleteAdminEvent, updateAdminEvent } from '@/lib/actions/admin-events';
import type { AdminEvent } from '@/lib/data/events';
import { eventRegistrantsPath, eventRegistrationsCsvPath } from '@/lib/events/paths';
import { proposerCredit } from '@/lib/events/proposals';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { EVENT_MESSAGES } from '@/lib/validation/admin-events';

import { EventFields } from './event-fields';

function Badge({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'primary' | 'warning' }) {
  const tones = {
    muted: 'bg-muted text-muted-foreground',
    primary: 'bg-primary/15 text-primary-ink',
    warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

interface EventCardProps {
  event: AdminEvent;
}

/**
 * One event: its details, inline edit (values copied, save or cancel, spec §4), delete, and how
 * many registered, with the CSV and a link to the registrants' own page.
 */
export function EventCard({ event }: EventCardProps) {
  const registrations = event.registrationCount;
  const { editing, open, close, formRef, editButtonRef } = useInlineEditing();
  const update = useAction(updateAdminEvent, { fallbackError: EVENT_MESSAGES.saveFailed, onSuccess: close });
  const removal = useAction(deleteAdminEvent, { fallbackError: EVENT_MESSAGES.deleteFailed });
  const remove = () => void removal.run(formDataOf({ id: event.id }));
  const deleteButton = (props: Partial<DialogTriggerProps> = {}) => (
    <PendingButton
      type="button"
      {...props}
      variant="outline"
      size="sm"
      pending={removal.pending}
      aria-label={`Obriši događaj ${event.title}`}
    >
      <Trash2Icon aria-hidden />
      Obriši
    </PendingButton>
  );
  const places =
    event.maxParticipants === null
      ? `${formatCount(event.currentParticipants, COUNTED.registered)}, bez ograničenja`
      : `${event.currentParticipants} / ${formatCount(event.maxParticipants, COUNTED.place)} popunjeno`;

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
          <p className="text-sm text-muted-foreground">
            {formatWeekdayDateTime(event.eventDate)}
            {event.location ? ` · ${event.location}` : ''}
          </p>
          {event.proposedBy ? <p className="text-sm">{proposerCredit(event.proposedBy)}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={event.isActive ? 'primary' : 'warning'}>{event.isActive ? 'Aktivan' : 'Neaktivan'}</Badge>
            {event.isFeatured ? <Badge tone="primary">Istaknut</Badge> : null}
            {event.submissionId ? <Badge>Iz predloga</Badge> : null}
            <Badge>{places}</Badge>
          </div>
        </div>
        {editing ? null : (
          <div className="flex gap-2">
            <InlineEditButton ref={editButtonRef} onClick={open} label={`Uredi događaj ${event.title}`} />
            {registrations > 0 ? (
              // People are waiting for this one: the admin sees how many will be told before it goes.
              <ConfirmDialog
                title="Obrisati događaj?"
                description={`Na „${event.title}” ${registrations === 1 ? 'je' : 'su'} ${formatCount(registrations, COUNTED.registered)}. Svi dobijaju email da je događaj otkazan. Brisanje se ne može poništiti.`}
                confirmLabel="Obriši i obavesti"
                onConfirm={remove}
                trigger={deleteButton}
              />
            ) : (
              deleteButton({ onClick: remove })
            )}
          </div>
        )}
      </div>

      {editing ? (
        <form
          ref={formRef}
          {...update.formProps}
          noValidate
          aria-label={`Uređivanje događaja ${event.title}`}
          className="grid gap-4 border-t pt-4"
        >
          <input type="hidden" name="id" value={event.id} />
          <EventFields event={event} errorFor={update.errorFor} />
          <InlineEditActions pending={update.pending} onCancel={close} />
        </form>
      ) : null}

      <details className="rounded-xl border p-3">
        <summary className="cursor-pointer text-sm font-semibold">Prijave ({registrations})</summary>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
          <a
            href={eventRegistrationsCsvPath(event)}
            download
            className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <DownloadIcon className="size-4" aria-hidden />
            Preuzmi CSV
          </a>
          {registrations === 0 ? (
            <p className="text-sm text-muted-foreground">Još nema prijava.</p>
          ) : (
            <Link
              href={eventRegistrantsPath(event)}
              className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <UsersIcon className="size-4" aria-hidden />
              Pogledaj prijave
              <span className="sr-only"> za {event.title}</span>
            </Link>
          )}
        </div>
      </details>
    </Card>
  );
}
