import { SUBMISSION_MESSAGES } from '@/lib/validation/admin-submissions';

import { ADMIN_FORM_TEXTS } from '../admin-texts';

/** The 'Predlozi' tab's card words, typed in Latin: `SubmissionsTab` converts them on the server for Cyrillic. */
export const SUBMISSION_CARD_TEXTS = {
  statuses: { pending: 'Na čekanju', approved: 'Odobren', rejected: 'Odbačen' } as Record<string, string>,
  untitled: 'Predlog događaja',
  luma: 'Lu.ma',
  external: 'Eksterni događaj',
  sent: 'poslato',
  labels: {
    proposer: 'Predlaže',
    luma: 'Lu.ma',
    eventPage: 'Stranica događaja',
    date: 'Datum i vreme',
    location: 'Lokacija',
    address: 'Adresa',
    host: 'Organizator',
    description: 'Opis',
    notes: 'Napomene',
    adminNotes: 'Napomena admina',
    reviewed: 'Pregledano',
  },
  note: 'Napomena (opciono)',
  approve: 'Odobri',
  reject: 'Odbaci',
  saving: ADMIN_FORM_TEXTS.saving,
  creating: ADMIN_FORM_TEXTS.creating,
  draftMade: 'Nacrt događaja je napravljen.',
  openEvents: 'Otvori Događaje',
  makeDraft: 'Napravi nacrt događaja',
  updateFailed: SUBMISSION_MESSAGES.updateFailed,
  draftFailed: SUBMISSION_MESSAGES.draftFailed,
};

export type SubmissionCardTexts = typeof SUBMISSION_CARD_TEXTS;
