import 'server-only';

import { getStorageConfig } from '@/lib/env';
import { FILES_POLICY } from '@/lib/security/content-security-policy.mjs';

import { fileNotFoundResponse } from './file-not-found';
import { readLocalFile } from './local';

/**
 * The response for `/files/{bucket}/{path}`. Stored names are random and never reused, so a found
 * file is cached for a year. Only raster images are shown inline; anything else is a download,
 * and a sandboxing CSP stops any document the browser still renders from running scripts. In
 * Supabase mode files are served by Supabase, so this route finds nothing.
 */
export async function serveStoredFile(bucket: string, segments: readonly string[]): Promise<Response> {
  const config = getStorageConfig();
  const file = config.kind === 'local' ? await readLocalFile(config.root, bucket, segments.join('/')) : null;
  if (!file) return fileNotFoundResponse();
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `${file.inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILES_POLICY,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
