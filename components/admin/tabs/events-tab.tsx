import { Pagination } from '@/components/ui/pagination';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { queryAdminEvents } from '@/lib/data/events';
import { pageHref, pageNumberFrom, PAGE_PARAM } from '@/lib/site/paging';
import type { SearchParams } from '@/lib/site/search-params';
import { EVENT_MESSAGES } from '@/lib/validation/admin-events';

import { EventCard } from './event-card';
import { EventCreateForm } from './event-create-form';

const eventsPageHref = (page: number) => pageHref('/admin', { tab: 'events' }, page);

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
  return (
    <div className="grid gap-8">
      <EventCreateForm />
      <section aria-labelledby="events-list-title" className="grid gap-4">
        <h2 id="events-list-title" className="text-xl font-bold">
          Svi događaji ({data.total})
        </h2>
        {data.items.length === 0 && data.total === 0 ? (
          <p className="text-muted-foreground">Još nema događaja.</p>
        ) : (
          <ul className="grid gap-4">
            {data.items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
        <Pagination label="Stranice događaja" of={data} hrefFor={eventsPageHref} />
      </section>
    </div>
  );
}
