import 'server-only';

import type { GetContext } from '@/lib/auth/context';
import { unsubscribeMailbox } from '@/lib/data/newsletter-opt-outs';
import { isSignedNewsletterToken, readNewsletterUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link';
import { consumeRateLimit } from '@/lib/security/rate-limit';

import { unsubscribeNewsletter, type NewsletterLinkOutcome } from './public-forms';

/** What the button on /newsletter/odjava did; `limited`: too many tries for this inbox. */
export type NewsletterUnsubscribeOutcome = NewsletterLinkOutcome | 'limited';

/**
 * 'Odjavi me' on /newsletter/odjava (docs/newsletter.md "Odjava"). A sent issue's signed link
 * leaves the subscription and a member's 'Newsletter' setting of the inbox it names (counted per
 * inbox, like the one-click endpoint); a subscriber's own token from the confirmation e-mail
 * leaves that subscription, as before.
 */
export async function unsubscribeNewsletterByLink(
  token: string,
  getContext: GetContext,
): Promise<NewsletterUnsubscribeOutcome> {
  const trimmed = token.trim();
  if (!isSignedNewsletterToken(trimmed)) return unsubscribeNewsletter(trimmed, getContext);
  const ctx = await getContext();
  const mailbox = await readNewsletterUnsubscribeToken(ctx.db, trimmed);
  if (mailbox === null) return 'invalid';
  const decision = await consumeRateLimit(
    ctx.db,
    { category: 'newsletterUnsubscribe', email: mailbox, host: ctx.host },
    ctx.now,
  );
  if (!decision.allowed) return 'limited';
  await unsubscribeMailbox(ctx.db, mailbox, ctx.now);
  return 'ok';
}
