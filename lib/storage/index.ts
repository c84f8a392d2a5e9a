import 'server-only';

import { getStorageConfig } from '@/lib/env';

import { createLocalStorage } from './local';
import { createSupabaseStorage } from './supabase';
import type { FileStorage } from './types';
import { locationFitsPurpose, parseStorageUrl, type StorageLocation, type UploadPurpose } from './uploads';

export type { FileStorage, StoredFile } from './types';
export { STORAGE_BUCKETS, type StorageBucket, type UploadPurpose } from './uploads';

let storage: FileStorage | undefined;

/** The storage this deployment uses (see `getStorageConfig`): local disk or Supabase Storage. */
export function getStorage(): FileStorage {
  if (storage) return storage;
  const config = getStorageConfig();
  storage =
    config.kind === 'supabase'
      ? createSupabaseStorage({ url: config.url, serviceRoleKey: config.serviceRoleKey })
      : createLocalStorage(config.root);
  return storage;
}

/**
 * The bucket and path of a URL that points into our storage, or null. With a purpose, the file
 * must also sit in that purpose's bucket and, for image purposes, be a raster image by its name
 * (names carry the sniffed extension). Actions that receive an uploaded file's URL from the upload
 * widget accept it only when this answers.
 */
export function ownStorageLocation(
  url: string,
  purpose?: UploadPurpose,
  target: FileStorage = getStorage(),
): StorageLocation | null {
  const location = parseStorageUrl(url, target.publicBase);
  if (!location) return null;
  return purpose && !locationFitsPurpose(location, purpose) ? null : location;
}

export function isOwnStorageUrl(url: string, purpose?: UploadPurpose, target?: FileStorage): boolean {
  return ownStorageLocation(url, purpose, target) !== null;
}
