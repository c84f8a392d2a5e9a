import * as z from 'zod/mini';

import { isUuid } from './shared';

/** The 'Članovi' tab's texts (spec platform §8 Admin, Admin successes). */
export const ADMIN_MEMBER_MESSAGES = {
  approvedTitle: 'Profil odobren!',
  approved: 'Član je odobren i biće obavešten putem email-a.',
  rejectedTitle: 'Profil odbačen!',
  rejected: 'Član je odbijen i biće obavešten putem email-a.',
  failed: 'Došlo je do greške prilikom ažuriranja statusa.',
  alreadyDecided: 'O ovom članu je već odlučeno.',
} as const;

export const MEMBER_DECISIONS = ['approved', 'rejected'] as const;

export const memberDecisionSchema = z.object({
  memberId: z.string().check(z.refine(isUuid, { error: ADMIN_MEMBER_MESSAGES.failed })),
  decision: z.enum(MEMBER_DECISIONS, { error: ADMIN_MEMBER_MESSAGES.failed }),
});

export const MEMBER_DECISION_FIELDS = ['memberId', 'decision'] as const;

/** 'Novi administrator' on the 'Članovi' tab: an existing, confirmed account by its id. */
export const ADMIN_GRANT_MESSAGES = {
  grantedTitle: 'Administrator je dodat',
  granted: 'Nalog sada ima administratorska prava.',
  invalidId: 'Unesite ID naloga (prikazan je na kartici „Nemate dozvolu” kada se ta osoba prijavi).',
  confirmationRequired: 'Potvrdite da ovaj nalog dobija sva administratorska prava.',
  unconfirmed: 'Ne postoji nalog sa ovim ID-jem i potvrđenom email adresom.',
  alreadyAdmin: 'Ovaj nalog je već administrator.',
  failed: 'Dodavanje administratora nije uspelo.',
} as const;

export const adminGrantSchema = z.object({
  userId: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')),
    z.string().check(z.refine(isUuid, { error: ADMIN_GRANT_MESSAGES.invalidId })),
  ),
  confirm: z.literal('on', { error: ADMIN_GRANT_MESSAGES.confirmationRequired }),
});

export const ADMIN_GRANT_FIELDS = ['userId', 'confirm'] as const;
