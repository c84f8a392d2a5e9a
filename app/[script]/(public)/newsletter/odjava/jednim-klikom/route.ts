import { getRequestContext } from '@/lib/auth';
import { handleOneClickUnsubscribe, oneClickPageRedirect } from '@/lib/newsletter/one-click';

/** The `List-Unsubscribe` link (RFC 8058): a mail client's POST unsubscribes at once (lib/newsletter/one-click.ts). */
export async function POST(request: Request): Promise<Response> {
  return handleOneClickUnsubscribe(request, await getRequestContext());
}

/** Opened in a browser: the page with the button, which changes nothing until pressed. */
export function GET(request: Request): Response {
  return oneClickPageRedirect(request);
}
