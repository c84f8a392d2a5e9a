import type { Script } from '@/lib/i18n/script';
import { UPLOAD_BROWSER_MESSAGES } from '@/lib/validation/uploads';

import { checkUploadSize, UPLOAD_RULES, type UploadPurpose } from './uploads';

/** Where the upload widget sends files (app/files/upload/route.ts). */
export const UPLOAD_ENDPOINT = '/files/upload';

/** The JSON the upload route answers: the stored file's URL, or the message to show. */
export type UploadResponseBody = { ok: true; url: string; path: string } | { ok: false; message: string };

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Whole percent sent, 0 while the size is unknown. */
export function progressPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** The route's answer as the widget shows it; anything unreadable is the purpose's failure text. */
export function readUploadResponse(status: number, text: string, fallback: string): UploadResponseBody {
  try {
    const body = JSON.parse(text) as Partial<UploadResponseBody>;
    if (body.ok === true && status === 200 && typeof body.url === 'string' && typeof body.path === 'string') {
      return { ok: true, url: body.url, path: body.path };
    }
    if (body.ok === false && typeof body.message === 'string') return { ok: false, message: body.message };
  } catch {
    // A proxy's HTML error page, or a cut connection.
  }
  return { ok: false, message: fallback };
}

/** The parts of XMLHttpRequest an upload uses (a fake one in tests). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort'
> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
};

export interface UploadOptions {
  purpose: UploadPurpose;
  file: File;
  mediaId?: string;
  /** The page's script: the widget's own messages are in it, and the server answers in it. */
  script: Script;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
}

/**
 * Sends one file to the upload route. XMLHttpRequest rather than fetch because only it reports
 * upload progress. Size limits are checked first, so a file that is too large is refused at once
 * instead of after minutes of sending; the server checks everything again.
 */
export function uploadWithProgress({
  purpose,
  file,
  mediaId,
  script,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: UploadOptions): Promise<UploadResponseBody> {
  const messages = UPLOAD_BROWSER_MESSAGES[script];
  const failureMessage = messages[UPLOAD_RULES[purpose].failure];
  const size = checkUploadSize(purpose, file.size, messages);
  if (!size.ok) return Promise.resolve(size);
  return new Promise((resolve) => {
    const request = createRequest();
    const body = new FormData();
    body.append('file', file);
    if (mediaId) body.append('mediaId', mediaId);
    request.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () => resolve(readUploadResponse(request.status, request.responseText, failureMessage));
    request.onerror = () => resolve({ ok: false, message: messages.networkError });
    request.onabort = () => resolve({ ok: false, message: messages.networkError });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.open('POST', `${UPLOAD_ENDPOINT}?${new URLSearchParams({ purpose, script })}`);
    request.send(body);
  });
}
