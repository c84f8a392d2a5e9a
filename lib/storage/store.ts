import 'server-only';

import { log } from '@/lib/log';
import { UPLOAD_MESSAGES } from '@/lib/validation/uploads';

import { getStorage } from './index';
import type { FileStorage } from './types';
import { checkUpload } from './sniff';
import {
  checkUploadSize,
  chooseFileMessage,
  UPLOAD_RULES,
  storedFileName,
  type StorageBucket,
  type UploadPurpose,
} from './uploads';

export type StoreUploadResult =
  | { ok: true; url: string; path: string; bucket: StorageBucket; contentType: string; bytes: number }
  /** `status` 413 when the account's quota refused the file; other refusals have none. */
  | { ok: false; message: string; status?: 413 };

/** The file about to be written, as it will be recorded. */
export interface UploadSpace {
  bucket: StorageBucket;
  path: string;
  url: string;
  bytes: number;
}

/** A reservation of quota space, taken before the bytes are written; released if the write fails. */
export type SpaceReservation = { ok: true; release(): Promise<void> } | { ok: false; status: 413; message: string };

/** Takes the space for a file before it is written (`lib/storage/upload-guard.ts` for the upload route). */
export type ReserveSpace = (file: UploadSpace) => Promise<SpaceReservation>;

export interface StoreUploadInput {
  purpose: UploadPurpose;
  /** A form field as `FormData.get` returns it: a file, a string (no file chosen without JS), or nothing. */
  file: FormDataEntryValue | null | undefined;
  /** The media item an image belongs to (purpose `media`). */
  mediaId?: string;
  storage?: FileStorage;
  now?: Date;
  /** Reserves the file's space before its bytes are written; without it nothing is reserved. */
  reserve?: ReserveSpace;
}

/**
 * Checks and stores one upload: size first (before reading the bytes), then the type by its bytes
 * and the browser's claim, then a fresh name, then the space (`reserve`), then the write. Every
 * refusal is a Serbian message for the user; a storage failure gives the space back, is logged and
 * is answered with the spec's failure text for that purpose.
 */
export async function storeUpload({
  purpose,
  file,
  mediaId,
  storage = getStorage(),
  now,
  reserve,
}: StoreUploadInput): Promise<StoreUploadResult> {
  if (!(file instanceof File)) return { ok: false, message: chooseFileMessage(purpose) };
  const size = checkUploadSize(purpose, file.size);
  if (!size.ok) return size;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkUpload(purpose, { bytes, name: file.name, type: file.type });
  if (!checked.ok) return checked;
  const { bucket, failure } = UPLOAD_RULES[purpose];
  const failureMessage = UPLOAD_MESSAGES[failure];
  let path: string;
  try {
    path = storedFileName(purpose, { extension: checked.type.extension, mediaId, now });
  } catch (error) {
    log.error('storage.store_failed', { purpose, bucket, error });
    return { ok: false, message: failureMessage };
  }
  const reservation = reserve
    ? await reserve({ bucket, path, url: storage.publicUrl(bucket, path), bytes: bytes.byteLength })
    : null;
  if (reservation && !reservation.ok) return { ok: false, status: 413, message: reservation.message };
  try {
    const stored = await storage.put(bucket, path, bytes, checked.type.mime);
    log.info('storage.stored', { purpose, bucket, path: stored.path, bytes: bytes.byteLength });
    return {
      ok: true,
      url: stored.url,
      path: stored.path,
      bucket,
      contentType: checked.type.mime,
      bytes: bytes.byteLength,
    };
  } catch (error) {
    log.error('storage.store_failed', { purpose, bucket, error });
    await reservation?.release().catch((releaseError: unknown) => {
      log.error('storage.reservation_release_failed', { purpose, bucket, path, error: releaseError });
    });
    return { ok: false, message: failureMessage };
  }
}
