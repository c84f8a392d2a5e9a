import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminListSearch } from '@/components/admin/admin-list-search';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { StatusFilters } from '@/components/admin/status-filters';
import { AttendeeMessage } from '@/components/admin/events/attendee-message';
import { ATTENDEE_MESSAGE_TEXTS } from '@/components/admin/events/attendee-texts';
import { ATTENDEE_STATUS_LABELS, AttendeesTable } from '@/components/admin/events/attendees-table';
import { Card } from '@/components/ui/card';
import { DownloadIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import { pageScript } from '@/lib/i18n/page-script';
import {
  ATTENDEE_STATUSES,
  attendeeFilterFrom,
  readEventAttendeesPage,
  type AttendeeFilter,
} from '@/lib/data/event-attendees';
import { eventCheckInPath, eventRegistrantsPath, eventRegistrationsCsvPath } from '@/lib/events/paths';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageHref, pageNumberFrom, PAGE_PARAM } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { isUuid } from '@/lib/validation/shared';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Prijave za događaj') };
}

interface EventRegistrantsPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

/** The longest search kept from the address. */
const MAX_ATTENDEE_QUERY = 100;

const FILTER_LABELS: Record<AttendeeFilter, string> = {
  all: 'Sve',
  ...ATTENDEE_STATUS_LABELS,
  'checked-in': 'Stiglo',
};

/** The filters in their order: every row, each status, and the registered who checked in at the door. */
const FILTERS: readonly AttendeeFilter[] = ['all', ...ATTENDEE_STATUSES, 'checked-in'];

/**
 * /admin/events/{id}: one event's attendees (issue 50, item 5): counts per status with a filter
 * (`?status=`), a search by name or address (`?q=`), first come first, 50 per page (`?strana=N`),
 * the source and status of each, 'Ukloni', the CSV of all of them and 'Pošalji poruku
 * prijavljenima'. The panel's Događaji tab links here; it only counts them.
 */
export default async function EventRegistrantsPage({ params, searchParams }: EventRegistrantsPageProps) {
  const { id } = await params;
  const access = await requireAdmin('organizator', `/admin/events/${id}`);
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  if (!isUuid(id)) notFound();
  const eventId = id.toLowerCase();
  const search = await searchParams;
  const page = pageNumberFrom(search[PAGE_PARAM]);
  const query = (firstParam(search.q) ?? '').trim().slice(0, MAX_ATTENDEE_QUERY);
  const status = attendeeFilterFrom(search.status);
  const { title, counts, attendees } = await readEventAttendeesPage(eventId, { page, query, status });
  if (title === null) notFound();
  const { script, t, href } = await pageScript();
  const shownTitle = storedTextIn(script)(title);
  const path = eventRegistrantsPath({ id: eventId });
  const filterHref = (filter: AttendeeFilter, q = query) =>
    href(pageHref(path, { status: filter === 'all' ? undefined : filter, q: q || undefined }, 1));
  const total = counts.registered + counts.waitlisted + counts.cancelled;
  const countOf = (filter: AttendeeFilter) =>
    filter === 'all' ? total : filter === 'checked-in' ? counts.checkedIn : counts[filter];
  return (
    <AdminSubpage
      title={shownTitle}
      description={t(
        `Prijave za događaj, od prve ka poslednjoj: ${formatCount(counts.registered, COUNTED.registered)}, na listi čekanja ${counts.waitlisted}, otkazano ${counts.cancelled}, stiglo ${counts.checkedIn}.`,
      )}
      backHref="/admin?tab=events"
    >
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Link
            href={href(eventCheckInPath({ id: eventId }))}
            className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('Ulaz: prijava dolazaka')}
          </Link>
          <a
            href={href(eventRegistrationsCsvPath({ id: eventId }))}
            download
            className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <DownloadIcon className="size-4" aria-hidden />
            {t('Preuzmi CSV')}
          </a>
        </div>
        <StatusFilters
          label={t('Status prijava')}
          statuses={FILTERS}
          labels={textTableIn(script, FILTER_LABELS)}
          countOf={countOf}
          hrefFor={filterHref}
          current={status}
        />
        <AdminListSearch
          action={href(path)}
          hidden={{ status: status !== 'all' ? status : undefined }}
          name={t('Pretraga prijava')}
          label={t('Pretraži prijave')}
          id="attendee-search"
          query={query}
          maxLength={MAX_ATTENDEE_QUERY}
          placeholder={t('Ime ili email…')}
          found={attendees.total}
          total={countOf(status)}
          clearHref={filterHref(status, '')}
        />
        {attendees.total === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t(
              query
                ? 'Nijedna prijava ne odgovara pretrazi.'
                : total === 0
                  ? 'Još nema prijava.'
                  : 'Nema prijava sa ovim statusom.',
            )}
          </p>
        ) : (
          <AttendeesTable eventId={eventId} title={shownTitle} attendees={attendees.items} />
        )}
      </Card>
      <Pagination
        label={t('Stranice prijava')}
        of={attendees}
        hrefFor={(n) =>
          href(pageHref(path, { status: status === 'all' ? undefined : status, q: query || undefined }, n))
        }
      />
      <Card className="p-4 sm:p-6">
        <AttendeeMessage eventId={eventId} texts={textTableIn(script, ATTENDEE_MESSAGE_TEXTS)} />
      </Card>
    </AdminSubpage>
  );
}
