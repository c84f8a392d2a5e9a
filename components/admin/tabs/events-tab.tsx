import { Pagination } from '@/components/ui/pagination';
import { ADMIN_FORM_TEXTS } from '@/components/admin/admin-texts';
import { type StoredText, storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { queryAdminEvents, type AdminEvent } from '@/lib/data/events';
import { eventRegistrantsPath, eventRegistrationsCsvPath } from '@/lib/events/paths';
import { proposerCredit } from '@/lib/events/proposals';
import { formatWeekdayDateTime } from '@/lib/format/date';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript, type PageScript } from '@/lib/i18n/page-script';
import { pageHref, pageNumberFrom, PAGE_PARAM } from '@/lib/site/paging';
import type { SearchParams } from '@/lib/site/search-params';
import { EVENT_MESSAGES } from '@/lib/validation/admin-events';

import { EventCard, type EventCardView } from './event-card';
import { EventCreateForm } from './event-create-form';
import { EVENT_TAB_TEXTS } from './event-texts';

const eventsPageHref = (page: number) => pageHref('/admin', { tab: 'events' }, page);

/** What an event's card shows, says and links to, in the page's script (its form's fields keep the stored text). */
function eventCardView(event: AdminEvent, { t, href }: PageScript, shown: StoredText): EventCardView {
  const title = shown(event.title);
  const registrations = event.registrationCount;
  const places =
    event.maxParticipants === null
      ? `${formatCount(event.currentParticipants, COUNTED.registered)}, bez ograničenja`
      : `${event.currentParticipants} / ${formatCount(event.maxParticipants, COUNTED.place)} popunjeno`;
  return {
    id: event.id,
    imageUrl: event.imageUrl,
    isActive: event.isActive,
    isFeatured: event.isFeatured,
    submissionId: event.submissionId,
    registrationCount: registrations,
    title,
    when: shown(`${formatWeekdayDateTime(event.eventDate)}${event.location ? ` · ${event.location}` : ''}`),
    proposer: event.proposedBy ? shown(proposerCredit(event.proposedBy)) : null,
    places: t(places),
    editLabel: `${t('Uredi događaj')} ${title}`,
    editForm: `${t('Uređivanje događaja')} ${title}`,
    deleteLabel: `${t('Obriši događaj')} ${title}`,
    // People are waiting for this one: the admin sees how many will be told before it goes.
    deleteWarning:
      registrations > 0
        ? shown(
            `Na „${event.title}” ${registrations === 1 ? 'je' : 'su'} ${formatCount(registrations, COUNTED.registered)}. Svi dobijaju email da je događaj otkazan. Brisanje se ne može poništiti.`,
          )
        : null,
    registrationsFor: ` ${t('za')} ${title}`,
    registrantsHref: href(eventRegistrantsPath(event)),
    csvHref: href(eventRegistrationsCsvPath(event)),
  };
}

/**
 * 'Događaji' (spec platform §2): the add form, then the events 20 at a time (newest date first,
 * `?strana=N`) with inline edit, delete and how many registered; each event's registrants are on
 * its own page (`/admin/events/{id}`), read only there.
 */
export async function EventsTab({ searchParams }: { searchParams: SearchParams }) {
  const page = pageNumberFrom(searchParams[PAGE_PARAM]);
  const { data, failure } = await loadTab('events', EVENT_MESSAGES.loadFailed, async () =>
    queryAdminEvents((await getRequestContext()).db, page),
  );
  if (failure) return failure;
  const inScript = await pageScript();
  const { script, t, href } = inScript;
  const texts = textTableIn(script, EVENT_TAB_TEXTS);
  const formTexts = textTableIn(script, ADMIN_FORM_TEXTS);
  const shown = storedTextIn(script);
  return (
    <div className="grid gap-8">
      <EventCreateForm texts={texts} />
      <section aria-labelledby="events-list-title" className="grid gap-4">
        <h2 id="events-list-title" className="text-xl font-bold">
          {t('Svi događaji')} ({data.total})
        </h2>
        {data.items.length === 0 && data.total === 0 ? (
          <p className="text-muted-foreground">{t('Još nema događaja.')}</p>
        ) : (
          <ul className="grid gap-4">
            {data.items.map((event) => (
              <li key={event.id}>
                <EventCard event={eventCardView(event, inScript, shown)} texts={texts} formTexts={formTexts} />
              </li>
            ))}
          </ul>
        )}
        <Pagination label={t('Stranice događaja')} of={data} hrefFor={(number) => href(eventsPageHref(number))} />
      </section>
    </div>
  );
}
