import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { CHECK_IN_DESK_TEXTS } from '@/components/admin/events/attendee-texts';
import { CheckInDesk } from '@/components/admin/events/check-in-desk';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { requireAdmin } from '@/lib/auth/admin';
import { CHECK_IN_QUERY_MAX, readCheckInPage } from '@/lib/data/event-check-in';
import { eventCheckInStatePath, eventRegistrantsPath } from '@/lib/events/paths';
import { pageScript } from '@/lib/i18n/page-script';
import { isUuid } from '@/lib/validation/shared';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Ulaz') };
}

/**
 * /admin/events/{id}/ulaz: check-in at the door for organisers (issue 50, item 6; docs/admin.md
 * "Ulaz"), made for a phone: search as you type, one tap to check a registered person in or to
 * undo it, and the counts, which follow the other organisers' taps. Linked from the event's
 * attendees page; a person's QR code (`/ulaz?kod=…`) opens their own check-in.
 */
export default async function EventCheckInPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await requireAdmin('organizator', `/admin/events/${id}/ulaz`);
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  if (!isUuid(id)) notFound();
  const eventId = id.toLowerCase();
  const { script, t, href } = await pageScript();
  const { title, state } = await readCheckInPage(eventId, script);
  if (title === null) notFound();
  const shown = storedTextIn(script);
  return (
    <AdminSubpage
      title={shown(`Ulaz: ${title}`)}
      description={t(
        'Pronađite osobu po imenu ili emailu i dodirnite „Prijavi dolazak”. Brojevi prate i ostale na ulazu.',
      )}
      backHref={eventRegistrantsPath({ id: eventId })}
    >
      <CheckInDesk
        eventId={eventId}
        statePath={href(eventCheckInStatePath({ id: eventId }))}
        initial={state}
        queryMax={CHECK_IN_QUERY_MAX}
        texts={textTableIn(script, CHECK_IN_DESK_TEXTS)}
      />
    </AdminSubpage>
  );
}
