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
import type { AdminEventSubmission } from '@/lib/data/event-submissions';

import type { SubmissionCardTexts } from './submission-texts';

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

interface SubmissionCardProps {
  /** The proposal with what its sender wrote as displayed in the page's script (addresses as sent). */
  submission: AdminEventSubmission;
  /** When it was sent and reviewed, in words of the page's script. */
  dates: { sent: string; reviewed: string | null };
  /** The events tab, where a draft made from it is. */
  eventsHref: string;
  texts: SubmissionCardTexts;
}

/** One proposal: what was sent; pending ones get notes with approve and reject; approved ones can become a draft event. */
export function SubmissionCard({ submission, dates, eventsHref, texts }: SubmissionCardProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const options = { fallbackError: texts.updateFailed, refresh: true };
  const approve = useAction(approveEventSubmission, options);
  const reject = useAction(rejectEventSubmission, options);
  const draft = useAction(draftEventFromSubmission, {
    fallbackError: texts.draftFailed,
    refresh: true,
  });
  const pending = approve.pending || reject.pending;
  const { labels } = texts;
  const name = submission.eventName ?? submission.lumaUrl ?? texts.untitled;
  const decide = (action: typeof approve) => formRef.current && action.run(new FormData(formRef.current));

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold break-words">{name}</h3>
          <p className="text-sm text-muted-foreground">
            {submission.submissionType === 'luma' ? texts.luma : texts.external} · {texts.sent} {dates.sent}
          </p>
        </div>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
          {texts.statuses[submission.status] ?? submission.status}
        </span>
      </div>
      <dl className="grid gap-1 text-sm">
        <Detail label={labels.proposer}>
          {submission.submitterName} (
          <a href={`mailto:${submission.submitterEmail}`} className="underline-offset-4 hover:underline">
            {submission.submitterEmail}
          </a>
          )
        </Detail>
        {submission.lumaUrl ? (
          <Detail label={labels.luma}>
            <ExternalLink href={submission.lumaUrl} />
          </Detail>
        ) : null}
        {submission.eventUrl ? (
          <Detail label={labels.eventPage}>
            <ExternalLink href={submission.eventUrl} />
          </Detail>
        ) : null}
        {submission.eventDatetime ? <Detail label={labels.date}>{submission.eventDatetime}</Detail> : null}
        {submission.eventLocation ? <Detail label={labels.location}>{submission.eventLocation}</Detail> : null}
        {submission.eventAddress ? <Detail label={labels.address}>{submission.eventAddress}</Detail> : null}
        {submission.eventHost ? <Detail label={labels.host}>{submission.eventHost}</Detail> : null}
        {submission.eventDescription ? <Detail label={labels.description}>{submission.eventDescription}</Detail> : null}
        {submission.additionalNotes ? <Detail label={labels.notes}>{submission.additionalNotes}</Detail> : null}
        {submission.adminNotes ? <Detail label={labels.adminNotes}>{submission.adminNotes}</Detail> : null}
        {dates.reviewed ? <Detail label={labels.reviewed}>{dates.reviewed}</Detail> : null}
      </dl>

      {submission.status === 'pending' ? (
        // No name, so no landmark: two proposals of one event would make two 'form' landmarks of
        // one name (axe landmark-unique); the card's heading already says which proposal it decides.
        <form ref={formRef} onSubmit={(event) => event.preventDefault()} className="grid gap-3 border-t pt-4">
          <input type="hidden" name="id" value={submission.id} />
          <AdminTextArea
            label={texts.note}
            name="adminNotes"
            rows={2}
            error={approve.errorFor('adminNotes') ?? reject.errorFor('adminNotes')}
          />
          <div className="flex flex-wrap gap-2">
            <PendingButton type="button" pending={pending} onClick={() => decide(approve)}>
              <CheckIcon aria-hidden />
              {approve.pending ? texts.saving : texts.approve}
            </PendingButton>
            <PendingButton type="button" variant="outline" pending={pending} onClick={() => decide(reject)}>
              <XIcon aria-hidden />
              {reject.pending ? texts.saving : texts.reject}
            </PendingButton>
          </div>
        </form>
      ) : null}

      {submission.status === 'approved' ? (
        <div className="flex flex-wrap items-center gap-3 border-t pt-4">
          {submission.draftEventId ? (
            <p className="text-sm">
              {texts.draftMade}{' '}
              <Link href={eventsHref} className="font-semibold text-primary underline-offset-4 hover:underline">
                {texts.openEvents}
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
              {draft.pending ? texts.creating : texts.makeDraft}
            </PendingButton>
          )}
        </div>
      ) : null}
    </Card>
  );
}
