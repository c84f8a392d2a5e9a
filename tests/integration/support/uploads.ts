import type { Database } from '@/lib/db/connection';
import { uploadedFiles } from '@/lib/db/schema';

/** An avatar the account uploaded earlier, of `bytes`, counted against its storage quota. */
export async function storeEarlierAvatar(db: Database, userId: string, bytes: number): Promise<void> {
  await db.insert(uploadedFiles).values({
    userId,
    purpose: 'avatar',
    bucket: 'uploads',
    path: 'avatars/staro.png',
    url: '/files/uploads/avatars/staro.png',
    bytes,
  });
}
