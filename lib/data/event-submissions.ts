import 'server-only';

import { and, count, desc, eq } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { events, eventSubmissions } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import type { EVENT_SUBMISSION_STATUSES } from '@/lib/domain/enums';
import type { EventSuggestionRecord } from '@/lib/validation/event-suggestion';

export type SubmissionStatus = (typeof EVENT_SUBMISSION_STATUSES)[number];

/** An event proposal as the admin 'Predlozi' tab shows it: the suggestion as stored, and its review. */
export interface AdminEventSubmission extends Omit<EventSuggestionRecord, 'submissionType'> {
  id: string;
  submissionType: string;
  status: string;
  adminNotes: string | null;
  /** ISO instants. */
  reviewedAt: string | null;
  createdAt: string;
  /** The draft event made from this proposal, if one was. */
  draftEventId: string | null;
}

/** Every proposal, newest first (spec platform §7), with the event drafted from it. */
export async function listEventSubmissions(db: Database): Promise<AdminEventSubmission[]> {
  const rows = await db
    .select({ submission: eventSubmissions, draftEventId: events.id })
    .from(eventSubmissions)
    .leftJoin(events, eq(events.submissionId, eventSubmissions.id))
    .orderBy(desc(eventSubmissions.createdAt));
  // A proposal normally has at most one draft; should two exist, the list still shows it once.
  const seen = new Set<string>();
  return rows.flatMap(({ submission, draftEventId }) => {
    if (seen.has(submission.id)) return [];
    seen.add(submission.id);
    return [
      {
        ...submission,
        reviewedAt: submission.reviewedAt?.toISOString() ?? null,
        createdAt: submission.createdAt.toISOString(),
        draftEventId,
      },
    ];
  });
}

/** How many proposals wait for a decision (the tab's badge). */
export function pendingEventSubmissionsCount(db: Database) {
  return db.select({ value: count() }).from(eventSubmissions).where(eq(eventSubmissions.status, 'pending'));
}

/** Whom to tell about a proposal: the address it was sent from and when it arrived. */
export interface ProposalSender {
  email: string;
  submittedAt: Date;
}

/**
 * Decides a pending proposal (spec §4): status, the admin's notes and reviewed_at. Only a pending
 * one changes, so two admins deciding at once cannot overwrite each other. Returns the sender to
 * notify when it changed.
 */
export async function reviewEventSubmission(
  db: Database,
  id: string,
  decision: { status: Exclude<SubmissionStatus, 'pending'>; adminNotes: string | null },
  now: Date,
): Promise<ProposalSender | 'missing' | 'already-reviewed'> {
  const [updated] = await db
    .update(eventSubmissions)
    .set({ status: decision.status, adminNotes: decision.adminNotes, reviewedAt: now })
    .where(and(eq(eventSubmissions.id, id), eq(eventSubmissions.status, 'pending')))
    .returning({ email: eventSubmissions.submitterEmail, submittedAt: eventSubmissions.createdAt });
  if (updated) return updated;
  const exists = await db.$count(eventSubmissions, eq(eventSubmissions.id, id));
  return exists > 0 ? 'already-reviewed' : 'missing';
}

/** A proposal's fields a draft event is made from. */
export type DraftSource = typeof eventSubmissions.$inferSelect;

/**
 * Makes one draft event from an approved proposal, locking the proposal's row so two clicks make
 * one draft. `build` turns the proposal into the event's fields.
 */
export async function createDraftEventFromSubmission(
  db: Database,
  id: string,
  build: (submission: DraftSource) => {
    title: string;
    description: string | null;
    location: string | null;
    registrationUrl: string | null;
    eventDate: Date;
  },
): Promise<
  { status: 'created'; eventId: string; sender: ProposalSender } | { status: 'missing' | 'not-approved' | 'exists' }
> {
  return db.transaction(async (tx) => {
    const [submission] = await tx.select().from(eventSubmissions).where(eq(eventSubmissions.id, id)).for('update');
    if (!submission) return { status: 'missing' } as const;
    if (submission.status !== 'approved') return { status: 'not-approved' } as const;
    const existing = await tx.$count(events, eq(events.submissionId, id));
    if (existing > 0) return { status: 'exists' } as const;
    const row = returnedRow(
      await tx
        .insert(events)
        .values({ ...build(submission), submissionId: id, currentParticipants: 0, isActive: false, isFeatured: false })
        .returning({ id: events.id }),
    );
    return {
      status: 'created',
      eventId: row.id,
      sender: { email: submission.submitterEmail, submittedAt: submission.createdAt },
    } as const;
  });
}
