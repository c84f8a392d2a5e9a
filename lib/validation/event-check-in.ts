import * as z from 'zod/mini';

import { rowIdField } from './admin-shared';

/**
 * Check-in at the door (issue 50, item 6; docs/admin.md "Ulaz"): 'Prijavi dolazak' and 'Poništi'
 * on /admin/events/{id}/ulaz and on the page a check-in code opens.
 */

export const CHECK_IN_TEXTS = {
  checkIn: 'Prijavi dolazak',
  undo: 'Poništi',
  checkedIn: { title: 'Dolazak prijavljen', message: 'Osoba je prijavljena na ulazu.' },
  undone: { title: 'Dolazak poništen', message: 'Osoba više nije označena kao pristigla.' },
  /** A tap whose request failed (no answer, or an error): nothing was stored; the tap can be repeated. */
  notSaved: 'Nije sačuvano. Pokušajte ponovo.',
  /** Another organiser (or a second tap) was first: `time` is HH:MM on Belgrade's clock. */
  already: (time: string) => `Već prijavljen/a u ${time}`,
  notRegistered: 'Samo prijavljena osoba može da uđe: ova prijava je na listi čekanja ili otkazana.',
  notCheckedIn: 'Ova osoba nije označena kao pristigla.',
  codeValid: 'Kod je važeći',
  codeInvalid: 'Kod nije važeći',
} as const;

/** A tap: the event of the page and one of its registrations. */
export const checkInSchema = z.object({ event: rowIdField(), registration: rowIdField() });
export const CHECK_IN_FIELDS = ['event', 'registration'] as const;
