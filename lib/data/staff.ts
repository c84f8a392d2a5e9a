import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { isStaffRole, type StaffAccess, type StaffRole } from '@/lib/admin/roles';
import { getDb, type Database } from '@/lib/db/client';
import { adminProfiles, staffRoles } from '@/lib/db/schema';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';

import { confirmedAccountEmail } from './accounts';
import { rowsOf } from '@/lib/db/rows';

/**
 * What an account may do in the panel (docs/admin.md "Uloge"): admin rights through the SQL
 * function is_admin (spec §6), and the roles it holds, in one statement.
 */
export async function readStaffAccess(db: Database, userId: string, email: string): Promise<StaffAccess> {
  const result = await rowsOf<{ admin: boolean; roles: string[] | string }>(
    db.execute(sql`
    select public.is_admin(${userId}::uuid, ${email}) as admin,
      coalesce((select array_agg(r.role order by r.role) from ${staffRoles} r where r.user_id = ${userId}::uuid), '{}') as roles
  `),
  );
  const row = result[0];
  return { admin: row?.admin === true, roles: parseRoles(row?.roles) };
}

/** A text[] arrives as an array from node-postgres and PGlite alike, or as '{a,b}' from a driver that does not parse it. */
function parseRoles(value: string[] | string | undefined): StaffRole[] {
  const list = Array.isArray(value) ? value : (value ?? '').replace(/^\{|\}$/g, '').split(',');
  return list.filter(isStaffRole);
}

export type RoleGrantOutcome = 'granted' | 'already' | 'unconfirmed';

/**
 * An admin gives an account a role, by its id: only a confirmed address (the SQL function
 * confirmed_account_email, local and Supabase accounts alike), as admin rights are granted.
 */
export async function grantStaffRole(
  db: Database,
  input: { userId: string; role: StaffRole; grantedBy: { id: string; email: string }; now: Date },
): Promise<{ outcome: RoleGrantOutcome; email: string | null }> {
  const email = await confirmedAccountEmail(db, input.userId);
  if (!email) return { outcome: 'unconfirmed', email: null };
  const inserted = await db
    .insert(staffRoles)
    .values({
      userId: input.userId,
      role: input.role,
      grantedBy: input.grantedBy.id,
      grantedByEmail: input.grantedBy.email,
      grantedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ role: staffRoles.role });
  return { outcome: inserted.length > 0 ? 'granted' : 'already', email };
}

/** Takes a role back; false when the account did not hold it. */
export async function revokeStaffRole(db: Database, userId: string, role: StaffRole): Promise<boolean> {
  const removed = await db
    .delete(staffRoles)
    .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, role)))
    .returning({ role: staffRoles.role });
  return removed.length > 0;
}

/** One person of the team: their account, address, and what they hold. */
export interface TeamMember {
  userId: string;
  email: string;
  admin: boolean;
  roles: StaffRole[];
}

export const TEAM_PAGE_SIZE = 50;

/**
 * The team, page by page: every account with admin rights or a role, by address. Admin rows not
 * yet bound to an account (waiting for the address's confirmation) are left out: nobody holds them.
 */
export async function listTeam(db: Database, page: number): Promise<Page<TeamMember>> {
  const members = sql`(
    select a.user_id, a.email, true as admin from ${adminProfiles} a where a.user_id is not null
    union all
    select r.user_id, public.confirmed_account_email(r.user_id), false from ${staffRoles} r
  )`;
  const { limit, offset } = pageWindow(page, TEAM_PAGE_SIZE);
  const [rows, [totals]] = await Promise.all([
    rowsOf<{ userId: string; email: string | null; admin: boolean; roles: string[] | string }>(
      db.execute(sql`
      select t.user_id as "userId", min(t.email) as email, bool_or(t.admin) as admin,
        coalesce((select array_agg(r.role order by r.role) from ${staffRoles} r where r.user_id = t.user_id), '{}') as roles
      from ${members} t
      group by t.user_id
      order by min(t.email), t.user_id
      limit ${limit} offset ${offset}
    `),
    ),
    rowsOf<{ total: number }>(db.execute(sql`select count(distinct t.user_id)::int as total from ${members} t`)),
  ]);
  const team = rows.map((row) => ({
    userId: row.userId,
    email: row.email ?? '',
    admin: row.admin === true,
    roles: parseRoles(row.roles),
  }));
  return pageOf(team, totals?.total ?? 0, page, TEAM_PAGE_SIZE);
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /admin/tim: a page of the team. */
export async function readTeamPage(page: number): Promise<Page<TeamMember>> {
  return listTeam(await getDb(), page);
}
