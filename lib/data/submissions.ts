import 'server-only';

import type { Database } from '@/lib/db/client';
import { contactMessages, eventSubmissions, joinApplications, teamApplications } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import type { EventSuggestionRecord } from '@/lib/validation/event-suggestion';
import type { TeamRole } from '@/lib/validation/team-application';

/**
 * Stores what visitors send through the public forms. Values arrive validated and sanitised by
 * the actions; these functions only write, each returning the new row's id.
 */

export async function createContactMessage(
  db: Database,
  values: { name: string; email: string; message: string },
): Promise<string> {
  const row = returnedRow(await db.insert(contactMessages).values(values).returning({ id: contactMessages.id }));
  return row.id;
}

export async function createJoinApplication(
  db: Database,
  values: { name: string; email: string; about: string; contribute: string; expect: string },
): Promise<string> {
  const row = returnedRow(await db.insert(joinApplications).values(values).returning({ id: joinApplications.id }));
  return row.id;
}

export async function createTeamApplication(
  db: Database,
  values: { name: string; email: string; phone: string | null; role: TeamRole; experience: string; motivation: string },
): Promise<string> {
  const row = returnedRow(await db.insert(teamApplications).values(values).returning({ id: teamApplications.id }));
  return row.id;
}

/** A suggested event, pending until an admin reviews it. */
export async function createEventSubmission(db: Database, values: EventSuggestionRecord): Promise<string> {
  const row = returnedRow(
    await db
      .insert(eventSubmissions)
      .values({ ...values, status: 'pending' })
      .returning({ id: eventSubmissions.id }),
  );
  return row.id;
}
