import 'server-only';

import { and, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { announcements } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import { deletedItemCutoff } from '@/lib/privacy/retention';
import type { AnnouncementValues } from '@/lib/validation/admin-announcements';

/** An announcement as the admin tab lists and edits it (JSON: dates as ISO strings). */
export interface AdminAnnouncement {
  id: string;
  title: string;
  content: string;
  type: string;
  isActive: boolean;
  priority: number;
  link: string;
  buttonText: string;
  expiresAt: string | null;
  imageUrl: string;
  createdAt: string;
}

/** Every announcement, active or not, by priority (high first) then newest first (spec §7). */
export async function queryAllAnnouncements(db: Database): Promise<AdminAnnouncement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(isNull(announcements.deletedAt))
    .orderBy(desc(announcements.priority), desc(announcements.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content ?? '',
    type: row.type,
    isActive: row.isActive,
    priority: row.priority,
    link: row.link ?? '',
    buttonText: row.buttonText ?? '',
    expiresAt: row.expiresAt?.toISOString() ?? null,
    imageUrl: row.imageUrl ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The stored image of an announcement, to tell an unchanged image from a new upload. */
export async function queryAnnouncementImage(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ imageUrl: announcements.imageUrl })
    .from(announcements)
    .where(and(eq(announcements.id, id), isNull(announcements.deletedAt)))
    .limit(1);
  return row?.imageUrl ?? null;
}

function columnsOf(values: AnnouncementValues) {
  return {
    title: values.title,
    content: values.content || null,
    type: values.type,
    isActive: values.isActive,
    priority: values.priority,
    link: values.link || null,
    buttonText: values.buttonText || null,
    expiresAt: values.expiresAt,
    imageUrl: values.imageUrl || null,
  };
}

export async function createAnnouncement(db: Database, values: AnnouncementValues): Promise<string> {
  const row = returnedRow(await db.insert(announcements).values(columnsOf(values)).returning({ id: announcements.id }));
  return row.id;
}

/** False when there is no announcement with this id. */
export async function updateAnnouncement(db: Database, id: string, values: AnnouncementValues): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set(columnsOf(values))
    .where(and(eq(announcements.id, id), isNull(announcements.deletedAt)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

/** Soft delete (restorable for `RETENTION_DAYS.deletedItems`); false when there is no such announcement. */
export async function deleteAnnouncement(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ deletedAt: now })
    .where(and(eq(announcements.id, id), isNull(announcements.deletedAt)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

/** Undoes a delete made within `RETENTION_DAYS.deletedItems`; false when there is nothing to restore. */
export async function restoreAnnouncement(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ deletedAt: null })
    .where(
      and(
        eq(announcements.id, id),
        isNotNull(announcements.deletedAt),
        gte(announcements.deletedAt, deletedItemCutoff(now)),
      ),
    )
    .returning({ id: announcements.id });
  return rows.length > 0;
}
