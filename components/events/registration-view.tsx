import Link from 'next/link';

import { EventRegistrationForm } from '@/components/forms/event-registration-form';
import { JsonLd } from '@/components/seo/json-ld';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CalendarDaysIcon, CalendarPlusIcon, MapPinIcon, UsersIcon, type IconComponent } from '@/components/ui/icons';
import type { RegistrationEvent } from '@/lib/events/registration';
import { pageScript } from '@/lib/i18n/page-script';
import { eventJsonLd } from '@/lib/seo/json-ld';
import type { EventReference } from '@/lib/validation/event-registration';
import { FORM_MESSAGES } from '@/lib/validation/messages';

/** What the form sends back so the server can find the same event again. */
function hiddenReference(event: RegistrationEvent, reference: EventReference): Record<string, string> {
  if (event.source === 'database') return { event: event.id };
  const { title = '', date = '', time = '', location = '', description = '' } = reference;
  return { title, date, time, location, description };
}

/** One line of the event's summary: its icon names the fact for assistive technology. */
function Fact({ icon: Icon, label, value }: { icon: IconComponent; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon className="size-4 text-muted-foreground" aria-label={label} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

async function EventSummary({ event }: { event: RegistrationEvent }) {
  const { t } = await pageScript();
  return (
    <Card>
      <p className="eyebrow">{t('Prijava na događaj')}</p>
      <h1 className="mt-2 text-3xl font-bold text-balance">{event.title}</h1>
      <dl className="mt-4 grid gap-2 text-sm">
        {event.eventDate ? <Fact icon={CalendarDaysIcon} label={t('Datum')} value={event.eventDate} /> : null}
        {event.location ? <Fact icon={MapPinIcon} label={t('Lokacija')} value={event.location} /> : null}
        {event.source === 'database' && event.spotsLeft !== null ? (
          <Fact
            icon={UsersIcon}
            label={t('Slobodna mesta')}
            value={`${t('Slobodnih mesta:')} ${event.spotsLeft} ${t('od')} ${event.maxParticipants}`}
          />
        ) : null}
      </dl>
      {event.description ? <p className="mt-4 whitespace-pre-line text-muted-foreground">{event.description}</p> : null}
      {event.source === 'database' ? (
        <a
          href={event.calendarPath}
          className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
        >
          <CalendarPlusIcon className="size-4" aria-hidden />
          {t('Dodaj u kalendar (.-{ics}-)')}
        </a>
      ) : null}
    </Card>
  );
}

async function Notice({ title, text }: { title: string; text: string }) {
  const { t, href } = await pageScript();
  return (
    <Card className="p-8 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Button asChild className="mt-6">
        <Link href={href('/events')}>{t('Pogledaj događaje')}</Link>
      </Button>
    </Card>
  );
}

async function ClosedNotice({ text }: { text: string }) {
  const { t, href } = await pageScript();
  return (
    <div role="status" className="rounded-xl bg-muted p-4 text-center">
      <p className="font-medium">{text}</p>
      <Link href={href('/events')} className="mt-2 inline-block text-sm font-medium text-primary hover:underline">
        {t('Pogledaj ostale događaje')}
      </Link>
    </div>
  );
}

/**
 * The registration page (spec §2) for the event a link names, or 'Događaj nije pronađen', in the
 * page's script (the event comes in it from `getRegistrationEvent`). One of our events carries its
 * schema.org Event; an event described by a link has no reliable start date, so it carries none.
 */
export async function EventRegistrationView({
  event,
  reference,
}: {
  event: RegistrationEvent | null;
  reference: EventReference;
}) {
  const { script, t } = await pageScript();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      {event?.source === 'database' && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            ...eventJsonLd(
              {
                title: event.title,
                description: event.description,
                eventDate: event.startsAt,
                location: event.location,
                imageUrl: null,
              },
              script,
            ),
          }}
        />
      )}
      {!event ? (
        <Notice
          title={t('Događaj nije pronađen')}
          text={t('Link je možda zastareo. Pogledaj aktuelne događaje i izaberi onaj koji te zanima.')}
        />
      ) : event.source === 'database' && !event.isOpen ? (
        <div className="grid gap-6">
          <EventSummary event={event} />
          <ClosedNotice text={t(FORM_MESSAGES.registrationClosed)} />
        </div>
      ) : (
        <EventRegistrationForm
          eventReference={hiddenReference(event, reference)}
          summary={<EventSummary event={event} />}
          // A full event takes people on its waitlist ('Lista čekanja') instead of refusing them.
          waitlist={event.source === 'database' && event.spotsLeft === 0}
          // Signed-in members see their state and one-click buttons here, read in the browser.
          memberEventId={event.source === 'database' ? event.id : undefined}
        />
      )}
    </div>
  );
}
