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
