/** The home page's announcement items: stored announcements plus featured blog posts (spec public-site §4). */

import type { Script } from '@/lib/i18n/script';
import { textIn, textsIn } from '@/lib/i18n/texts';

/** An announcement's texts the carousel shows, in the page's script (docs/i18n.md). */
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
 * two featured posts. Posts get priority 0 so they always follow every real announcement. The
 * texts come in `script`: the stored ones converted here, the posts' as the blog's reader gave them.
 */
export function buildAnnouncementItems(
  stored: readonly StoredAnnouncement[],
  featuredPosts: readonly FeaturedPostSummary[],
  now: Date = new Date(),
  script: Script = 'lat',
): AnnouncementItem[] {
  const current = stored
    .filter((item) => item.expiresAt == null || new Date(item.expiresAt) > now)
    .sort((a, b) => b.priority - a.priority || b.createdAt.localeCompare(a.createdAt))
    .map((item) =>
      textsIn(
        script,
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
  // The featured posts' texts come from the blog's reader, already in the script.
  const readMore = textIn(script)(FEATURED_POST_BUTTON_TEXT);
  const posts = featuredPosts.slice(0, FEATURED_POSTS_IN_ANNOUNCEMENTS).map((post) => ({
    id: `post-${post.slug}`,
    title: post.title,
    content: post.excerpt ?? '',
    type: 'blog',
    link: `/blog/${post.slug}`,
    buttonText: readMore,
    priority: 0,
    imageUrl: post.headerImage,
  }));
  return [...current, ...posts];
}
