import 'server-only';

import { log } from '@/lib/log';

import { getStorage } from './index';
import type { FileStorage } from './types';
import {
  checkUpload,
  checkUploadSize,
  chooseFileMessage,
  UPLOAD_RULES,
  storedFileName,
  type StorageBucket,
  type UploadPurpose,
} from './uploads';

export type StoreUploadResult =
  | { ok: true; url: string; path: string; bucket: StorageBucket; contentType: string; bytes: number }
  | { ok: false; message: string };

export interface StoreUploadInput {
  purpose: UploadPurpose;
  /** A form field as `FormData.get` returns it: a file, a string (no file chosen without JS), or nothing. */
  file: FormDataEntryValue | null | undefined;
  /** The media item an image belongs to (purpose `media`). */
  mediaId?: string;
  storage?: FileStorage;
  now?: Date;
}

/**
 * Checks and stores one upload: size first (before reading the bytes), then the type by its bytes
 * and the browser's claim, then a fresh name. Every refusal is a Serbian message for the user; a
 * storage failure is logged and answered with the spec's failure text for that purpose.
 */
export async function storeUpload({
  purpose,
  file,
  mediaId,
  storage = getStorage(),
  now,
}: StoreUploadInput): Promise<StoreUploadResult> {
  if (!(file instanceof File)) return { ok: false, message: chooseFileMessage(purpose) };
  const size = checkUploadSize(purpose, file.size);
  if (!size.ok) return size;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkUpload(purpose, { bytes, name: file.name, type: file.type });
  if (!checked.ok) return checked;
  const { bucket, failureMessage } = UPLOAD_RULES[purpose];
  try {
    const path = storedFileName(purpose, { extension: checked.type.extension, mediaId, now });
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
    return { ok: false, message: failureMessage };
  }
}
