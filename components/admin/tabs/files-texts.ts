import type { StorageBucket } from '@/lib/storage/uploads';
import { BUCKET_LABELS, FILES_MESSAGES } from '@/lib/validation/admin-files';

import { ADMIN_FORM_TEXTS } from '../admin-texts';

/** The 'Fajlovi' upload form's words, typed in Latin: `FilesTab` converts them on the server for Cyrillic. */
export const FILE_UPLOAD_TEXTS = {
  heading: 'Učitavanje fajla',
  bucket: 'Bucket',
  buckets: BUCKET_LABELS,
  logoHint: 'Logo postaje logo sajta u zaglavlju.',
  description: 'Opis',
  file: 'Fajl',
  save: 'Sačuvaj fajl',
  saving: ADMIN_FORM_TEXTS.saving,
  failed: FILES_MESSAGES.failed,
  /** The notes under the widget, their slot `{0}` (the bucket; the reason) filled on the client. */
  recordedNote: FILES_MESSAGES.recordedNote('{0}' as StorageBucket),
  notRecorded: FILES_MESSAGES.notRecorded('{0}'),
};

export type FileUploadTexts = typeof FILE_UPLOAD_TEXTS;
