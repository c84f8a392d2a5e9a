import 'server-only';

import { redirect } from 'next/navigation';

import { hasCapability, isStaff, type Capability, type StaffAccess } from '@/lib/admin/roles';
import { pageScript } from '@/lib/i18n/page-script';
import { ACCESS_MESSAGES } from '@/lib/messages';

import { getCurrentStaffAccess, getCurrentUser, type AuthUser } from './index';

/**
 * Who is asking for a part of the panel: nobody, an account without the rights it needs, or a
 * member of the team who may open it. `staff` says what the account may do elsewhere in the panel.
 */
export type AdminAccess =
  | { kind: 'signed-out' }
  | { kind: 'forbidden'; user: AuthUser; staff: StaffAccess }
  | { kind: 'admin'; user: AuthUser; staff: StaffAccess };

/** What a part of the panel needs: a capability, or a rule over the person's access (the inbox: any of its kinds). */
export type PanelRequirement = Capability | ((staff: StaffAccess) => boolean);

function allows(requirement: PanelRequirement | undefined, staff: StaffAccess): boolean {
  if (requirement === undefined) return isStaff(staff);
  return typeof requirement === 'function' ? requirement(staff) : hasCapability(staff, requirement);
}

/**
 * The check of every admin page and route (spec §2, §6: the SQL function is_admin; docs/admin.md
 * "Uloge"): without a requirement, any member of the team passes (the panel itself).
 */
export async function getAdminAccess(requirement?: PanelRequirement): Promise<AdminAccess> {
  const user = await getCurrentUser();
  if (!user) return { kind: 'signed-out' };
  const staff = await getCurrentStaffAccess();
  return allows(requirement, staff) ? { kind: 'admin', user, staff } : { kind: 'forbidden', user, staff };
}

/**
 * The guard of the admin subpages: signed out goes to the sign-in page and comes back to
 * `nextPath`, both in the page's script; the page shows the no-permission card for an account without the rights it needs.
 */
export async function requireAdmin(
  requirement: PanelRequirement,
  nextPath: string,
): Promise<Exclude<AdminAccess, { kind: 'signed-out' }>> {
  const access = await getAdminAccess(requirement);
  if (access.kind === 'signed-out') {
    const { href } = await pageScript();
    redirect(href(`/auth?next=${encodeURIComponent(href(nextPath))}`));
  }
  return access;
}

/** The guard of the admin downloads (CSV): null when allowed, else 401 or 403 with the shared texts. */
export async function adminRouteDenial(requirement: PanelRequirement): Promise<Response | null> {
  const access = await getAdminAccess(requirement);
  if (access.kind === 'admin') return null;
  const [message, status] =
    access.kind === 'signed-out' ? [ACCESS_MESSAGES.signedOut, 401] : [ACCESS_MESSAGES.notAdmin, 403];
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
