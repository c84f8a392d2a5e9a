/**
 * What an admin reads in a sent e-mail in place of a link that still works without signing in.
 */
export const REDACTED_LINK = '[link uklonjen nakon slanja]';

/** An address in a mail's text: up to a space or a character that closes it in prose. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/g;

/** Punctuation that ends a sentence after an address rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * Whether a link acts for whoever opens it: every such link of the site carries its proof in a
 * `token` parameter (renew an ad, stop the digest, confirm or leave the newsletter, confirm an
 * account, set a new password). Links to ordinary pages carry none.
 */
function isWorkingLink(address: string): boolean {
  try {
    return new URL(address).searchParams.has('token');
  } catch {
    return false;
  }
}

/**
 * A sent mail's text as the outbox shows it: each working link (`isWorkingLink`) replaced by
 * `REDACTED_LINK`, everything else as it was. Only for the view: the stored row keeps its text, so
 * a pending or failed mail is delivered (and retried) with its links.
 */
export function redactWorkingLinks(text: string): string {
  return text.replace(URL_IN_TEXT, (match) => {
    const punctuation = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
    const address = match.slice(0, match.length - punctuation.length);
    return isWorkingLink(address) ? `${REDACTED_LINK}${punctuation}` : match;
  });
}
