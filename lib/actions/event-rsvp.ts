'use server';

/**
 * Members' one-click registration for events (issue 50, docs/members.md "Događaji"): 'Prijavi se'
 * registers the signed-in member with the profile's name and address (or puts them on the
 * waitlist of a full event), 'Otkaži prijavu' cancels it and promotes the first in line. Both
 * answer without JavaScript by going back to the dashboard's 'Moji događaji'.
 */

import type { MemberEventState } from '@/lib/events/member-states';

import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { requestContext, type ActionContext } from '@/lib/auth/context';
import {
  cancelRegistration,
  findMemberRegistration,
  getEventForMail,
  rsvpForEvent,
} from '@/lib/data/event-registrations';
import { setAttendanceShown } from '@/lib/data/event-shown-attendees';
import { cancelRegistrationByLink } from '@/lib/data/registration-links';
import {
  promotionMailer,
  REGISTRATION_CANCEL_PATH,
  registrationCancelUrl,
  registrationCheckInCode,
} from '@/lib/events/registration-mail';
import { registrationConfirmation, registrationWaitlisted } from '@/lib/mail/templates';
import { ATTENDANCE_TEXTS, eventAttendanceSchema, eventRsvpSchema, RSVP_TEXTS } from '@/lib/validation/event-rsvp';

import { defineAction, redirectInFormScript } from './define';

/** Where a member's event state stands after a button: what the island shows next. */
export type RsvpResultData = {
  eventId: string;
  state: MemberEventState;
  placesChanged: boolean;
};

const MY_EVENTS_PATH = '/members#moji-dogadjaji';

/**
 * Without JavaScript the answer is the dashboard's 'Moji događaji'. A redirect skips the
 * definition's own revalidation, so the places left are expired here first.
 */
async function backToMyEvents(
  ctx: ActionContext,
  placesChanged: boolean,
  goTo: (path: string) => never,
): Promise<never> {
  if (placesChanged) await ctx.revalidate([CACHE_TAGS.events]);
  goTo(MY_EVENTS_PATH);
}

export const rsvpToEvent = defineAction<'member', { event: string; show: boolean }, RsvpResultData>({
  name: 'event_rsvp',
  access: 'member',
  fields: ['event', 'show'],
  schema: eventAttendanceSchema,
  rateLimit: { category: 'eventRsvp' },
  revalidate: (_values, data) => (data?.placesChanged ? [CACHE_TAGS.events] : []),
  success: { title: 'Prijava poslata!', message: RSVP_TEXTS.registeredDone },
  failureMessage: RSVP_TEXTS.failed,
  async handle(values, { ctx, caller, enhanced, goTo, succeed, fail, refund, queueMail }) {
    const { member } = caller;
    const outcome = await rsvpForEvent(ctx.db, values.event, member, ctx.now, values.show);
    if (outcome.outcome === 'closed') {
      await refund();
      return fail(RSVP_TEXTS.closed);
    }
    const eventId = values.event.toLowerCase();
    const state = outcome.status === 'waitlisted' ? outcome : ({ status: 'registered' } as const);
    if (outcome.outcome === 'registered') {
      await queueMail(async () => {
        const event = await getEventForMail(ctx.db, eventId, ctx.now);
        if (!event) return [];
        const data = {
          email: member.email,
          eventTitle: event.title,
          eventDate: event.eventDate,
          eventLocation: event.location,
          calendarPath: event.calendarPath,
          cancelUrl: await registrationCancelUrl(ctx.db, ctx.mail, outcome.registrationId, event.startsAt, ctx.now),
        };
        return [
          outcome.status === 'waitlisted'
            ? registrationWaitlisted(ctx.mail, { ...data, position: outcome.position })
            : registrationConfirmation(ctx.mail, {
                ...data,
                checkIn: await registrationCheckInCode(ctx.db, ctx.mail, outcome.registrationId, event.startsAt),
              }),
        ];
      });
    }
    const placesChanged = outcome.outcome === 'registered' && outcome.status === 'registered';
    if (!enhanced) await backToMyEvents(ctx, placesChanged, goTo);
    const message =
      outcome.outcome === 'updated'
        ? outcome.status === 'waitlisted'
          ? RSVP_TEXTS.alreadyWaitlisted(outcome.position)
          : RSVP_TEXTS.alreadyRegistered
        : outcome.status === 'waitlisted'
          ? RSVP_TEXTS.waitlistedDone(outcome.position)
          : RSVP_TEXTS.registeredDone;
    return succeed(
      {
        eventId,
        state: {
          ...(state.status === 'waitlisted' ? { status: 'waitlisted', position: state.position } : state),
          shown: values.show,
        },
        placesChanged,
      },
      message,
    );
  },
});

export const cancelEventRsvp = defineAction<'member', { event: string }, RsvpResultData>({
  name: 'event_rsvp_cancel',
  access: 'member',
  fields: ['event'],
  schema: eventRsvpSchema,
  rateLimit: { category: 'eventRsvp' },
  revalidate: (_values, data) => (data?.placesChanged ? [CACHE_TAGS.events] : []),
  success: { title: 'Prijava otkazana', message: RSVP_TEXTS.cancelledDone },
  failureMessage: RSVP_TEXTS.failed,
  async handle(values, { ctx, caller, enhanced, goTo, succeed, fail, refund }) {
    const registration = await findMemberRegistration(ctx.db, caller.member.id, values.event);
    if (!registration) {
      await refund();
      return fail(RSVP_TEXTS.notRegistered);
    }
    const mail = await promotionMailer(ctx.db, ctx.mail, ctx.now);
    const outcome = await cancelRegistration(ctx.db, registration.id, ctx.now, mail);
    if (outcome.outcome === 'closed') return fail(RSVP_TEXTS.cancelClosed);
    if (outcome.outcome !== 'cancelled') return fail(RSVP_TEXTS.notRegistered);
    if (outcome.promoted.length > 0) ctx.onMailQueued();
    const placesChanged = outcome.wasRegistered || outcome.promoted.length > 0;
    if (!enhanced) await backToMyEvents(ctx, placesChanged, goTo);
    return succeed({ eventId: values.event.toLowerCase(), state: { status: 'none' }, placesChanged });
  },
});

/** The member's choice after the switch: whether they are now shown as coming. */
export type AttendanceResultData = { eventId: string; shown: boolean };

/**
 * 'Prikaži me drugim članovima kao učesnika' switched after registering (docs/members.md "Ko
 * dolazi"): on the member's own live registration for the event, nothing else. Nothing cached
 * reads it: other members' next read of `/members/dogadjaji/dolaze` shows the change.
 */
export const setEventAttendance = defineAction<'member', { event: string; show: boolean }, AttendanceResultData>({
  name: 'event_attendance',
  access: 'member',
  fields: ['event', 'show'],
  schema: eventAttendanceSchema,
  rateLimit: { category: 'eventAttendance' },
  success: { title: 'Sačuvano', message: ATTENDANCE_TEXTS.shownDone },
  failureMessage: ATTENDANCE_TEXTS.changeFailed,
  async handle(values, { ctx, caller, enhanced, goTo, succeed, fail, refund }) {
    const changed = await setAttendanceShown(ctx.db, caller.member.id, values.event, values.show);
    if (!changed) {
      await refund();
      return fail(RSVP_TEXTS.notRegistered);
    }
    if (!enhanced) goTo(MY_EVENTS_PATH);
    return succeed(
      { eventId: values.event.toLowerCase(), shown: values.show },
      values.show ? ATTENDANCE_TEXTS.shownDone : ATTENDANCE_TEXTS.hiddenDone,
    );
  },
});

/**
 * 'Otkaži prijavu' on the page a registration mail's cancel link opens (REGISTRATION_CANCEL_PATH).
 * Like the members' one-click links (lib/actions/member-links.ts) a plain form post that answers
 * with a redirect to its page's outcome, not a `defineAction`: no sign-in, no field but the signed
 * token, and it must work without JavaScript. Opening the link changes nothing; this does.
 */
export async function cancelRegistrationFromLinkAction(_previous: null, formData: FormData): Promise<null> {
  const ctx = await requestContext();
  const value = formData.get('token');
  const token = typeof value === 'string' ? value.slice(0, 200) : '';
  const mail = await promotionMailer(ctx.db, ctx.mail, ctx.now);
  const outcome = await cancelRegistrationByLink(ctx.db, token, ctx.now, mail);
  if (outcome.outcome === 'cancelled') {
    if (outcome.promoted.length > 0) ctx.onMailQueued();
    // The places left are right on the next request, on every instance.
    if (outcome.wasRegistered || outcome.promoted.length > 0) await ctx.revalidate([CACHE_TAGS.events]);
  }
  const status = { cancelled: 'otkazano', already: 'vec-otkazano', closed: 'zatvoreno', unknown: 'nevazece' }[
    outcome.outcome
  ];
  redirectInFormScript(formData, `${REGISTRATION_CANCEL_PATH}?status=${status}`);
}
