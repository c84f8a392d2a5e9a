import type { StorageBucket } from './uploads';

export interface StoredFile {
  /** Where browsers load the file: `/files/{bucket}/{path}` locally, Supabase's public URL otherwise. */
  url: string;
  /** The path inside the bucket, e.g. `events/event-1767225600000-1a2b3c4d.webp`. */
  path: string;
}

/**
 * Where uploaded files live. Names are chosen by the caller (see `storedFileName`) and never
 * overwritten: a name that exists already is an error, so a public URL always shows the same bytes.
 */
export interface FileStorage {
  readonly kind: 'local' | 'supabase';
  put(bucket: StorageBucket, path: string, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  /** Deletes a file; deleting one that is already gone is not an error. */
  remove(bucket: StorageBucket, path: string): Promise<void>;
  publicUrl(bucket: StorageBucket, path: string): string;
  /** The prefix every public URL of this storage starts with, followed by `{bucket}/{path}`. */
  readonly publicBase: string;
}
