import 'server-only';

/**
 * Requests to server actions that Next would answer with a 500 and a logged stack trace, refused
 * early with a clear Serbian answer instead (issue 9). A server action request carries the
 * `next-action` header (fetch from React) or is a native form POST (no JavaScript).
 */

/** Next's `serverActions.bodySizeLimit` (next.config.mjs), in bytes: 1 MB. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

export const ACTION_REFUSALS = {
  tooLarge: { status: 413, message: 'Poslati sadržaj je prevelik. Skratite tekst i pokušajte ponovo.' },
  notFormData: {
    status: 400,
    message: 'Zahtev nije ispravan: forma se šalje kao podaci forme. Osvežite stranicu i pokušajte ponovo.',
  },
  lengthRequired: {
    status: 400,
    message: 'Zahtev nije ispravan: nedostaje dužina poslatog sadržaja. Osvežite stranicu i pokušajte ponovo.',
  },
  malformedForm: {
    status: 400,
    message: 'Zahtev nije ispravan: podaci forme su oštećeni. Osvežite stranicu i pokušajte ponovo.',
  },
} as const;

export type ActionRefusal = keyof typeof ACTION_REFUSALS;

interface ActionRequest {
  method: string;
  headers: { get(name: string): string | null };
}

const FORM_BODY = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/;

/** Whether a request goes to a server action: every form POST here is one (see `actionRequestRefusal`). */
export function isActionRequest({ method, headers }: ActionRequest): boolean {
  if (method !== 'POST') return false;
  return headers.get('next-action') !== null || FORM_BODY.test(headers.get('content-type')?.toLowerCase() ?? '');
}

/**
 * Why a server-action request is refused before it reaches Next, or null.
 * - Size: any form POST (every one is a server action here: with JavaScript it carries the
 *   `next-action` header, without it is a native form post) whose declared length is over the
 *   limit; and one without a declared length at all (a chunked body, which browsers never send
 *   for a form and which Next would cut off at its limit with a 500).
 * - Kind: the public forms call their actions with form data (`multipart/form-data`); a
 *   `next-action` request with any other body (JSON, plain text) is none of them.
 */
export function actionRequestRefusal(request: ActionRequest): ActionRefusal | null {
  if (!isActionRequest(request)) return null;
  const { headers } = request;
  const type = headers.get('content-type')?.toLowerCase() ?? '';
  const declared = headers.get('content-length');
  if (declared === null || !/^\d+$/.test(declared.trim())) return 'lengthRequired';
  if (Number(declared) > ACTION_BODY_LIMIT_BYTES) return 'tooLarge';
  if (headers.get('next-action') !== null && !type.startsWith('multipart/form-data')) return 'notFormData';
  return null;
}

/**
 * A form body that cannot be parsed (a missing or wrong boundary, a cut-off part, broken part
 * headers): Next's action handler would throw on it and answer 500. Read from a clone: the proxy
 * passes the body on untouched, and it is at most 1 MB by now.
 */
export async function malformedFormBody(request: Request): Promise<boolean> {
  try {
    await request.clone().formData();
    return false;
  } catch {
    return true;
  }
}
