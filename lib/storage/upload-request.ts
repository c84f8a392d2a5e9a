import 'server-only';

import { isScript, type Script } from '@/lib/i18n/script';
import { textIn } from '@/lib/i18n/texts';
import { UPLOAD_MESSAGES } from '@/lib/validation/uploads';

import { storeUpload } from './store';
import { uploadGate, type UploadGate } from './upload-guard';
import type { UploadResponseBody } from './upload-client';
import { checkUploadSize, isUploadPurpose, maxUploadBytes } from './uploads';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function answerIn(script: Script) {
  const text = textIn(script);
  return (body: UploadResponseBody, status: number): Response =>
    Response.json(body.ok ? body : { ok: false, message: text(body.message) }, {
      status,
      headers: { 'Cache-Control': 'no-store' },
    });
}

/**
 * A cross-site page must not make a signed-in admin's browser upload: browsers send `Origin` with
 * every POST, and it must name this host. (Session cookies are SameSite=Lax as well.) Requests
 * without `Origin` come from outside a browser, where this attack does not exist.
 */
function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * `POST /files/upload?purpose=…&script=…` with a multipart body (`file`, and `mediaId` for media
 * images); a refusal answers in the uploading page's script (Latin when none is named).
 * The purpose is in the URL so access, the per-account rate limit and the storage quota are
 * decided before a byte of the body is read (`uploadGate`), and the body's declared length is
 * checked before it is parsed.
 */
export async function handleUploadRequest(
  request: Request,
  { gate = uploadGate(), store = storeUpload }: { gate?: UploadGate; store?: typeof storeUpload } = {},
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const purpose = query.get('purpose');
  const script = query.get('script');
  const answer = answerIn(isScript(script) ? script : 'lat');
  if (!isUploadPurpose(purpose) || !isSameOrigin(request))
    return answer({ ok: false, message: UPLOAD_MESSAGES.badRequest }, 400);

  const length = Number(request.headers.get('content-length'));
  const declared = Number.isFinite(length) && length > 0 ? length : 0;
  // The declared length, multipart framing included: the quota errs by a few kilobytes, never by a file.
  const admission = await gate(purpose, declared);
  if (!admission.ok) return answer({ ok: false, message: admission.message }, admission.status);

  if (declared === 0) return answer({ ok: false, message: UPLOAD_MESSAGES.badRequest }, 411);
  if (length > maxUploadBytes(purpose) + MULTIPART_OVERHEAD_BYTES) {
    const refusal = checkUploadSize(purpose, length);
    return answer({ ok: false, message: refusal.ok ? UPLOAD_MESSAGES.badRequest : refusal.message }, 413);
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ ok: false, message: UPLOAD_MESSAGES.badRequest }, 400);
  }
  const mediaId = form.get('mediaId');
  const result = await store({
    purpose,
    file: form.get('file'),
    mediaId: typeof mediaId === 'string' ? mediaId : undefined,
    reserve: admission.reserve,
  });
  if (!result.ok) return answer({ ok: false, message: result.message }, result.status ?? 422);
  return answer({ ok: true, url: result.url, path: result.path }, 200);
}
