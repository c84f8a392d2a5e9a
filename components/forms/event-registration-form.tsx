import type { ReactNode } from 'react';

import { eventRegistrationSchema } from '@/lib/validation/event-registration';
import { FIELD_LABELS, FORM_MESSAGES, FORM_SUCCESS } from '@/lib/validation/messages';

import { EventRegistrationFields } from './event-registration-fields';
import { publicFormProps } from './public-form-props';

/** The registration form's texts, typed in Latin. */
const EVENT_REGISTRATION_TEXTS = {
  form: 'Prijava na događaj',
  firstName: FIELD_LABELS.firstName as string,
  lastName: FIELD_LABELS.lastName as string,
  phone: FIELD_LABELS.phone as string,
  company: 'Kompanija',
  position: 'Pozicija',
  message: 'Poruka (opciono)',
  send: 'Prijavi se',
  waitlistSend: FORM_MESSAGES.registrationWaitlistButton as string,
  waitlistNotice: FORM_MESSAGES.registrationWaitlistNotice as string,
  fallback: FORM_MESSAGES.registrationFallback as string,
  registered: FORM_SUCCESS.registration.title as string,
  waitlisted: FORM_SUCCESS.registrationWaitlisted.title as string,
  events: 'Pogledaj događaje',
  home: 'Početna',
};

export type EventRegistrationTexts = typeof EVENT_REGISTRATION_TEXTS;

export interface EventRegistrationFormProps {
  /** How the server finds the event again: `event` (id or key), or the link's own fields. */
  eventReference: Record<string, string>;
  /** The event's details, shown above the form until the registration succeeds. */
  summary: ReactNode;
  /** The event is full: the form puts the person on the waitlist (issue 50). */
  waitlist?: boolean;
  /** One of our events: an approved, signed-in member gets the one-click buttons (`MemberRsvp`). */
  memberEventId?: string;
}

/** The registration form of /prijava-dogadjaj, in the page's script. */
export async function EventRegistrationForm(props: EventRegistrationFormProps) {
  return (
    <EventRegistrationFields {...props} {...await publicFormProps(EVENT_REGISTRATION_TEXTS, eventRegistrationSchema)} />
  );
}
