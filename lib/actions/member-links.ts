'use server';

/**
 * The buttons behind the one-click links in members' e-mails (ad renewal, digest unsubscribe).
 * Like the newsletter's link buttons (lib/actions/public.ts) they are plain form posts that answer
 * with a redirect to their page's outcome, not `defineAction`s: no sign-in, no fields but the
 * signed token, nothing to validate beyond its signature, and the page must work without
 * JavaScript.
 */

import { readAdModeratorClosure, renewAdByLink, stopDigestByLink } from '@/lib/data/member-links';
import { AD_RENEWAL_PATH, DIGEST_UNSUBSCRIBE_PATH } from '@/lib/members/notices';

import { requestContext } from '@/lib/auth/context';
import { redirectInFormScript } from './define';

function tokenOf(formData: FormData): string {
  const value = formData.get('token');
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/**
 * 'Produži oglas' on /members/obnova-oglasa. An ad a moderator closed meanwhile goes back to the
 * link's own page, which says so.
 */
export async function renewAdFromLinkAction(_previous: null, formData: FormData): Promise<null> {
  const ctx = await requestContext();
  const token = tokenOf(formData);
  if (await renewAdByLink(ctx.db, token, ctx.now))
    redirectInFormScript(formData, `${AD_RENEWAL_PATH}?status=produzeno`);
  if (await readAdModeratorClosure(ctx.db, token, ctx.now))
    redirectInFormScript(formData, `${AD_RENEWAL_PATH}?${new URLSearchParams({ token })}`);
  redirectInFormScript(formData, `${AD_RENEWAL_PATH}?status=nevazece`);
}

/** 'Isključi dnevni pregled' on /members/odjava-pregleda. */
export async function stopDigestFromLinkAction(_previous: null, formData: FormData): Promise<null> {
  const ctx = await requestContext();
  const stopped = await stopDigestByLink(ctx.db, tokenOf(formData), ctx.now);
  redirectInFormScript(formData, `${DIGEST_UNSUBSCRIBE_PATH}?status=${stopped ? 'iskljuceno' : 'nevazece'}`);
}
