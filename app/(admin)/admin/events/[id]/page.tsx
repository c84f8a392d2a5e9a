import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { RegistrantsTable } from '@/components/admin/events/registrants-table';
import { DownloadIcon } from '@/components/ui/icons';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { getRequestContext } from '@/lib/auth';
import { requireAdmin } from '@/lib/auth/admin';
import { queryEventRegistrants } from '@/lib/data/event-registrations';
import { findEventTitle } from '@/lib/data/events';
import { eventRegistrantsPath, eventRegistrationsCsvPath } from '@/lib/events/paths';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageHref, pageNumberFrom, PAGE_PARAM } from '@/lib/site/paging';
import type { SearchParams } from '@/lib/site/search-params';
import { isUuid } from '@/lib/validation/shared';

export const metadata: Metadata = { title: 'Prijave za događaj' };

interface EventRegistrantsPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * /admin/events/{id}: one event's registrants, first come first, 50 per page (`?strana=N`), with
 * the CSV of all of them. The panel's Događaji tab links here; it only counts them.
 */
export default async function EventRegistrantsPage({ params, searchParams }: EventRegistrantsPageProps) {
  const { id } = await params;
  const access = await requireAdmin('organizator', `/admin/events/${id}`);
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  if (!isUuid(id)) notFound();
  const eventId = id.toLowerCase();
  const { db } = await getRequestContext();
  const page = pageNumberFrom((await searchParams)[PAGE_PARAM]);
  const [title, registrants] = await Promise.all([
    findEventTitle(db, eventId),
    queryEventRegistrants(db, eventId, page),
  ]);
  if (title === null) notFound();
  const path = eventRegistrantsPath({ id: eventId });
  return (
    <AdminSubpage
      title={title}
      description={`Prijave za događaj, od prve ka poslednjoj: ${formatCount(registrants.total, COUNTED.registered)}.`}
      backHref="/admin?tab=events"
    >
      <Card className="grid gap-4 p-4 sm:p-6">
        <a
          href={eventRegistrationsCsvPath({ id: eventId })}
          download
          className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <DownloadIcon className="size-4" aria-hidden />
          Preuzmi CSV
        </a>
        {registrants.total === 0 ? (
          <p className="text-sm text-muted-foreground">Još nema prijava.</p>
        ) : (
          <RegistrantsTable title={title} registrants={registrants.items} />
        )}
      </Card>
      <Pagination
        label="Stranice prijava"
        page={registrants.page}
        pageCount={registrants.pageCount}
        hrefFor={(n) => pageHref(path, {}, n)}
      />
    </AdminSubpage>
  );
}
