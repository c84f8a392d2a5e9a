import 'server-only';

import { unsubscribeMailbox } from '@/lib/data/newsletter-opt-outs';
import type { Database } from '@/lib/db/client';
import { consumeRateLimit, rateLimitMessage } from '@/lib/security/rate-limit';

import { readLimitedBody, textResponse } from './limited-body';
import { NEWSLETTER_UNSUBSCRIBE_PATH, readNewsletterUnsubscribeToken } from './unsubscribe-link';

/*
 * The one-click endpoint of the `List-Unsubscribe` header (RFC 8058), at NEWSLETTER_ONE_CLICK_PATH
 * (issue 51, docs/newsletter.md "Odjava"). The mail client (Gmail's, Apple Mail's 'Unsubscribe'
 * button) POSTs `List-Unsubscribe=One-Click` to the link of the header, without cookies and from
 * its own servers; the POST unsubscribes at once and answers 200. The proxy lets this path through
 * its checks of form posts (proxy.ts); the body is bounded here. A GET (someone opened the link)
 * changes nothing: it goes to the page with the button.
 */

/** `List-Unsubscribe=One-Click` is all a client sends; a few kilobytes is plenty. */
const MAX_BODY_BYTES = 8 * 1024;

export interface OneClickContext {
  db: Database;
  now: Date;
  /** The site's host, part of the rate limit's key. */
  host: string;
}

/** Whether a POST body carries `List-Unsubscribe=One-Click` (form-encoded or multipart). */
async function isOneClickBody(contentType: string, body: string): Promise<boolean> {
  try {
    const form = contentType.toLowerCase().startsWith('multipart/form-data')
      ? await new Response(body, { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(body);
    return form.get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

/** `POST {NEWSLETTER_ONE_CLICK_PATH}?token=…`. */
export async function handleOneClickUnsubscribe(
  request: Request,
  { db, now, host }: OneClickContext,
): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const mailbox = await readNewsletterUnsubscribeToken(db, token);
  if (mailbox === null) return textResponse(400, 'Link za odjavu nije važeći.');
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === null) return textResponse(413, 'Zahtev je prevelik.');
  if (!(await isOneClickBody(request.headers.get('content-type') ?? '', body))) {
    return textResponse(400, 'Zahtev nije ispravan: očekuje se List-Unsubscribe=One-Click.');
  }
  // By the mailbox only: the mail providers' servers post for many people from few addresses.
  const decision = await consumeRateLimit(db, { category: 'newsletterUnsubscribe', email: mailbox, host }, now);
  if (!decision.allowed) {
    return textResponse(429, rateLimitMessage(decision.retryAfterMinutes), {
      'retry-after': String(decision.retryAfterMinutes * 60),
    });
  }
  await unsubscribeMailbox(db, mailbox, now);
  return textResponse(200, 'Odjavljeni ste sa newslettera.');
}

/** `GET` of the same address: someone opened the link; the page asks before it changes anything. */
export function oneClickPageRedirect(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const location = `${NEWSLETTER_UNSUBSCRIBE_PATH}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
