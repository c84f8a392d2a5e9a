import { STAFF_ROLES, type StaffRole } from '@/lib/domain/enums';

/**
 * The team's roles (issue 48, docs/admin.md "Uloge"). 'admin' can do everything and is the only
 * one who grants roles; each other role holds one share of the panel's work. What a part of the
 * panel or an action needs is named by the role that holds it, or 'admin' for what only admins do
 * (the team, the staff log, the outbox, contact and team messages, the newsletter list).
 */
export type Capability = StaffRole | 'admin';

export { STAFF_ROLES, type StaffRole };

export const ROLE_LABELS: Record<StaffRole, string> = {
  urednik: 'Urednik',
  organizator: 'Organizator',
  moderator: 'Moderator',
};

/** What each role may do, as the team page explains it. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  urednik: 'Tekstovi sajta, mediji, blog, obaveštenja, fajlovi i resursi za članove',
  organizator: 'Događaji, predlozi događaja, prijave na događaje i njihove poruke',
  moderator: 'Odluke o članovima, suspenzije, prijave članova i moderacija',
};

/** What one account may do in the panel: admin rights, and the roles it holds. */
export interface StaffAccess {
  admin: boolean;
  roles: readonly StaffRole[];
}

export const NO_STAFF_ACCESS: StaffAccess = { admin: false, roles: [] };

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Admins may do everything; a role only its own share. */
export function hasCapability(access: StaffAccess, capability: Capability): boolean {
  return access.admin || (capability !== 'admin' && access.roles.includes(capability));
}

/** Whether the account belongs to the team at all (the panel opens for it). */
export function isStaff(access: StaffAccess): boolean {
  return access.admin || access.roles.length > 0;
}

/** How the panel names who is signed in: 'Administrator', or the roles held. */
export function describeStaff(access: StaffAccess): string {
  if (access.admin) return 'Administrator';
  return access.roles.map((role) => ROLE_LABELS[role]).join(', ');
}
