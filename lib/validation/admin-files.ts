import * as z from 'zod/mini';

import { STORAGE_BUCKETS, type StorageBucket } from '@/lib/storage/uploads';

import { ADMIN_MESSAGES } from './admin-shared';
import { LIMITS, optionalTextField, submittedText, textField } from './shared';

/** Texts of the 'Fajlovi' tab (spec platform §8). */
export const FILES_MESSAGES = {
  uploaded: { title: ADMIN_MESSAGES.successTitle, message: 'Fajl je uspešno učitan' },
  uploadedTo: (bucket: StorageBucket) => `Fajl je uspešno učitan u ${bucket}`,
  failed: 'Greška pri učitavanju fajla',
  /** Under the widget once a chosen file is recorded (it is recorded as soon as it is uploaded). */
  recordedNote: (bucket: StorageBucket) =>
    `Fajl je zabeležen u ${bucket}. Opis možete izmeniti i sačuvati dugmetom „Sačuvaj fajl”.`,
  /** Under the widget when the file was stored but recording it failed; 'Sačuvaj fajl' tries again. */
  notRecorded: (reason: string) =>
    `Fajl nije zabeležen: ${reason.replace(/\.$/, '')}. Pokušajte ponovo dugmetom „Sačuvaj fajl”.`,
  fileRequired: 'Prvo otpremite fajl',
  fileNotOurs: 'Fajl nije otpremljen u izabrani bucket. Otpremite ga ponovo.',
  bucketRequired: 'Izaberite bucket',
} as const;

export const BUCKET_LABELS: Record<StorageBucket, string> = {
  logos: 'logos: logo sajta',
  'site-images': 'site-images: slike sajta',
  uploads: 'uploads: dokumenti i ostalo',
};

/** The Files tab's form: the bucket, the uploaded file's URL (the widget stored it) and a description. */
export const fileUploadSchema = z.object({
  bucket: z.pipe(submittedText, z.enum(STORAGE_BUCKETS, { error: FILES_MESSAGES.bucketRequired })),
  fileUrl: textField({
    required: FILES_MESSAGES.fileRequired,
    max: { length: LIMITS.url, message: FILES_MESSAGES.fileNotOurs },
  }),
  description: optionalTextField(500, 'Opis'),
});
export const FILE_UPLOAD_FIELDS = ['bucket', 'fileUrl', 'description'] as const;
