import 'server-only';

import type { ActionContext } from '@/lib/auth/context';
import { hashToken, newToken } from '@/lib/data/accounts';
import { setPendingProfileEmail } from '@/lib/data/profile-email';
import { profileEmailConfirmation } from '@/lib/mail/member-templates';
import { PROFILE_EMAIL_CONFIRM_PATH, PROFILE_EMAIL_LINK_LIFETIME_MS } from '@/lib/members/profile-email';
import { canonicalMailbox } from '@/lib/security/mailbox';

import type { ActionTools } from './define';

/**
 * Whether a profile may use this contact address at once (docs/members.md, "Profile e-mail"): the
 * account's own confirmed address (the same mailbox, whatever its spelling), or the address the
 * profile already has. Any other waits for its own link.
 */
export function profileEmailAppliesAtOnce(email: string, accountEmail: string, currentEmail: string | null): boolean {
  return canonicalMailbox(email) === canonicalMailbox(accountEmail) || email === currentEmail;
}

/**
 * Stores `email` as the profile's pending address and mails its single-use link (valid 24 h, only
 * the SHA-256 stored) to that address through the outbox. An earlier pending address's link stops
 * working.
 */
export async function mailProfileEmailLink(
  ctx: ActionContext,
  queueMail: ActionTools<'user', unknown>['queueMail'],
  userId: string,
  email: string,
): Promise<boolean> {
  const token = newToken();
  const stored = await setPendingProfileEmail(
    ctx.db,
    userId,
    {
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now.getTime() + PROFILE_EMAIL_LINK_LIFETIME_MS),
    },
    ctx.now,
  );
  if (!stored) return false;
  const confirmUrl = `${ctx.mail.siteUrl}${PROFILE_EMAIL_CONFIRM_PATH}?${new URLSearchParams({ token })}`;
  await queueMail(() => [profileEmailConfirmation(ctx.mail, { email, confirmUrl })]);
  return true;
}
