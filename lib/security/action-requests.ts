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
} as const;

export type ActionRefusal = keyof typeof ACTION_REFUSALS;

interface ActionRequest {
  method: string;
  headers: { get(name: string): string | null };
}

const FORM_BODY = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/;

/**
 * Why a server-action request is refused before it reaches Next, or null.
 * - Size: any form POST (every one is a server action here: with JavaScript it carries the
 *   `next-action` header, without it is a native form post) whose declared length is over the
 *   limit. A chunked body without a length is still cut off by Next's own limit, with its 500.
 * - Kind: the public forms call their actions with form data (`multipart/form-data`); a
 *   `next-action` request with any other body (JSON, plain text) is none of them.
 */
export function actionRequestRefusal({ method, headers }: ActionRequest): ActionRefusal | null {
  if (method !== 'POST') return null;
  const type = headers.get('content-type')?.toLowerCase() ?? '';
  const isAction = headers.get('next-action') !== null;
  if (!isAction && !FORM_BODY.test(type)) return null;
  const length = Number(headers.get('content-length') ?? 0);
  if (length > ACTION_BODY_LIMIT_BYTES) return 'tooLarge';
  if (isAction && !type.startsWith('multipart/form-data')) return 'notFormData';
  return null;
}
