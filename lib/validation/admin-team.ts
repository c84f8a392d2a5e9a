import * as z from 'zod/mini';

import { STAFF_ROLES } from '@/lib/domain/enums';

import { rowIdField } from './admin-shared';

/** 'Tim i uloge' (docs/admin.md "Uloge"): an admin gives a confirmed account a role, or takes it back. */
export const ROLE_MESSAGES = {
  grantedTitle: 'Uloga je dodeljena',
  granted: (role: string) => `Nalog sada ima ulogu: ${role}.`,
  revokedTitle: 'Uloga je oduzeta',
  revoked: (role: string) => `Nalog više nema ulogu: ${role}.`,
  invalidId: 'Unesite ID naloga (prikazan je na kartici „Nemate dozvolu” kada se ta osoba prijavi).',
  chooseRole: 'Izaberite ulogu.',
  unconfirmed: 'Ne postoji nalog sa ovim ID-jem i potvrđenom email adresom.',
  alreadyHeld: 'Ovaj nalog već ima tu ulogu.',
  notHeld: 'Ovaj nalog nema tu ulogu.',
  failed: 'Promena uloge nije uspela.',
} as const;

export const roleChangeSchema = z.object({
  userId: rowIdField(ROLE_MESSAGES.invalidId),
  role: z.enum(STAFF_ROLES, { error: ROLE_MESSAGES.chooseRole }),
});

export const ROLE_CHANGE_FIELDS = ['userId', 'role'] as const;
