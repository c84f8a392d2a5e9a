'use server';

/**
 * 'Potvrdi adresu' on /members/potvrda-adrese, the link of a profile's new contact address
 * (docs/members.md, "Profile e-mail"). Like the other one-click links' buttons
 * (lib/actions/member-links.ts) a plain form post that answers with a redirect to its page's
 * outcome, not a `defineAction`: no sign-in (the token proves the mailbox), no field but the token,
 * and the page works without JavaScript. Opening the link (a GET) changes nothing.
 */

import { getAccessMemo } from '@/lib/cache/access-memo';
import { requestContext } from '@/lib/auth/context';
import { confirmProfileEmail } from '@/lib/data/profile-email';
import { PROFILE_EMAIL_CONFIRM_PATH } from '@/lib/members/profile-email';
import { redirectInFormScript } from './define';

const STATUS = { confirmed: 'potvrdjeno', taken: 'zauzeto', invalid: 'nevazece' } as const;

export async function confirmProfileEmailAction(_previous: null, formData: FormData): Promise<null> {
  const ctx = await requestContext();
  const value = formData.get('token');
  const outcome = await confirmProfileEmail(ctx.db, typeof value === 'string' ? value : '', ctx.now);
  // A profile's address is part of what signed-in pages remember (lib/cache/access-memo.ts).
  if (outcome === 'confirmed') await getAccessMemo().heard();
  redirectInFormScript(formData, `${PROFILE_EMAIL_CONFIRM_PATH}?status=${STATUS[outcome]}`);
}
