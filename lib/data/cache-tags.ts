/** Cache tags, one per table whose reads are cached; admin mutations revalidate exactly these. */
export const CACHE_TAGS = {
  contentSections: 'content_sections',
  siteMedia: 'site_media',
  announcements: 'announcements',
  events: 'events',
  blogPosts: 'blog_posts',
  /** Only the site logo (`main_logo`) is read publicly. */
  siteSettings: 'site_settings',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
