/** Roles of the team application; a module without zod, so client components can import it cheaply. */
export const TEAM_ROLES = ['team', 'mentor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { team: 'Član tima', mentor: 'Mentor' };
