import 'server-only';

import { and, eq, lt, sql, sum } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { memberProfiles, uploadedFiles } from '@/lib/db/schema';

/** Files stored through /files/upload, per account (the quota and the orphan clean-up read these). */

type UploadedFileRow = { userId: string; purpose: string; bucket: string; path: string; url: string; bytes: number };

/** The first key of the per-account quota lock (the second is a hash of the account id). */
const UPLOAD_QUOTA_LOCK = 48_001;

/**
 * Reserves a file's bytes of an account's quota before the bytes are written: in one transaction,
 * under a per-account advisory lock (so parallel uploads of one account take turns here, on PGlite
 * and on PostgreSQL alike), sums what the account stores and, when the file fits within
 * `quotaBytes`, records it. Returns the new row's id (delete it with `deleteUploadedFileRecord` if
 * the write then fails), or null when the file does not fit.
 */
export async function reserveUploadedFile(
  db: Database,
  file: UploadedFileRow,
  quotaBytes: number,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, hashtext(${file.userId}))`);
    const [stored] = await tx
      .select({ total: sum(uploadedFiles.bytes) })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.userId, file.userId));
    if (Number(stored?.total ?? 0) + file.bytes > quotaBytes) return null;
    const [row] = await tx.insert(uploadedFiles).values(file).returning({ id: uploadedFiles.id });
    if (!row) throw new Error('uploaded_files: the reservation returned no row');
    return row.id;
  });
}

/** Bytes an account has stored, counting every upload still kept (and those being written). */
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
