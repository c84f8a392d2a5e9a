import * as z from 'zod/mini';

import { MEMBER_DECISION_KINDS, type MemberDecisionKind } from '@/lib/domain/enums';

import { rowIdField } from './admin-shared';

/** Longest note an admin writes with a decision (it goes into the member's mail). */
export const MEMBER_DECISION_NOTE_MAX = 1_000;

/** The 'Članovi' tab's texts (spec platform §8 Admin, Admin successes; the rest is ours). */
export const ADMIN_MEMBER_MESSAGES = {
  approvedTitle: 'Profil odobren!',
  approved: 'Član je odobren i biće obavešten putem email-a.',
  rejectedTitle: 'Profil odbačen!',
  rejected: 'Član je odbijen i biće obavešten putem email-a.',
  suspendedTitle: 'Član suspendovan',
  suspended: 'Član više nema pristup platformi i biće obavešten putem email-a.',
  reopenedTitle: 'Prijava ponovo otvorena',
  reopened: 'Član je ponovo na čekanju i biće obavešten putem email-a.',
  reinstatedTitle: 'Suspenzija ukinuta',
  reinstated: 'Član ponovo ima pristup platformi i biće obavešten putem email-a.',
  failed: 'Došlo je do greške prilikom ažuriranja statusa.',
  alreadyDecided: 'O ovom članu je već odlučeno.',
  reasonRequired: 'Navedite razlog suspenzije.',
  noteTooLong: `Napomena može imati najviše ${MEMBER_DECISION_NOTE_MAX} karaktera.`,
} as const;

/** The toast of each decision. */
export const MEMBER_DECISION_RESULTS: Record<MemberDecisionKind, { title: string; message: string }> = {
  approved: { title: ADMIN_MEMBER_MESSAGES.approvedTitle, message: ADMIN_MEMBER_MESSAGES.approved },
  rejected: { title: ADMIN_MEMBER_MESSAGES.rejectedTitle, message: ADMIN_MEMBER_MESSAGES.rejected },
  suspended: { title: ADMIN_MEMBER_MESSAGES.suspendedTitle, message: ADMIN_MEMBER_MESSAGES.suspended },
  reopened: { title: ADMIN_MEMBER_MESSAGES.reopenedTitle, message: ADMIN_MEMBER_MESSAGES.reopened },
  reinstated: { title: ADMIN_MEMBER_MESSAGES.reinstatedTitle, message: ADMIN_MEMBER_MESSAGES.reinstated },
};

/** A decision with its optional note; a suspension must say why (the member reads it). */
export const memberDecisionSchema = z
  .object({
    memberId: rowIdField(ADMIN_MEMBER_MESSAGES.failed),
    decision: z.enum(MEMBER_DECISION_KINDS, { error: ADMIN_MEMBER_MESSAGES.failed }),
    note: z.pipe(
      z.string().check(z.trim(), z.maxLength(MEMBER_DECISION_NOTE_MAX, ADMIN_MEMBER_MESSAGES.noteTooLong)),
      z.transform((note) => note || null),
    ),
  })
  .check(
    z.refine((values) => values.decision !== 'suspended' || values.note !== null, {
      error: ADMIN_MEMBER_MESSAGES.reasonRequired,
      path: ['note'],
    }),
  );

export const MEMBER_DECISION_FIELDS = ['memberId', 'decision', 'note'] as const;

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
  userId: rowIdField(ADMIN_GRANT_MESSAGES.invalidId),
  confirm: z.literal('on', { error: ADMIN_GRANT_MESSAGES.confirmationRequired }),
});

export const ADMIN_GRANT_FIELDS = ['userId', 'confirm'] as const;
