import 'server-only';

import { and, desc, eq, isNull } from 'drizzle-orm';

import {
  buildAnnouncementItems,
  FEATURED_POSTS_IN_ANNOUNCEMENTS,
  type AnnouncementItem,
  type StoredAnnouncement,
} from '@/lib/content/announcements';
import { getDb, type Database } from '@/lib/db/client';
import { announcements } from '@/lib/db/schema';
import type { Script } from '@/lib/i18n/script';

import { listFeaturedPosts } from './blog';
import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { cachedPublicRead } from '@/lib/cache/cached';

/** Active announcements, priority descending then newest first (spec public-site §7). */
export async function queryActiveAnnouncements(db: Database): Promise<StoredAnnouncement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.isActive, true), isNull(announcements.deletedAt)))
    .orderBy(desc(announcements.priority), desc(announcements.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    link: row.link,
    buttonText: row.buttonText,
    priority: row.priority,
    imageUrl: row.imageUrl,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

const readAnnouncements = cachedPublicRead(CACHE_TAGS.announcements, 'announcements:active', async () =>
  queryActiveAnnouncements(await getDb()),
);

/**
 * What the home carousel shows in `script`: unexpired announcements, then up to two featured
 * posts. The cache holds the stored texts with their marks; each script is made after reading.
 */
export async function listHomeAnnouncements(script: Script, now: Date = new Date()): Promise<AnnouncementItem[]> {
  const [stored, posts] = await Promise.all([
    readAnnouncements(),
    listFeaturedPosts(FEATURED_POSTS_IN_ANNOUNCEMENTS, script),
  ]);
  return buildAnnouncementItems(stored, posts, now, script);
}
