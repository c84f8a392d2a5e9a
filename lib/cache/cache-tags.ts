/**
 * The one vocabulary of what the server remembers (lib/cache/README.md): every name `invalidate`
 * (invalidate.ts) takes, and every name an invalidation is announced under. Two kinds:
 *
 * - **Public tags**, one per table whose public reads are cached (`cachedPublicRead`, `processMemo`,
 *   the route cache's pages built from them). The app invalidates them after its writes; an
 *   invalidation is stored in `route_cache_tags` and announced on the one channel
 *   (invalidation-channel.ts) with its version.
 * - **Memo topics** of the signed-in access memo (`topicKey` in access-memo.ts): SQL triggers
 *   announce them on the same channel when the rows their answers read change, and the app may
 *   announce one too. `access` ('changed') is who may do what: every answer is forgotten.
 *
 * The names are the wire format: the triggers' arguments and `route_cache_tags.tag` hold them.
 */
export const PUBLIC_TAGS = {
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

export const MEMO_TOPICS = {
  /** Each member's counters: open ads, unread messages, the dashboard's member total. */
  badges: 'badges',
  /** The admin panel's figures. */
  panel: 'panel',
  /** The first page of each member's conversations. */
  conversations: 'conversations',
} as const;

/** Every name of the vocabulary. */
export const CACHE_TAGS = {
  ...PUBLIC_TAGS,
  ...MEMO_TOPICS,
  /** Who is signed in and may do what: every answer of the access memo is forgotten. */
  access: 'changed',
} as const;

export type PublicCacheTag = (typeof PUBLIC_TAGS)[keyof typeof PUBLIC_TAGS];
export type MemoTopic = (typeof MEMO_TOPICS)[keyof typeof MEMO_TOPICS];
/** What the access memo is told to forget: a topic, or everything (`CACHE_TAGS.access`). */
export type MemoInvalidation = MemoTopic | typeof CACHE_TAGS.access;
export type CacheTag = PublicCacheTag | MemoInvalidation;

const PUBLIC_TAG_NAMES: ReadonlySet<string> = new Set(Object.values(PUBLIC_TAGS));
const MEMO_TOPIC_NAMES: ReadonlySet<string> = new Set(Object.values(MEMO_TOPICS));

export function isPublicCacheTag(name: string): name is PublicCacheTag {
  return PUBLIC_TAG_NAMES.has(name);
}

export function isMemoTopic(name: string): name is MemoTopic {
  return MEMO_TOPIC_NAMES.has(name);
}
