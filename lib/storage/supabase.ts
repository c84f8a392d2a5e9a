import 'server-only';

import type { FileStorage } from './types';
import { STORED_TYPES, UPLOAD_PURPOSES, UPLOAD_RULES, maxUploadBytes, type StorageBucket } from './uploads';

/**
 * Supabase Storage over its REST API with plain `fetch` (no client library: four calls). The
 * service-role key is sent only from the server. Buckets are created public on first use, with the
 * same size and type limits our own checks apply, so a bucket can never hold what the app refuses.
 */

export interface SupabaseStorageOptions {
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

/** A refusal from Supabase Storage; the message is Supabase's, never containing the key. */
export class SupabaseStorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`Supabase Storage ${status} ${code}: ${message}`);
    this.name = 'SupabaseStorageError';
  }
}

interface StorageErrorBody {
  statusCode?: string;
  error?: string;
  code?: string;
  message?: string;
}

async function storageError(response: Response): Promise<SupabaseStorageError> {
  const body = (await response.json().catch(() => ({}))) as StorageErrorBody;
  // The legacy body puts the real status in `statusCode` (a string) next to an HTTP 400.
  const status = Number(body.statusCode) || response.status;
  return new SupabaseStorageError(status, body.code ?? body.error ?? 'unknown', body.message ?? response.statusText);
}

function isMissingBucket(error: SupabaseStorageError): boolean {
  return error.code === 'NoSuchBucket' || error.code === 'Bucket not found';
}

function isDuplicate(error: SupabaseStorageError): boolean {
  return error.status === 409 || error.code === 'Duplicate' || error.code === 'ResourceAlreadyExists';
}

/** The limits of a bucket: the largest file and every type any purpose storing there accepts. */
export function bucketPolicy(bucket: StorageBucket) {
  const purposes = UPLOAD_PURPOSES.filter((purpose) => UPLOAD_RULES[purpose].bucket === bucket);
  const acceptsDocuments = purposes.some((purpose) => UPLOAD_RULES[purpose].accepts === 'image-or-document');
  return {
    public: true,
    file_size_limit: Math.max(...purposes.map(maxUploadBytes)),
    allowed_mime_types: STORED_TYPES.filter((type) => acceptsDocuments || type.kind === 'image').map(
      (type) => type.mime,
    ),
  };
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export function createSupabaseStorage({
  url,
  serviceRoleKey,
  fetch: fetchImpl = fetch,
}: SupabaseStorageOptions): FileStorage {
  const api = `${url.replace(/\/+$/, '')}/storage/v1`;
  const publicBase = `${api}/object/public/`;
  const auth = { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey };

  async function upload(
    bucket: StorageBucket,
    path: string,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<Response> {
    return fetchImpl(`${api}/object/${bucket}/${encodePath(path)}`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': contentType, 'Cache-Control': 'max-age=31536000', 'x-upsert': 'false' },
      body: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }),
    });
  }

  async function createBucket(bucket: StorageBucket): Promise<void> {
    const response = await fetchImpl(`${api}/bucket`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: bucket, name: bucket, ...bucketPolicy(bucket) }),
    });
    if (response.ok) return;
    const error = await storageError(response);
    // Another instance created it between our upload and this call.
    if (!isDuplicate(error)) throw error;
  }

  const publicUrl = (bucket: StorageBucket, path: string) => `${publicBase}${bucket}/${encodePath(path)}`;

  return {
    kind: 'supabase',
    publicBase,
    publicUrl,
    async put(bucket, path, bytes, contentType) {
      let response = await upload(bucket, path, bytes, contentType);
      if (!response.ok) {
        const error = await storageError(response);
        if (!isMissingBucket(error)) throw error;
        await createBucket(bucket);
        response = await upload(bucket, path, bytes, contentType);
        if (!response.ok) throw await storageError(response);
      }
      return { url: publicUrl(bucket, path), path };
    },
    async remove(bucket, path) {
      // The bulk delete answers 200 with the removed objects, and an empty list when none existed.
      const response = await fetchImpl(`${api}/object/${bucket}`, {
        method: 'DELETE',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: [path] }),
      });
      if (!response.ok) throw await storageError(response);
    },
  };
}
