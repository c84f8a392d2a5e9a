import 'server-only';

import { confirmAccountEmail, hashToken, listAdminEmails } from '@/lib/data/accounts';
import { findProfileByUserId } from '@/lib/data/members';
import { describeError, log } from '@/lib/log';
import { accountConfirmation } from '@/lib/mail/account-templates';
import { getMailTransport } from '@/lib/mail/config';
import { memberSignupNotification } from '@/lib/mail/member-templates';
import { enqueueMail } from '@/lib/mail/outbox';

import type { ActionContext } from '@/lib/auth/context';
import type { ActionTools } from './define';

/** The link of the confirmation e-mail (`/auth/potvrda`, whose button posts the token). */
export function confirmationUrl(ctx: ActionContext, token: string): string {
  return `${ctx.mail.siteUrl}/auth/potvrda?token=${encodeURIComponent(token)}`;
}

/**
 * Queues the confirmation e-mail of a local account. Without a mail provider (embedded mode)
 * nothing leaves the outbox, so the link is also written to the server log, and it stays readable
 * in /admin/outbox: a developer can finish the sign-up. With a provider the mail's body is purged
 * once sent (SECRET_BEARING_TEMPLATES), and the link is never logged.
 */
export async function sendAccountConfirmation(
  ctx: ActionContext,
  queueMail: ActionTools<'public', unknown>['queueMail'],
  email: string,
  token: string,
): Promise<void> {
  const url = confirmationUrl(ctx, token);
  await queueMail(() => [accountConfirmation(ctx.mail, { email, confirmUrl: url })]);
  if (!getMailTransport()) log.info('auth.confirmation_link_without_mail_provider', { link: url });
}

/**
 * Confirms the address of the account holding this token (single use, until it expires). A
 * member's application reaches the admins only now: before, nobody proved the address is the
 * applicant's. Returns whether a token was used.
 */
export async function confirmAccountByToken(ctx: ActionContext, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const account = await confirmAccountEmail(ctx.db, hashToken(token), ctx.now);
  if (!account) return false;
  try {
    const profile = await findProfileByUserId(ctx.db, account.id);
    if (profile?.approvalStatus === 'pending') {
      await enqueueMail(ctx.db, [memberSignupNotification(ctx.mail, await listAdminEmails(ctx.db), profile)]);
      ctx.onMailQueued();
    }
  } catch (error) {
    // Spec §8: a failed admin notification is silent; the application waits in the panel anyway.
    log.error('members.signup_notify_failed', { error: describeError(error) });
  }
  return true;
}
