'use client';

import Link from 'next/link';
import { useRef, type ReactNode } from 'react';

import { CalendarPlusIcon, CheckIcon, XIcon } from '@/components/ui/icons';
import { AdminTextArea, formDataOf } from '@/components/admin/admin-form';
import { useAction } from '@/components/forms/use-action';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/forms/pending-button';
import {
  approveEventSubmission,
  draftEventFromSubmission,
  rejectEventSubmission,
} from '@/lib/actions/admin-submissions';
import { adminTabHref } from '@/lib/admin/tabs';
import type { AdminEventSubmission } from '@/lib/data/event-submissions';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { SUBMISSION_MESSAGES } from '@/lib/validation/admin-submissions';

const STATUS_LABELS: Record<string, string> = { pending: 'Na čekanju', approved: 'Odobren', rejected: 'Odbačen' };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-primary underline-offset-4 hover:underline"
    >
      {href}
    </a>
  );
}

/** One proposal: what was sent; pending ones get notes with approve and reject; approved ones can become a draft event. */
export function SubmissionCard({ submission }: { submission: AdminEventSubmission }) {
  const formRef = useRef<HTMLFormElement>(null);
  const options = { fallbackError: SUBMISSION_MESSAGES.updateFailed, refresh: true };
  const approve = useAction(approveEventSubmission, options);
  const reject = useAction(rejectEventSubmission, options);
  const draft = useAction(draftEventFromSubmission, {
    fallbackError: SUBMISSION_MESSAGES.draftFailed,
    refresh: true,
  });
  const pending = approve.pending || reject.pending;
  const name = submission.eventName ?? submission.lumaUrl ?? 'Predlog događaja';
  const decide = (action: typeof approve) => formRef.current && action.run(new FormData(formRef.current));

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold break-words">{name}</h3>
          <p className="text-sm text-muted-foreground">
            {submission.submissionType === 'luma' ? 'Lu.ma' : 'Eksterni događaj'} · poslato{' '}
            {formatWeekdayDateTime(submission.createdAt)}
          </p>
        </div>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
          {STATUS_LABELS[submission.status] ?? submission.status}
        </span>
      </div>
      <dl className="grid gap-1 text-sm">
        <Detail label="Predlaže">
          {submission.submitterName} (
          <a href={`mailto:${submission.submitterEmail}`} className="underline-offset-4 hover:underline">
            {submission.submitterEmail}
          </a>
          )
        </Detail>
        {submission.lumaUrl ? (
          <Detail label="Lu.ma">
            <ExternalLink href={submission.lumaUrl} />
          </Detail>
        ) : null}
        {submission.eventUrl ? (
          <Detail label="Stranica događaja">
            <ExternalLink href={submission.eventUrl} />
          </Detail>
        ) : null}
        {submission.eventDatetime ? <Detail label="Datum i vreme">{submission.eventDatetime}</Detail> : null}
        {submission.eventLocation ? <Detail label="Lokacija">{submission.eventLocation}</Detail> : null}
        {submission.eventAddress ? <Detail label="Adresa">{submission.eventAddress}</Detail> : null}
        {submission.eventHost ? <Detail label="Organizator">{submission.eventHost}</Detail> : null}
        {submission.eventDescription ? <Detail label="Opis">{submission.eventDescription}</Detail> : null}
        {submission.additionalNotes ? <Detail label="Napomene">{submission.additionalNotes}</Detail> : null}
        {submission.adminNotes ? <Detail label="Napomena admina">{submission.adminNotes}</Detail> : null}
        {submission.reviewedAt ? (
          <Detail label="Pregledano">{formatWeekdayDateTime(submission.reviewedAt)}</Detail>
        ) : null}
      </dl>

      {submission.status === 'pending' ? (
        // No name, so no landmark: two proposals of one event would make two 'form' landmarks of
        // one name (axe landmark-unique); the card's heading already says which proposal it decides.
        <form ref={formRef} onSubmit={(event) => event.preventDefault()} className="grid gap-3 border-t pt-4">
          <input type="hidden" name="id" value={submission.id} />
          <AdminTextArea
            label="Napomena (opciono)"
            name="adminNotes"
            rows={2}
            error={approve.errorFor('adminNotes') ?? reject.errorFor('adminNotes')}
          />
          <div className="flex flex-wrap gap-2">
            <PendingButton type="button" pending={pending} onClick={() => decide(approve)}>
              <CheckIcon aria-hidden />
              {approve.pending ? 'Čuvanje...' : 'Odobri'}
            </PendingButton>
            <PendingButton type="button" variant="outline" pending={pending} onClick={() => decide(reject)}>
              <XIcon aria-hidden />
              {reject.pending ? 'Čuvanje...' : 'Odbaci'}
            </PendingButton>
          </div>
        </form>
      ) : null}

      {submission.status === 'approved' ? (
        <div className="flex flex-wrap items-center gap-3 border-t pt-4">
          {submission.draftEventId ? (
            <p className="text-sm">
              Nacrt događaja je napravljen.{' '}
              <Link
                href={adminTabHref('events')}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                Otvori Događaje
              </Link>
            </p>
          ) : (
            <PendingButton
              type="button"
              variant="secondary"
              pending={draft.pending}
              onClick={() => draft.run(formDataOf({ id: submission.id }))}
            >
              <CalendarPlusIcon aria-hidden />
              {draft.pending ? 'Kreiranje...' : 'Napravi nacrt događaja'}
            </PendingButton>
          )}
        </div>
      ) : null}
    </Card>
  );
}
