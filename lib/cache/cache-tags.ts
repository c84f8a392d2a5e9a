/** Cache tags, one per table whose reads are cached; mutations revalidate exactly the ones they touch. */
export const CACHE_TAGS = {
  contentSections: 'content_sections',
  siteMedia: 'site_media',
  announcements: 'announcements',
  events: 'events',
  blogPosts: 'blog_posts',
  /** The newsletter's archive (sent issues): expired when an issue is sent. */
  newsletterIssues: 'newsletter_issues',
  /** Only the site logo (`main_logo`) is read publicly. */
  siteSettings: 'site_settings',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Every public tag: a server starting on a database its build did not see expires them all once. */
export const ALL_CACHE_TAGS: readonly CacheTag[] = Object.values(CACHE_TAGS);
