import 'server-only';

import { redirect } from 'next/navigation';
import { cache } from 'react';

import { adminPanelCounts, type AdminPanelCounts } from '@/lib/data/admin-members';
import { ACCESS_MESSAGES } from '@/lib/messages';

import { getAccessMemo, topicKey } from './access-memo';
import { getCurrentUser, getCurrentUserIsAdmin, getRequestContext, type AuthUser } from './index';

/** Who is asking for an admin page: nobody, an account without admin rights, or an admin. */
export type AdminAccess =
  { kind: 'signed-out' } | { kind: 'forbidden'; user: AuthUser } | { kind: 'admin'; user: AuthUser };

/** The admin check of every admin page and route (spec §2, §6: the SQL function is_admin). */
export async function getAdminAccess(): Promise<AdminAccess> {
  const user = await getCurrentUser();
  if (!user) return { kind: 'signed-out' };
  return (await getCurrentUserIsAdmin()) ? { kind: 'admin', user } : { kind: 'forbidden', user };
}

/**
 * The guard of the admin subpages: signed out goes to the sign-in page and comes back to
 * `nextPath`; the page shows the no-permission card for a signed-in account without rights.
 */
export async function requireAdmin(nextPath: string): Promise<Exclude<AdminAccess, { kind: 'signed-out' }>> {
  const access = await getAdminAccess();
  if (access.kind === 'signed-out') redirect(`/auth?next=${encodeURIComponent(nextPath)}`);
  return access;
}

/** The guard of the admin downloads (CSV): null for an admin, else 401 or 403 with the shared texts. */
export async function adminRouteDenial(): Promise<Response | null> {
  const access = await getAdminAccess();
  if (access.kind === 'admin') return null;
  const [message, status] =
    access.kind === 'signed-out' ? [ACCESS_MESSAGES.signedOut, 401] : [ACCESS_MESSAGES.notAdmin, 403];
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The panel's own figures (its badges and the demo-account warning), remembered in the access memo
 * until a change of what they count is announced (docs/architecture.md "Access memo"). For an
 * admin's page only: the figures are the same for every admin.
 */
export const getAdminPanelCounts = cache(async (): Promise<AdminPanelCounts> =>
  getAccessMemo().remember(topicKey('panel', 'counts'), async () => adminPanelCounts((await getRequestContext()).db)),
);
