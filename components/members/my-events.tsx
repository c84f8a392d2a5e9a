import Link from 'next/link';

import { scriptFields } from '@/lib/actions/result';
import { ActionButton } from '@/components/forms/action-button';
import { CalendarDaysIcon, DownloadIcon, MapPinIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cancelEventRsvp } from '@/lib/actions/event-rsvp';
import type { MemberEventRegistration } from '@/lib/data/event-registrations';
import { eventCalendarPath } from '@/lib/events/paths';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { textsIn } from '@/lib/i18n/texts';
import { RSVP_TEXTS } from '@/lib/validation/event-rsvp-texts';

/**
 * 'Moji događaji' on the dashboard (issue 50): the member's upcoming registrations with date,
 * place, the `.ics`, where they stand and 'Otkaži prijavu' (a form post, so it works without
 * JavaScript too; the action answers with this section), in the page's script.
 */
export async function MyEvents({ registrations }: { registrations: MemberEventRegistration[] }) {
  const { script, t, href } = await pageScript();
  const entries = registrations.map((entry) => textsIn(script, entry, ['title', 'location']));
  return (
    <section id="moji-dogadjaji" aria-labelledby="dashboard-my-events" className="grid gap-3">
      <h2 id="dashboard-my-events" className="text-xl font-semibold">
        {t('Moji događaji')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">
          {t('Niste prijavljeni ni za jedan predstojeći događaj.')}{' '}
          <Link href={href('/events')} className="font-medium text-primary hover:underline">
            {t('Pogledajte događaje')}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.registrationId}>
              <Card className="grid h-full gap-3 p-5">
                <h3 className="font-semibold">{entry.title}</h3>
                <ul className="fact-list">
                  <li>
                    <CalendarDaysIcon aria-hidden />
                    <time dateTime={entry.startsAt}>
                      {t(formatWeekdayDate(entry.startsAt))}, {formatTime(entry.startsAt)}
                    </time>
                  </li>
                  {entry.location && (
                    <li>
                      <MapPinIcon aria-hidden />
                      {entry.location}
                    </li>
                  )}
                </ul>
                <p className="font-medium">
                  {t(
                    entry.state.status === 'registered'
                      ? RSVP_TEXTS.registered
                      : RSVP_TEXTS.waitlisted(entry.state.position),
                  )}
                </p>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={eventCalendarPath({ id: entry.eventId, eventKey: entry.eventKey })}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    download
                  >
                    <DownloadIcon aria-hidden />
                    {t('Dodaj u kalendar')}
                    <span className="sr-only"> ({entry.title})</span>
                  </a>
                  <ActionButton
                    action={cancelEventRsvp}
                    fields={{ event: entry.eventId, ...scriptFields(script) }}
                    fallbackError={t(RSVP_TEXTS.failed)}
                    aria-label={`${t(RSVP_TEXTS.cancel)}: ${entry.title}`}
                  >
                    {t(RSVP_TEXTS.cancel)}
                  </ActionButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
