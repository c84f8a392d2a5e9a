/** The home page's announcement items: stored announcements plus featured blog posts (spec public-site §4). */

import { removeForeignMarksIn } from '@/lib/i18n/transliterate';

/** An announcement's texts the carousel shows, without their foreign marks `-{…}-` (docs/i18n.md). */
const ANNOUNCEMENT_TEXTS = ['title', 'content', 'buttonText'] as const;

export const FEATURED_POSTS_IN_ANNOUNCEMENTS = 2;
export const FEATURED_POST_BUTTON_TEXT = 'Pročitaj više';

export interface StoredAnnouncement {
  id: string;
  title: string;
  content: string | null;
  type: string;
  link: string | null;
  buttonText: string | null;
  priority: number;
  imageUrl: string | null;
  expiresAt: string | null;
  createdAt: string;
}

export interface FeaturedPostSummary {
  title: string;
  slug: string;
  excerpt: string | null;
  headerImage: string | null;
}

export interface AnnouncementItem {
  id: string;
  title: string;
  content: string;
  type: string;
  link: string | null;
  buttonText: string | null;
  priority: number;
  imageUrl: string | null;
}

/**
 * Active, unexpired announcements by priority (high first) then newest first, followed by up to
 * two featured posts. Posts get priority 0 so they always follow every real announcement.
 */
export function buildAnnouncementItems(
  stored: readonly StoredAnnouncement[],
  featuredPosts: readonly FeaturedPostSummary[],
  now: Date = new Date(),
): AnnouncementItem[] {
  const current = stored
    .filter((item) => item.expiresAt == null || new Date(item.expiresAt) > now)
    .sort((a, b) => b.priority - a.priority || b.createdAt.localeCompare(a.createdAt))
    .map((item) =>
      removeForeignMarksIn(
        {
          id: item.id,
          title: item.title,
          content: item.content ?? '',
          type: item.type,
          link: item.link,
          buttonText: item.buttonText,
          priority: item.priority,
          imageUrl: item.imageUrl,
        },
        ANNOUNCEMENT_TEXTS,
      ),
    );
  // The featured posts' texts come from the blog's reader, already without marks.
  const posts = featuredPosts.slice(0, FEATURED_POSTS_IN_ANNOUNCEMENTS).map((post) => ({
    id: `post-${post.slug}`,
    title: post.title,
    content: post.excerpt ?? '',
    type: 'blog',
    link: `/blog/${post.slug}`,
    buttonText: FEATURED_POST_BUTTON_TEXT,
    priority: 0,
    imageUrl: post.headerImage,
  }));
  return [...current, ...posts];
}
