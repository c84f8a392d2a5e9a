import 'server-only';

import { and, eq, lt, sql, sum } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberProfiles, uploadedFiles } from '@/lib/db/schema';

/** Files stored through /files/upload, per account (the quota and the orphan clean-up read these). */

export async function recordUploadedFile(
  db: Database,
  file: { userId: string; purpose: string; bucket: string; path: string; url: string; bytes: number },
): Promise<void> {
  await db.insert(uploadedFiles).values(file);
}

/** Bytes an account has stored, counting every upload still kept. */
export async function storedBytesOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(uploadedFiles.bytes) })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId));
  return Number(row?.total ?? 0);
}

export interface OrphanedUpload {
  id: string;
  bucket: string;
  path: string;
}

/** Avatars uploaded before `before` that no member profile shows: never attached, or replaced since. */
export async function listOrphanedAvatars(db: Database, before: Date, limit = 100): Promise<OrphanedUpload[]> {
  return db
    .select({ id: uploadedFiles.id, bucket: uploadedFiles.bucket, path: uploadedFiles.path })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.purpose, 'avatar'),
        lt(uploadedFiles.createdAt, before),
        sql`not exists (select 1 from ${memberProfiles} where ${memberProfiles.profileImage} = ${uploadedFiles.url})`,
      ),
    )
    .limit(limit);
}

export async function deleteUploadedFileRecord(db: Database, id: string): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}
