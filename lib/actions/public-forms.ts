import 'server-only';

import { createEventSubmission, createContactMessage, createJoinApplication, createTeamApplication } from '@/lib/data/submissions';
import { confirmNewsletterSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from '@/lib/data/newsletter';
import { registerForEvent, resolveRegistrationEvent } from '@/lib/events/registration';
import {
  contactNotification,
  joinConfirmation,
  joinNotification,
  newsletterConfirmation,
  registrationConfirmation,
  registrationNotification,
  suggestionNotification,
  teamConfirmation,
  teamNotification,
} from '@/lib/mail/templates';
import { CONTACT_FIELDS, contactSchema } from '@/lib/validation/contact';
import { EVENT_REFERENCE_FIELDS, EVENT_REGISTRATION_FIELDS, eventRegistrationSchema, type EventReference } from '@/lib/validation/event-registration';
import { EVENT_SUGGESTION_FIELDS, eventSuggestionSchema } from '@/lib/validation/event-suggestion';
import { FORM_MESSAGES, FORM_SUCCESS } from '@/lib/validation/messages';
import { JOIN_FIELDS, joinSchema } from '@/lib/validation/join';
import { NEWSLETTER_FIELDS, newsletterSchema, newsletterTokenSchema } from '@/lib/validation/newsletter';
import { composeTeamApplicationMessage, TEAM_APPLICATION_FIELDS, TEAM_ROLE_LABELS, teamApplicationSchema } from '@/lib/validation/team-application';

import type { SubmissionContext } from './context';
import { actionFailure, type ActionResult } from './result';
import { runSubmission } from './pipeline';

/**
 * What each public form does once its action is called. The `'use server'` actions next to the
 * pages pass the request's context; tests pass their own database, address and clock.
 */
type GetContext = () => Promise<SubmissionContext>;

const orNull = (value: string) => (value === '' ? null : value);

/** Contact form → contact_messages, the team is notified (reply goes to the sender). */
export function submitContactMessage(formData: FormData, getContext: GetContext): Promise<ActionResult> {
  return runSubmission(
    {
      form: 'contact',
      success: FORM_SUCCESS.contact,
      fields: CONTACT_FIELDS,
      schema: contactSchema,
      rateLimit: 'contact',
      emailField: 'email',
      failureMessage: FORM_MESSAGES.contactFailed,
      async handle(values, { ctx, succeed, queueMail }) {
        await createContactMessage(ctx.db, values);
        await queueMail(() => [contactNotification(ctx.mail, values)]);
        return succeed();
      },
    },
    formData,
    getContext,
  );
}

/** Join form → join_applications; the team is notified and the applicant gets a receipt. */
export function submitJoinApplication(formData: FormData, getContext: GetContext): Promise<ActionResult> {
  return runSubmission(
    {
      form: 'join',
      success: FORM_SUCCESS.application,
      fields: JOIN_FIELDS,
      schema: joinSchema,
      rateLimit: 'join',
      emailField: 'email',
      failureMessage: FORM_MESSAGES.applicationFailed,
      async handle(values, { ctx, succeed, queueMail }) {
        await createJoinApplication(ctx.db, values);
        await queueMail(() => [joinNotification(ctx.mail, values), joinConfirmation(ctx.mail, values)]);
        return succeed();
      },
    },
    formData,
    getContext,
  );
}

/** Team or mentor application → team_applications; the team gets the composed message of spec §7. */
export function submitTeamApplication(formData: FormData, getContext: GetContext): Promise<ActionResult> {
  return runSubmission(
    {
      form: 'team_application',
      success: FORM_SUCCESS.application,
      fields: TEAM_APPLICATION_FIELDS,
      schema: teamApplicationSchema,
      rateLimit: 'teamApplication',
      emailField: 'email',
      failureMessage: FORM_MESSAGES.applicationFailed,
      async handle(values, { ctx, succeed, queueMail }) {
        await createTeamApplication(ctx.db, { ...values, phone: orNull(values.phone) });
        const roleLabel = TEAM_ROLE_LABELS[values.role];
        await queueMail(() => [
          teamNotification(ctx.mail, { name: values.name, email: values.email, roleLabel, composedMessage: composeTeamApplicationMessage(values) }),
          teamConfirmation(ctx.mail, { name: values.name, email: values.email, roleLabel }),
        ]);
        return succeed();
      },
    },
    formData,
    getContext,
  );
}

/** Suggested event → event_submissions as pending, for admins to review; the team is notified. */
export function submitEventSuggestion(formData: FormData, getContext: GetContext): Promise<ActionResult> {
  return runSubmission(
    {
      form: 'event_suggestion',
      success: FORM_SUCCESS.suggestion,
      fields: EVENT_SUGGESTION_FIELDS,
      schema: eventSuggestionSchema,
      rateLimit: 'eventSuggestion',
      emailField: 'submitterEmail',
      failureMessage: FORM_MESSAGES.suggestFailed,
      async handle(values, { ctx, succeed, queueMail }) {
        await createEventSubmission(ctx.db, values);
        await queueMail(() => [suggestionNotification(ctx.mail, values)]);
        return succeed();
      },
    },
    formData,
    getContext,
  );
}

/**
 * Event registration → event_registrations. The event is resolved again on the server from the
 * reference the form carries (never taken from hidden fields as is); a full, past or repeated
 * registration is refused with a clear message and stores nothing.
 */
export function submitEventRegistration(formData: FormData, getContext: GetContext): Promise<ActionResult> {
  return runSubmission(
    {
      form: 'event_registration',
      success: FORM_SUCCESS.registration,
      fields: EVENT_REGISTRATION_FIELDS,
      extraFields: EVENT_REFERENCE_FIELDS,
      schema: eventRegistrationSchema,
      rateLimit: 'eventRegistration',
      emailField: 'email',
      failureMessage: FORM_MESSAGES.registrationFallback,
      async handle(values, { ctx, succeed, queueMail, refund }, raw) {
        const reference: EventReference = Object.fromEntries(EVENT_REFERENCE_FIELDS.map((field) => [field, raw[field] ?? '']));
        const event = await resolveRegistrationEvent(ctx.db, reference, ctx.now);
        if (!event) {
          await refund();
          return actionFailure(FORM_MESSAGES.registrationNoEvent);
        }
        const registrant = {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: orNull(values.phone),
          company: orNull(values.company),
          position: orNull(values.position),
          message: orNull(values.message),
        };
        const outcome = await registerForEvent(ctx.db, event, registrant, ctx.now);
        if (outcome.status !== 'registered') {
          await refund();
          const message = {
            duplicate: FORM_MESSAGES.registrationDuplicate,
            full: FORM_MESSAGES.registrationFull,
            closed: FORM_MESSAGES.registrationClosed,
          }[outcome.status];
          return actionFailure(message, { values: { ...values } });
        }
        const mailData = {
          ...registrant,
          eventTitle: event.title,
          eventDate: event.eventDate,
          eventLocation: event.location,
          calendarPath: event.source === 'database' ? event.calendarPath : null,
        };
        await queueMail(() => [registrationNotification(ctx.mail, mailData), registrationConfirmation(ctx.mail, mailData)]);
        return succeed();
      },
    },
    formData,
    getContext,
  );
}

/** The page a newsletter link opens, with its token. */
export function newsletterLink(siteUrl: string, page: 'potvrda' | 'odjava', token: string): string {
  return `${siteUrl}/newsletter/${page}?token=${encodeURIComponent(token)}`;
}

/**
 * Newsletter signup, stored locally with double opt-in: a confirmation e-mail goes through the
 * outbox, and only a confirmed address counts as subscribed. An address that is already
 * confirmed gets the same answer and no e-mail, so the form does not reveal who subscribed.
 */
export function submitNewsletterSignup(formData: FormData, getContext: GetContext, source?: string): Promise<ActionResult> {
  return runSubmission(
    {
      form: 'newsletter',
      success: FORM_SUCCESS.newsletter,
      fields: NEWSLETTER_FIELDS,
      schema: newsletterSchema,
      rateLimit: 'newsletter',
      emailField: 'EMAIL',
      failureMessage: FORM_MESSAGES.newsletterFallback,
      async handle(values, { ctx, succeed, queueMail }) {
        const outcome = await subscribeToNewsletter(
          ctx.db,
          { firstName: values.FNAME, lastName: values.LNAME, email: values.EMAIL, source: source ?? null },
          ctx.now,
        );
        if (outcome.status === 'confirm') {
          await queueMail(() => [
            newsletterConfirmation(ctx.mail, {
              firstName: values.FNAME,
              email: values.EMAIL,
              confirmUrl: newsletterLink(ctx.mail.siteUrl, 'potvrda', outcome.confirmToken),
              unsubscribeUrl: newsletterLink(ctx.mail.siteUrl, 'odjava', outcome.unsubscribeToken),
            }),
          ]);
        }
        return succeed();
      },
    },
    formData,
    getContext,
  );
}

export type NewsletterLinkOutcome = 'ok' | 'invalid';

/** Confirms a subscription from the link in the confirmation e-mail. */
export async function confirmNewsletter(token: string, getContext: GetContext): Promise<NewsletterLinkOutcome> {
  const parsed = newsletterTokenSchema.safeParse(token);
  if (!parsed.success) return 'invalid';
  const ctx = await getContext();
  return (await confirmNewsletterSubscription(ctx.db, parsed.data, ctx.now)) ? 'ok' : 'invalid';
}

/** Unsubscribes from the link in any newsletter e-mail. */
export async function unsubscribeNewsletter(token: string, getContext: GetContext): Promise<NewsletterLinkOutcome> {
  const parsed = newsletterTokenSchema.safeParse(token);
  if (!parsed.success) return 'invalid';
  const ctx = await getContext();
  return (await unsubscribeFromNewsletter(ctx.db, parsed.data, ctx.now)) ? 'ok' : 'invalid';
}
