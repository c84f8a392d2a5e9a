import { loadTab } from '@/components/admin/tab-load';
import { getAdminEventList } from '@/lib/auth/admin';
import { EVENT_MESSAGES } from '@/lib/validation/admin-events';

import { EventCard } from './event-card';
import { EventCreateForm } from './event-create-form';

/** 'Događaji' (spec platform §2): the add form, then every event (newest date first) with inline edit, delete and its registrations. */
export async function EventsTab() {
  const { data, failure } = await loadTab('events', EVENT_MESSAGES.loadFailed, getAdminEventList);
  if (failure) return failure;
  const { events, registrants } = data;
  return (
    <div className="grid gap-8">
      <EventCreateForm />
      <section aria-labelledby="events-list-title" className="grid gap-4">
        <h2 id="events-list-title" className="text-xl font-bold">
          Svi događaji ({events.length})
        </h2>
        {events.length === 0 ? (
          <p className="text-muted-foreground">Još nema događaja.</p>
        ) : (
          <ul className="grid gap-4">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} registrants={registrants.get(event.id) ?? []} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
