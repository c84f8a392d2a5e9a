import 'server-only';

import { getRequestContext } from '@/lib/auth';
import { adminRouteDenial } from '@/lib/auth/admin';
import { slugify } from '@/lib/blog/slug';
import { toCsv } from '@/lib/csv';
import { listEventRegistrants, type EventRegistrant } from '@/lib/data/event-registrations';
import { findEventTitle } from '@/lib/data/events';
import { toBelgradeDateTimeInput } from '@/lib/events/schedule';
import { isUuid } from '@/lib/validation/shared';

const REGISTRATION_COLUMNS = [
  'Ime',
  'Prezime',
  'Email',
  'Telefon',
  'Kompanija',
  'Pozicija',
  'Poruka',
  'Prijavljen (Beograd)',
];

/** An event's registrations as a CSV file (visitors typed every cell: `toCsv` defuses formulas). */
export function registrationsCsv(registrants: readonly EventRegistrant[]): string {
  return toCsv(
    REGISTRATION_COLUMNS,
    registrants.map((registrant) => [
      registrant.firstName,
      registrant.lastName,
      registrant.email,
      registrant.phone,
      registrant.company,
      registrant.position,
      registrant.message,
      toBelgradeDateTimeInput(registrant.createdAt).replace('T', ' '),
    ]),
  );
}

function textResponse(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * `GET /admin/events/{id}/registrations.csv` for an admin: the event's registrations as a download.
 * Checked here, not only by proxy.ts: 401 signed out, 403 without admin rights, 404 unknown event.
 */
export async function registrationsCsvResponse(eventId: string): Promise<Response> {
  const denial = await adminRouteDenial();
  if (denial) return denial;
  const { db } = await getRequestContext();
  const title = isUuid(eventId) ? await findEventTitle(db, eventId.toLowerCase()) : null;
  if (title === null) return textResponse('Događaj nije pronađen', 404);
  const csv = registrationsCsv(await listEventRegistrants(db, eventId.toLowerCase()));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="prijave-${slugify(title) || 'dogadjaj'}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
