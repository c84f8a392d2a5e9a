import * as z from 'zod/mini';

import { ADMIN_MESSAGES, rowIdField } from './admin-shared';
import { optionalTextField } from './shared';

/** Texts of the 'Predlozi' tab (spec platform §8). */
export const SUBMISSION_MESSAGES = {
  approved: { title: ADMIN_MESSAGES.successTitle, message: 'Predlog je odobren' },
  rejected: { title: ADMIN_MESSAGES.successTitle, message: 'Predlog je odbačen' },
  loadFailed: 'Neuspešno učitavanje predloga događaja.',
  updateFailed: 'Neuspešno ažuriranje statusa.',
  alreadyReviewed: 'Ovaj predlog je već pregledan.',
  draftCreated: {
    title: ADMIN_MESSAGES.successTitle,
    message: 'Nacrt događaja je kreiran. Proverite ga i aktivirajte u kartici Događaji.',
  },
  draftCreatedWithoutDate:
    'Nacrt događaja je kreiran, ali datum predloga nije prepoznat: unesite ga u kartici Događaji.',
  draftFailed: 'Nije moguće kreirati nacrt događaja.',
  draftNotApproved: 'Nacrt događaja se pravi samo od odobrenog predloga.',
  draftExists: 'Za ovaj predlog nacrt događaja već postoji.',
} as const;

/** Approve or reject: the proposal's id and the admin's optional notes (spec §4). */
export const submissionReviewSchema = z.object({
  id: rowIdField(),
  adminNotes: optionalTextField(2_000, 'Napomena'),
});
export const SUBMISSION_REVIEW_FIELDS = ['id', 'adminNotes'] as const;
