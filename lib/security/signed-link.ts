import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click links in e-mails (renew an ad, stop the daily digest) work without signing in, so the
 * link itself carries the proof: `{subject}.{expires}.{signature}`, the signature an HMAC-SHA256
 * of the purpose, the subject (an ad's or a member's id) and the expiry, under the server's key
 * (`app_secrets.link_signing`). A link for one purpose never passes as another, and a changed
 * subject or expiry breaks the signature. Nothing is stored per link.
 */
/**
 * A registration's cancel link and its check-in code (issue 50) name the registration's id; a
 * newsletter's unsubscribe link (issue 51) names the recipient's canonical mailbox, base64url-encoded
 * (no dots, so the token still splits on them).
 */
export type SignedLinkPurpose =
  'ad-renewal' | 'digest-unsubscribe' | 'registration-cancel' | 'registration-check-in' | 'newsletter-unsubscribe';

/** What each purpose's subject looks like: an id, or an encoded mailbox. */
const UUID_SUBJECT = /^[0-9a-f-]{36}$/;
const SUBJECTS: Record<SignedLinkPurpose, RegExp> = {
  'ad-renewal': UUID_SUBJECT,
  'digest-unsubscribe': UUID_SUBJECT,
  'registration-cancel': UUID_SUBJECT,
  'registration-check-in': UUID_SUBJECT,
  'newsletter-unsubscribe': /^[A-Za-z0-9_-]{1,400}$/,
};

function signature(key: string, purpose: SignedLinkPurpose, subject: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${purpose}\n${subject}\n${expires}`).digest();
}

/** The token for a link that acts on `subject` until `expiresAt`. */
export function signLinkToken(key: string, purpose: SignedLinkPurpose, subject: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${subject}.${expires}.${signature(key, purpose, subject, expires).toString('base64url')}`;
}

/** The subject a token names, or null when it is malformed, forged, for another purpose or expired. */
export function verifyLinkToken(key: string, purpose: SignedLinkPurpose, token: string, now: Date): string | null {
  const match = /^([^.]{1,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, subject = '', expiresText = '', signatureText = ''] = match;
  if (!SUBJECTS[purpose].test(subject)) return null;
  const expires = Number(expiresText);
  const expected = signature(key, purpose, subject, expires);
  const given = Buffer.from(signatureText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expires * 1000 > now.getTime() ? subject : null;
}
