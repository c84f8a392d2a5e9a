import 'server-only';

import { getRequestContext } from '@/lib/auth';
import { adminRouteDenial } from '@/lib/auth/admin';
import { slugify } from '@/lib/blog/slug';
import { csvResponse, csvStream, type CsvValue } from '@/lib/csv';
import { registrantBatches, type EventRegistrant } from '@/lib/data/event-registrations';
import { findEventTitle } from '@/lib/data/events';
import { toBelgradeDateTimeInput } from '@/lib/events/schedule';
import { isUuid } from '@/lib/validation/shared';

export const REGISTRATION_COLUMNS = [
  'Ime',
  'Prezime',
  'Email',
  'Telefon',
  'Kompanija',
  'Pozicija',
  'Poruka',
  'Prijavljen (Beograd)',
  'Status',
  'Izvor',
];

/** A registration's status in the CSV (issue 50). */
const STATUS_CELL: Record<EventRegistrant['status'], string> = {
  registered: 'Prijavljen',
  waitlisted: 'Lista čekanja',
  cancelled: 'Otkazano',
};

/** One registration as a CSV row (visitors typed every cell: `csvCell` defuses formulas). */
export function registrationRow(registrant: EventRegistrant): CsvValue[] {
  return [
    registrant.firstName,
    registrant.lastName,
    registrant.email,
    registrant.phone,
    registrant.company,
    registrant.position,
    registrant.message,
    toBelgradeDateTimeInput(registrant.createdAt).replace('T', ' '),
    STATUS_CELL[registrant.status],
    registrant.source === 'member' ? 'Član' : 'Forma',
  ];
}

async function* registrationRows(batches: AsyncIterable<EventRegistrant[]>): AsyncGenerator<CsvValue[][]> {
  for await (const batch of batches) yield batch.map(registrationRow);
}

function textResponse(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * `GET /admin/events/{id}/registrations.csv` for an admin: every registration of the event, first
 * come first, streamed in keyset batches (`registrantBatches`), so memory stays flat however many
 * there are and no row is left out. Checked here, not only by proxy.ts: 401 signed out, 403
 * without the organisers' rights, 404 unknown event.
 */
export async function registrationsCsvResponse(eventId: string): Promise<Response> {
  const denial = await adminRouteDenial('organizator');
  if (denial) return denial;
  const { db } = await getRequestContext();
  const id = eventId.toLowerCase();
  const title = isUuid(eventId) ? await findEventTitle(db, id) : null;
  if (title === null) return textResponse('Događaj nije pronađen', 404);
  const body = csvStream(REGISTRATION_COLUMNS, registrationRows(registrantBatches(db, id)));
  return csvResponse(body, `prijave-${slugify(title) || 'dogadjaj'}.csv`);
}
