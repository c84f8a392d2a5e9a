import 'server-only';

import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { unsubscribeMailbox } from '@/lib/data/newsletter-opt-outs';
import type { Database } from '@/lib/db/client';
import { canonicalMailbox } from '@/lib/security/mailbox';
import { signLinkToken, verifyLinkToken } from '@/lib/security/signed-link';

/*
 * The unsubscribe link of every newsletter mail (issue 51, docs/newsletter.md "Odjava"): a signed
 * token (lib/security/signed-link.ts, purpose 'newsletter-unsubscribe') naming the recipient's
 * canonical mailbox, so one link leaves both the subscription and a member's 'Newsletter' setting
 * of that inbox. Nothing is stored per link, and the link never expires: an unsubscribe link in an
 * issue from years ago must still work. The token is the same in every issue to one inbox.
 *
 * Two addresses carry it:
 * - the browser page `NEWSLETTER_UNSUBSCRIBE_PATH?token=…` (the link in the mail's text): opening
 *   it changes nothing, its button unsubscribes;
 * - the one-click endpoint `NEWSLETTER_ONE_CLICK_PATH?token=…` for the `List-Unsubscribe` header
 *   (RFC 8058): the mail client's POST unsubscribes at once; a GET there goes to the page.
 */

/** The page with the 'Odjavi me' button (app/[script]/(public)/newsletter/odjava). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/odjava';
/** The RFC 8058 one-click endpoint (app/[script]/(public)/newsletter/odjava/jednim-klikom/route.ts). */
export const NEWSLETTER_ONE_CLICK_PATH = '/newsletter/odjava/jednim-klikom';

/** The links never expire: the signed expiry is the last day the format can name. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/** The token for one inbox, under the link-signing key (for a sender that holds the key already). */
export function signNewsletterUnsubscribeToken(key: string, mailbox: string): string {
  const subject = Buffer.from(canonicalMailbox(mailbox), 'utf8').toString('base64url');
  return signLinkToken(key, 'newsletter-unsubscribe', subject, NEVER);
}

/** The token of an inbox's unsubscribe link (the key is read once per database and kept). */
export async function newsletterUnsubscribeToken(db: Database, mailbox: string): Promise<string> {
  return signNewsletterUnsubscribeToken(await readLinkSigningKey(db), mailbox);
}

/** Whether a token is one of these signed ones (the old per-subscriber tokens are bare uuids). */
export function isSignedNewsletterToken(token: string): boolean {
  return token.includes('.');
}

/** The canonical mailbox a token names, or null when it is malformed, forged or for another purpose. */
export function verifyNewsletterUnsubscribeToken(key: string, token: string): string | null {
  const subject = verifyLinkToken(key, 'newsletter-unsubscribe', token, new Date(0));
  if (subject === null) return null;
  const mailbox = Buffer.from(subject, 'base64url').toString('utf8');
  // Only what we signed: a canonical mailbox, in its one encoding.
  return mailbox.includes('@') && canonicalMailbox(mailbox) === mailbox ? mailbox : null;
}

/** The mailbox a token names (reads only), for the pages; null for a bad token. */
export async function readNewsletterUnsubscribeToken(db: Database, token: string): Promise<string | null> {
  return verifyNewsletterUnsubscribeToken(await readLinkSigningKey(db), token);
}

/** The browser page's and the one-click endpoint's address for one token. */
export function newsletterUnsubscribeUrls(siteUrl: string, token: string): { pageUrl: string; oneClickUrl: string } {
  const query = `?token=${encodeURIComponent(token)}`;
  const base = siteUrl.replace(/\/+$/, '');
  return {
    pageUrl: `${base}${NEWSLETTER_UNSUBSCRIBE_PATH}${query}`,
    oneClickUrl: `${base}${NEWSLETTER_ONE_CLICK_PATH}${query}`,
  };
}

/** The RFC 2369 / RFC 8058 headers of one recipient's mail. */
export function listUnsubscribeHeaders(
  oneClickUrl: string,
): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Unsubscribes the inbox a signed token names: its subscription and a member's 'Newsletter'
 * setting, in one transaction (`unsubscribeMailbox`); idempotent. The mailbox, or null for a bad
 * token (nothing changes).
 */
export async function unsubscribeByNewsletterToken(db: Database, token: string, now: Date): Promise<string | null> {
  const mailbox = await readNewsletterUnsubscribeToken(db, token);
  if (mailbox === null) return null;
  await unsubscribeMailbox(db, mailbox, now);
  return mailbox;
}
