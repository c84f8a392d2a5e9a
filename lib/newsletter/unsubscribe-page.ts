import 'server-only';

import { getRequestContext } from '@/lib/auth';

import { readNewsletterUnsubscribeToken } from './unsubscribe-link';

/**
 * The reader of /newsletter/odjava (docs/architecture.md "Where a page gets its data"): the mailbox
 * a token names, or null. Apart from unsubscribe-link.ts, which the sender imports, so the
 * background jobs never load the request's context.
 */
export async function readNewsletterUnsubscribePage(token: string): Promise<string | null> {
  return readNewsletterUnsubscribeToken((await getRequestContext()).db, token);
}
