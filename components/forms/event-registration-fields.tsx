'use client';

import Link from 'next/link';

import { PartyPopperIcon } from '@/components/ui/icons';
import { submitEventRegistration } from '@/lib/actions/public';
import { Button } from '@/components/ui/button';
import { scriptPath } from '@/lib/i18n/script';

import { MemberRsvp } from '@/components/events/member-rsvp';

import type { EventRegistrationFormProps, EventRegistrationTexts } from './event-registration-form';
import { EmailField, TextAreaField, TextField } from './form-parts';
import { PublicFormEnd } from './public-form-end';
import type { PublicFormPage } from './public-form-texts';
import { useServerForm } from './use-server-form';

const loadRegistrationSchema = () =>
  import('@/lib/validation/event-registration').then((module) => module.eventRegistrationSchema);
/**
 * The registration form of /prijava-dogadjaj, with its texts from the page
 * (`EventRegistrationForm`); replaced by the 'Prijava poslata!' screen on success.
 */
export function EventRegistrationFields({
  eventReference,
  summary,
  waitlist = false,
  memberEventId,
  texts,
  page,
}: EventRegistrationFormProps & { texts: EventRegistrationTexts; page: PublicFormPage }) {
  const controller = useServerForm({
    loadSchema: loadRegistrationSchema,
    action: submitEventRegistration,
    fallbackError: texts.fallback,
    messages: page.messages,
    errorTitle: page.texts.errorTitle,
    // The page finds its event in the query string, so a submission without JavaScript keeps it.
    permalink: scriptPath(page.script, `/prijava-dogadjaj?${new URLSearchParams(eventReference).toString()}`),
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
          {controller.state.data?.waitlistPosition ? texts.waitlisted : texts.registered}
        </h1>
        <p className="mt-2 text-muted-foreground">{controller.state.message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href={scriptPath(page.script, '/events')}>{texts.events}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={scriptPath(page.script, '/')}>{texts.home}</Link>
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
          {texts.waitlistNotice}
        </p>
      ) : null}
      <form {...controller.formProps} aria-label={texts.form} className="relative grid gap-4">
        {Object.entries(eventReference).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            controller={controller}
            name="firstName"
            label={texts.firstName}
            autoComplete="given-name"
            required
          />
          <TextField
            controller={controller}
            name="lastName"
            label={texts.lastName}
            autoComplete="family-name"
            required
          />
        </div>
        <EmailField controller={controller} label={page.texts.email} />
        <TextField controller={controller} name="phone" label={texts.phone} type="tel" autoComplete="tel" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField controller={controller} name="company" label={texts.company} autoComplete="organization" />
          <TextField controller={controller} name="position" label={texts.position} autoComplete="organization-title" />
        </div>
        <TextAreaField controller={controller} name="message" label={texts.message} rows={4} />
        <PublicFormEnd controller={controller} page={page}>
          {waitlist ? texts.waitlistSend : texts.send}
        </PublicFormEnd>
      </form>
    </div>
  );
}
