'use server';

/**
 * Check-in at the door (issue 50, item 6; docs/admin.md "Ulaz"): an organiser marks a registered
 * person as arrived ('Prijavi dolazak') or takes it back ('Poništi'), on the event's check-in page
 * or on the page the person's QR code opens. Each answers with the event's new counts, so the page
 * that tapped shows them at once; the others see them on their next read.
 */
import { countCheckIns, checkInRegistration, undoCheckIn, type CheckInCounts } from '@/lib/data/event-check-in';
import { formatTime } from '@/lib/format/date';
import { ADMIN_MESSAGES } from '@/lib/validation/admin-shared';
import { CHECK_IN_FIELDS, CHECK_IN_TEXTS, checkInSchema } from '@/lib/validation/event-check-in';

import { defineAction } from './define';

type Values = { event: string; registration: string };

/** What the page shows after a tap: the person's check-in time (null after an undo) and the counts. */
export type CheckInResultData = { registration: string; checkedInAt: string | null; counts: CheckInCounts };

export const checkInAttendee = defineAction<'organizator', Values, CheckInResultData>({
  name: 'admin.events.check_in',
  access: 'organizator',
  audit: ({ registration }) => ({
    targetType: 'prijava na događaj',
    targetId: registration,
    summary: 'Prijavljen dolazak',
  }),
  fields: CHECK_IN_FIELDS,
  schema: checkInSchema,
  success: CHECK_IN_TEXTS.checkedIn,
  failureMessage: CHECK_IN_TEXTS.notSaved,
  async handle({ event, registration }, { ctx, caller, succeed, fail }) {
    const outcome = await checkInRegistration(ctx.db, event, registration, caller.user.id, ctx.now);
    if (outcome.outcome === 'already') return fail(CHECK_IN_TEXTS.already(formatTime(outcome.at)));
    if (outcome.outcome === 'not_registered') return fail(CHECK_IN_TEXTS.notRegistered);
    if (outcome.outcome !== 'checked_in') return fail(ADMIN_MESSAGES.unknownItem);
    const counts = await countCheckIns(ctx.db, event);
    return succeed({ registration, checkedInAt: outcome.at.toISOString(), counts });
  },
});

export const undoCheckInAttendee = defineAction<'organizator', Values, CheckInResultData>({
  name: 'admin.events.undo_check_in',
  access: 'organizator',
  audit: ({ registration }) => ({
    targetType: 'prijava na događaj',
    targetId: registration,
    summary: 'Poništen dolazak',
  }),
  fields: CHECK_IN_FIELDS,
  schema: checkInSchema,
  success: CHECK_IN_TEXTS.undone,
  failureMessage: CHECK_IN_TEXTS.notSaved,
  async handle({ event, registration }, { ctx, succeed, fail }) {
    const outcome = await undoCheckIn(ctx.db, event, registration);
    if (outcome.outcome === 'not_checked_in') return fail(CHECK_IN_TEXTS.notCheckedIn);
    if (outcome.outcome !== 'undone') return fail(ADMIN_MESSAGES.unknownItem);
    const counts = await countCheckIns(ctx.db, event);
    return succeed({ registration, checkedInAt: null, counts });
  },
});
