'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';

import { PartyPopperIcon } from '@/components/ui/icons';
import { submitEventRegistration } from '@/lib/actions/public';
import { Button } from '@/components/ui/button';
import { FORM_MESSAGES, FORM_SUCCESS } from '@/lib/validation/messages';

import { MemberRsvp } from '@/components/events/member-rsvp';

import { EmailField, TextAreaField, TextField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import { useServerForm } from './use-server-form';

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

const loadRegistrationSchema = () =>
  import('@/lib/validation/event-registration').then((module) => module.eventRegistrationSchema);
/** The registration form of /prijava-dogadjaj; replaced by the 'Prijava poslata!' screen on success. */
export function EventRegistrationForm({
  eventReference,
  summary,
  waitlist = false,
  memberEventId,
}: EventRegistrationFormProps) {
  const controller = useServerForm({
    loadSchema: loadRegistrationSchema,
    action: submitEventRegistration,
    fallbackError: FORM_MESSAGES.registrationFallback,
    // The page finds its event in the query string, so a submission without JavaScript keeps it.
    permalink: `/prijava-dogadjaj?${new URLSearchParams(eventReference).toString()}`,
    // The 'Prijava poslata!' screen is the answer; a toast would say it twice.
    successToast: false,
  });

  if (controller.state?.ok) {
    return (
      <section aria-labelledby="registration-success" className="rounded-2xl border bg-card p-8 text-center shadow-sm">
        <PartyPopperIcon className="mx-auto size-10 text-primary" aria-hidden />
        <h1
          id="registration-success"
          tabIndex={-1}
          ref={(node) => node?.focus()}
          className="mt-4 text-2xl font-bold outline-none"
        >
          {controller.state.data?.waitlistPosition
            ? FORM_SUCCESS.registrationWaitlisted.title
            : FORM_SUCCESS.registration.title}
        </h1>
        <p className="mt-2 text-muted-foreground">{controller.state.message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/events">Pogledaj događaje</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Početna</Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="grid gap-8">
      {summary}
      {memberEventId ? <MemberRsvp eventId={memberEventId} full={waitlist} /> : null}
      {waitlist ? (
        <p role="status" className="rounded-xl bg-muted p-4 font-medium">
          {FORM_MESSAGES.registrationWaitlistNotice}
        </p>
      ) : null}
      <form {...controller.formProps} aria-label="Prijava na događaj" className="relative grid gap-4">
        {Object.entries(eventReference).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField controller={controller} name="firstName" label="Ime" autoComplete="given-name" required />
          <TextField controller={controller} name="lastName" label="Prezime" autoComplete="family-name" required />
        </div>
        <EmailField controller={controller} />
        <TextField controller={controller} name="phone" label="Telefon" type="tel" autoComplete="tel" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField controller={controller} name="company" label="Kompanija" autoComplete="organization" />
          <TextField controller={controller} name="position" label="Pozicija" autoComplete="organization-title" />
        </div>
        <TextAreaField controller={controller} name="message" label="Poruka (opciono)" rows={4} />
        <PublicFormEnd controller={controller}>
          {waitlist ? FORM_MESSAGES.registrationWaitlistButton : 'Prijavi se'}
        </PublicFormEnd>
      </form>
    </div>
  );
}
