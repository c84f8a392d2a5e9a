import 'server-only';

import * as z from 'zod/mini';

import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import {
  createEventSubmission,
  createContactMessage,
  createJoinApplication,
  createTeamApplication,
} from '@/lib/data/submissions';
import { confirmNewsletterSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from '@/lib/data/newsletter';
import { registerForEvent, resolveRegistrationEvent } from '@/lib/data/event-registrations';
import { registrationCancelUrl, registrationCheckInCode } from '@/lib/events/registration-mail';
import {
  contactNotification,
  joinConfirmation,
  joinNotification,
  newsletterConfirmation,
  registrationConfirmation,
  registrationNotification,
  registrationWaitlisted,
  suggestionNotification,
  teamConfirmation,
  teamNotification,
} from '@/lib/mail/templates';
import { CONTACT_FIELDS, contactSchema } from '@/lib/validation/contact';
import {
  EVENT_REFERENCE_FIELDS,
  EVENT_REGISTRATION_FIELDS,
  eventRegistrationSchema,
  type EventReference,
} from '@/lib/validation/event-registration';
import { EVENT_SUGGESTION_FIELDS, eventSuggestionSchema } from '@/lib/validation/event-suggestion';
import { FORM_MESSAGES, FORM_SUCCESS } from '@/lib/validation/messages';
import { JOIN_FIELDS, joinSchema } from '@/lib/validation/join';
import { NEWSLETTER_FIELDS, newsletterSchema, newsletterTokenSchema } from '@/lib/validation/newsletter';
import {
  composeTeamApplicationMessage,
  TEAM_APPLICATION_FIELDS,
  TEAM_ROLE_LABELS,
  teamApplicationSchema,
} from '@/lib/validation/team-application';

import type { GetContext } from '@/lib/auth/context';
import type { Database } from '@/lib/db/client';
import type { MailSettings } from '@/lib/mail/config';
import type { MailMessage } from '@/lib/mail/types';
import { defineAction, type ActionDefinition, type DefinedAction } from './define';

/**
 * The six public forms as action definitions. The `'use server'` files next to the pages export
 * them; tests call `.run(formData, getContext)` with their own database, address and clock.
 * Every form: anyone may send it, every text field gets the spec's sanitiser, a honeypot, and a
 * rate limit keyed by the validated e-mail and the client's address.
 */

const orNull = (value: string) => (value === '' ? null : value);

type PublicForm<Values> = ActionDefinition<'public', Values, undefined>;

/**
 * A form that stores one submission and mails about it: `store` writes the row, `mails` builds
 * what goes to the outbox once it is stored.
 */
function submissionForm<Values>(
  form: Pick<PublicForm<Values>, 'name' | 'fields' | 'schema' | 'rateLimit' | 'success' | 'failureMessage'> & {
    store: (db: Database, values: Values) => Promise<unknown>;
    mails: (mail: MailSettings, values: Values) => MailMessage[];
  },
): DefinedAction<undefined> {
  const { store, mails, ...definition } = form;
  return defineAction<'public', Values>({
    ...definition,
    access: 'public',
    sanitize: 'all',
    honeypot: true,
    async handle(values, { ctx, succeed, queueMail }) {
      await store(ctx.db, values);
      await queueMail(() => mails(ctx.mail, values));
      return succeed();
    },
  });
}

/** Contact form → contact_messages, the team is notified (reply goes to the sender). */
export const submitContactMessage = submissionForm({
  name: 'contact',
  fields: CONTACT_FIELDS,
  schema: contactSchema,
  rateLimit: { category: 'contact', subject: (values) => values.email },
  success: FORM_SUCCESS.contact,
  failureMessage: FORM_MESSAGES.contactFailed,
  store: createContactMessage,
  mails: (mail, values) => [contactNotification(mail, values)],
});

/** Join form → join_applications; the team is notified and the applicant gets a receipt. */
export const submitJoinApplication = submissionForm({
  name: 'join',
  fields: JOIN_FIELDS,
  schema: joinSchema,
  rateLimit: { category: 'join', subject: (values) => values.email },
  success: FORM_SUCCESS.application,
  failureMessage: FORM_MESSAGES.applicationFailed,
  store: createJoinApplication,
  mails: (mail, values) => [joinNotification(mail, values), joinConfirmation(mail, values)],
});

/** Team or mentor application → team_applications; the team gets the composed message of spec §7. */
export const submitTeamApplication = submissionForm({
  name: 'team_application',
  fields: TEAM_APPLICATION_FIELDS,
  schema: teamApplicationSchema,
  rateLimit: { category: 'teamApplication', subject: (values) => values.email },
  success: FORM_SUCCESS.application,
  failureMessage: FORM_MESSAGES.applicationFailed,
  store: (db, values) => createTeamApplication(db, { ...values, phone: orNull(values.phone) }),
  mails(mail, values) {
    const roleLabel = TEAM_ROLE_LABELS[values.role];
    return [
      teamNotification(mail, {
        name: values.name,
        email: values.email,
        roleLabel,
        composedMessage: composeTeamApplicationMessage(values),
      }),
      teamConfirmation(mail, { email: values.email, roleLabel }),
    ];
  },
});

/** Suggested event → event_submissions as pending, for admins to review; the team is notified. */
export const submitEventSuggestion = submissionForm({
  name: 'event_suggestion',
  fields: EVENT_SUGGESTION_FIELDS,
  schema: eventSuggestionSchema,
  rateLimit: { category: 'eventSuggestion', subject: (values) => values.submitterEmail },
  success: FORM_SUCCESS.suggestion,
  failureMessage: FORM_MESSAGES.suggestFailed,
  store: createEventSubmission,
  mails: (mail, values) => [suggestionNotification(mail, values)],
});

/** The registration form plus the reference to its event, as the page's query string names it. */
const eventRegistrationSubmissionSchema = z.extend(
  eventRegistrationSchema,
  Object.fromEntries(EVENT_REFERENCE_FIELDS.map((field) => [field, z.string().check(z.maxLength(2_000))])) as Record<
    (typeof EVENT_REFERENCE_FIELDS)[number],
    z.ZodMiniString
  >,
);

/** What the registration form's success screen needs: the waitlist position when there was no place. */
export type RegistrationResultData = { placeTaken: boolean; waitlistPosition: number | null };

/**
 * Event registration → event_registrations. The event is resolved again on the server from the
 * reference the form carries (never taken from hidden fields as is); a past event is refused with
 * a clear message and stores nothing. A full event puts the person on its waitlist ('Lista
 * čekanja', issue 50) and says at which position. A second registration with the same address
 * brings the first one's details up to date and takes no second place (the answer says so, and
 * only the confirmation goes out again). Every confirmation carries the signed cancel link. Spots
 * left change on /events and the home page, so the events tag is expired when a place was taken.
 */
export const submitEventRegistration = defineAction<
  'public',
  z.infer<typeof eventRegistrationSubmissionSchema>,
  // Undefined for a bot's honeypot answer.
  RegistrationResultData | undefined
>({
  name: 'event_registration',
  access: 'public',
  fields: [...EVENT_REGISTRATION_FIELDS, ...EVENT_REFERENCE_FIELDS],
  sanitize: 'all',
  honeypot: true,
  schema: eventRegistrationSubmissionSchema,
  rateLimit: { category: 'eventRegistration', subject: (values) => values.email },
  revalidate: (_values, data) => (data?.placeTaken ? [CACHE_TAGS.events] : []),
  success: FORM_SUCCESS.registration,
  failureMessage: FORM_MESSAGES.registrationFallback,
  async handle(values, { ctx, succeed, fail, queueMail, refund }) {
    const reference: EventReference = Object.fromEntries(EVENT_REFERENCE_FIELDS.map((field) => [field, values[field]]));
    const event = await resolveRegistrationEvent(ctx.db, reference, ctx.now);
    if (!event) {
      await refund();
      return fail(FORM_MESSAGES.registrationNoEvent);
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
    if (outcome.outcome === 'closed') {
      await refund();
      return fail(FORM_MESSAGES.registrationClosed);
    }
    const startsAt = event.source === 'database' ? event.startsAt : null;
    const mailData = {
      ...registrant,
      eventTitle: event.title,
      eventDate: event.eventDate,
      eventLocation: event.location,
      calendarPath: event.source === 'database' ? event.calendarPath : null,
    };
    const receipt = async () => {
      const cancelUrl = await registrationCancelUrl(ctx.db, ctx.mail, outcome.registrationId, startsAt, ctx.now);
      return outcome.status === 'waitlisted'
        ? registrationWaitlisted(ctx.mail, { ...mailData, cancelUrl, position: outcome.position })
        : registrationConfirmation(ctx.mail, {
            ...mailData,
            cancelUrl,
            checkIn: await registrationCheckInCode(ctx.db, ctx.mail, outcome.registrationId, startsAt),
          });
    };
    const waitlistPosition = outcome.status === 'waitlisted' ? outcome.position : null;
    if (outcome.outcome === 'updated') {
      await queueMail(async () => [await receipt()]);
      return succeed({ placeTaken: false, waitlistPosition }, FORM_SUCCESS.registrationUpdated.message);
    }
    await queueMail(async () => [registrationNotification(ctx.mail, mailData), await receipt()]);
    if (waitlistPosition !== null)
      return succeed(
        { placeTaken: false, waitlistPosition },
        FORM_SUCCESS.registrationWaitlisted.message(waitlistPosition),
      );
    return succeed({ placeTaken: true, waitlistPosition: null });
  },
});

/** The page a newsletter link opens, with its token. */
export function newsletterLink(siteUrl: string, page: 'potvrda' | 'odjava', token: string): string {
  return `${siteUrl}/newsletter/${page}?token=${encodeURIComponent(token)}`;
}

/** Where a card was submitted, for the subscriber list: a short site path, anything else is dropped. */
const sourcePath = z.pipe(
  z.string(),
  z.transform((value: string) => (/^\/[a-z0-9/-]{0,60}$/.test(value) ? value : '')),
);
const newsletterSignupSchema = z.extend(newsletterSchema, { source: sourcePath });

/**
 * Newsletter signup, stored locally with double opt-in: a confirmation e-mail goes through the
 * outbox, and only a confirmed address counts as subscribed. An address that is already
 * confirmed gets the same answer and no e-mail, so the form does not reveal who subscribed.
 * `source` is the page the form was on.
 */
export const submitNewsletterSignup = defineAction({
  name: 'newsletter',
  access: 'public',
  fields: [...NEWSLETTER_FIELDS, 'source'],
  sanitize: 'all',
  honeypot: true,
  schema: newsletterSignupSchema,
  rateLimit: { category: 'newsletter', subject: (values) => values.EMAIL },
  success: FORM_SUCCESS.newsletter,
  failureMessage: FORM_MESSAGES.newsletterFallback,
  async handle(values, { ctx, succeed, queueMail }) {
    const outcome = await subscribeToNewsletter(
      ctx.db,
      { firstName: values.FNAME, lastName: values.LNAME, email: values.EMAIL, source: orNull(values.source) },
      ctx.now,
    );
    if (outcome.status === 'confirm') {
      await queueMail(() => [
        newsletterConfirmation(ctx.mail, {
          email: values.EMAIL,
          confirmUrl: newsletterLink(ctx.mail.siteUrl, 'potvrda', outcome.confirmToken),
          unsubscribeUrl: newsletterLink(ctx.mail.siteUrl, 'odjava', outcome.unsubscribeToken),
        }),
      ]);
    }
    return succeed();
  },
});

export type NewsletterLinkOutcome = 'ok' | 'invalid';

/** Applies a newsletter link's token: a malformed one is refused before the database is asked. */
async function applyNewsletterToken(
  token: string,
  getContext: GetContext,
  apply: (db: Database, token: string, now: Date) => Promise<boolean>,
): Promise<NewsletterLinkOutcome> {
  const parsed = newsletterTokenSchema.safeParse(token);
  if (!parsed.success) return 'invalid';
  const ctx = await getContext();
  return (await apply(ctx.db, parsed.data, ctx.now)) ? 'ok' : 'invalid';
}

/** Confirms a subscription from the link in the confirmation e-mail. */
export function confirmNewsletter(token: string, getContext: GetContext): Promise<NewsletterLinkOutcome> {
  return applyNewsletterToken(token, getContext, confirmNewsletterSubscription);
}

/** Unsubscribes from the link in any newsletter e-mail. */
export function unsubscribeNewsletter(token: string, getContext: GetContext): Promise<NewsletterLinkOutcome> {
  return applyNewsletterToken(token, getContext, unsubscribeFromNewsletter);
}
