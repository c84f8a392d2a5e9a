import 'server-only';

import { getDb, type Database } from '@/lib/db/client';
import { verifyLinkToken } from '@/lib/security/signed-link';

import { readLinkSigningKey } from './app-secrets';
import { findModeratorClosedAd, findRenewableAd, renewAdFromLink } from './ads';
import { updateNotificationSettings } from './members';

/*
 * The one-click links in members' e-mails (docs/members.md, "Notices"). The pages behind them only
 * read (`read…`); the change happens when the member presses the page's button (`…ByLink`).
 */

/** The ad a renewal link names, for its page; null for an invalid or expired link or a closed ad. */
export async function readAdRenewalLink(db: Database, token: string, now: Date) {
  const adId = verifyLinkToken(await readLinkSigningKey(db), 'ad-renewal', token, now);
  return adId ? findRenewableAd(db, adId) : null;
}

/**
 * The ad a valid renewal link names when a moderator closed it (its title and when), so the page
 * says that instead of 'not valid'; null otherwise.
 */
export async function readAdModeratorClosure(db: Database, token: string, now: Date) {
  const adId = verifyLinkToken(await readLinkSigningKey(db), 'ad-renewal', token, now);
  return adId ? findModeratorClosedAd(db, adId) : null;
}

/** Renews the ad for 60 days from now; false when the link or the ad is not valid (any more). */
export async function renewAdByLink(db: Database, token: string, now: Date): Promise<boolean> {
  const adId = verifyLinkToken(await readLinkSigningKey(db), 'ad-renewal', token, now);
  return adId !== null && (await renewAdFromLink(db, adId, now)) !== null;
}

/** Whether an unsubscribe link is valid, for its page. */
export async function readDigestUnsubscribeLink(db: Database, token: string, now: Date): Promise<boolean> {
  return verifyLinkToken(await readLinkSigningKey(db), 'digest-unsubscribe', token, now) !== null;
}

/** Turns the member's daily digest off; false when the link is not valid or the member is gone. */
export async function stopDigestByLink(db: Database, token: string, now: Date): Promise<boolean> {
  const memberId = verifyLinkToken(await readLinkSigningKey(db), 'digest-unsubscribe', token, now);
  return memberId !== null && (await updateNotificationSettings(db, memberId, { digestEmails: false }, now));
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/**
 * /members/obnova-oglasa: the ad a renewal link names, or when a moderator closed it, that
 * closure; both null for a link that is not valid.
 */
export async function readAdRenewalPage(token: string) {
  const db = await getDb();
  const now = new Date();
  const ad = await readAdRenewalLink(db, token, now);
  const closure = ad ? null : await readAdModeratorClosure(db, token, now);
  return { ad, closure };
}

/** /members/odjava-pregleda: whether the unsubscribe link is valid. */
export async function readDigestUnsubscribePage(token: string): Promise<boolean> {
  return readDigestUnsubscribeLink(await getDb(), token, new Date());
}
