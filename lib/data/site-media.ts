import 'server-only';

import { and, asc, eq, gte, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { siteMedia } from '@/lib/db/schema';
import { deletedItemCutoff } from '@/lib/privacy/retention';
import type { MediaItemValues } from '@/lib/validation/admin-media';

/** A site image as the admin 'Media' tab shows it. */
export interface AdminMediaItem {
  id: string;
  mediaKey: string;
  title: string | null;
  description: string | null;
  fileType: string;
  placementSection: string | null;
  fileUrl: string | null;
  sortOrder: number;
}

const adminColumns = {
  id: siteMedia.id,
  mediaKey: siteMedia.mediaKey,
  title: siteMedia.title,
  description: siteMedia.description,
  fileType: siteMedia.fileType,
  placementSection: siteMedia.placementSection,
  fileUrl: siteMedia.fileUrl,
  sortOrder: siteMedia.sortOrder,
};

/** Every media item by placement section, then sort order (spec platform §7). */
export async function listMediaItems(db: Database): Promise<AdminMediaItem[]> {
  return db
    .select(adminColumns)
    .from(siteMedia)
    .where(isNull(siteMedia.deletedAt))
    .orderBy(asc(siteMedia.placementSection), asc(siteMedia.sortOrder), asc(siteMedia.mediaKey));
}

/**
 * A new media item without a file yet; null when the key is taken (the unique key decides, also
 * under races). A deleted item with the same key gives its key up (and can no longer be restored).
 */
export async function createMediaItem(db: Database, values: MediaItemValues): Promise<string | null> {
  await db.delete(siteMedia).where(and(eq(siteMedia.mediaKey, values.mediaKey), isNotNull(siteMedia.deletedAt)));
  const [row] = await db
    .insert(siteMedia)
    .values({
      mediaKey: values.mediaKey,
      title: values.title || null,
      description: values.description || null,
      fileType: values.fileType,
      placementSection: values.placementSection,
    })
    .onConflictDoNothing({ target: siteMedia.mediaKey })
    .returning({ id: siteMedia.id });
  return row?.id ?? null;
}

/** Points a media item at its uploaded file; false when the item is gone. */
export async function setMediaFile(db: Database, id: string, fileUrl: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(siteMedia)
    .set({ fileUrl, updatedAt: now })
    .where(and(eq(siteMedia.id, id), isNull(siteMedia.deletedAt)))
    .returning({ id: siteMedia.id });
  return updated.length > 0;
}

/** Soft delete (restorable for `RETENTION_DAYS.deletedItems`); false when it was already gone. */
export async function deleteMediaItem(db: Database, id: string, now: Date): Promise<boolean> {
  const deleted = await db
    .update(siteMedia)
    .set({ deletedAt: now })
    .where(and(eq(siteMedia.id, id), isNull(siteMedia.deletedAt)))
    .returning({ id: siteMedia.id });
  return deleted.length > 0;
}

/** Undoes a delete made within `RETENTION_DAYS.deletedItems`; false when there is nothing to restore. */
export async function restoreMediaItem(db: Database, id: string, now: Date): Promise<boolean> {
  const restored = await db
    .update(siteMedia)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(siteMedia.id, id), isNotNull(siteMedia.deletedAt), gte(siteMedia.deletedAt, deletedItemCutoff(now))))
    .returning({ id: siteMedia.id });
  return restored.length > 0;
}
