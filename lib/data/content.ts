import 'server-only';

import { cache } from 'react';

import { and, asc, eq, isNull } from 'drizzle-orm';

import { SECTION_DEFAULTS, MEDIA_DEFAULTS, type SectionKey } from '@/lib/content/defaults';
import {
  resolveImage,
  resolveSection,
  type MediaRecord,
  type ResolvedImage,
  type SectionRecord,
  type SectionText,
} from '@/lib/content/resolve';
import { getDb, type Database } from '@/lib/db/client';
import type { Script } from '@/lib/i18n/script';
import { contentSections, siteMedia } from '@/lib/db/schema';

import { CACHE_TAGS } from '@/lib/cache/cache-tags';
import { cachedPublicRead } from '@/lib/cache/cached';

const readSections = cachedPublicRead(CACHE_TAGS.contentSections, 'content_sections:active', async () => {
  const db = await getDb();
  const rows = await db.select().from(contentSections).where(eq(contentSections.isActive, true));
  return Object.fromEntries(
    rows.map((row) => [
      row.sectionKey,
      {
        title: row.title,
        subtitle: row.subtitle,
        content: row.content,
        buttonText: row.buttonText,
        buttonLink: row.buttonLink,
      },
    ]),
  ) as Record<string, SectionRecord>;
});

const readMedia = cachedPublicRead(CACHE_TAGS.siteMedia, 'site_media:active', async () => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(siteMedia)
    .where(and(eq(siteMedia.isActive, true), isNull(siteMedia.deletedAt)));
  return Object.fromEntries(
    rows.map((row) => [row.mediaKey, { fileUrl: row.fileUrl, title: row.title, description: row.description }]),
  ) as Record<string, MediaRecord>;
});

export interface SiteContent {
  /** A page text: the stored row's fields, each falling back to the built-in default. */
  text(key: SectionKey): SectionText;
  /** A site image: the stored URL, else the built-in one, else the default image. */
  image(key: string): ResolvedImage;
}

/**
 * Page texts and images for this request in the page's script (one read of each table,
 * deduplicated per request).
 */
export const getSiteContent = cache(async (script: Script): Promise<SiteContent> => {
  const [sections, media] = await Promise.all([readSections(), readMedia()]);
  return {
    text: (key) => resolveSection(sections, key, SECTION_DEFAULTS[key], script),
    image: (key) => {
      const fallback = MEDIA_DEFAULTS[key];
      return resolveImage(media, key, fallback ? { url: fallback.url, alt: fallback.title } : {}, script);
    },
  };
});

/** A content section as the admin 'Sadržaj' tab lists and edits it. */
export interface AdminContentSection {
  id: string;
  sectionKey: string;
  title: string | null;
  subtitle: string | null;
  content: string | null;
  buttonText: string | null;
  buttonLink: string | null;
}

/** Every content section, ordered by section_key (spec platform §7). */
export async function listContentSections(db: Database): Promise<AdminContentSection[]> {
  return db
    .select({
      id: contentSections.id,
      sectionKey: contentSections.sectionKey,
      title: contentSections.title,
      subtitle: contentSections.subtitle,
      content: contentSections.content,
      buttonText: contentSections.buttonText,
      buttonLink: contentSections.buttonLink,
    })
    .from(contentSections)
    .orderBy(asc(contentSections.sectionKey));
}

export type ContentSectionUpdate = Pick<
  AdminContentSection,
  'title' | 'subtitle' | 'content' | 'buttonText' | 'buttonLink'
>;

/** Updates one section's texts; false when no section has that id. */
export async function updateContentSection(
  db: Database,
  id: string,
  values: ContentSectionUpdate,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(contentSections)
    .set({ ...values, updatedAt: now })
    .where(eq(contentSections.id, id))
    .returning({ id: contentSections.id });
  return updated.length > 0;
}
