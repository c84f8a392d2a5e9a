/**
 * The one channel on which every invalidation of in-process memory is announced
 * (lib/cache/README.md): the route cache's tag versions, the access memo's topics from the app and
 * from the SQL triggers (supabase/migrations/…_one_invalidation_channel.sql), and the memo's
 * markers. Every payload is JSON in one vocabulary (`CACHE_TAGS`); each listener takes what concerns
 * its memory and ignores the rest:
 *
 * - `{"version": 12, "tags": ["events"]}`: public tags stored in `route_cache_tags` at that version
 *   (`tags` null when the list was too long to announce: read the table);
 * - `{"tags": ["badges", "conversations"]}`: memo topics, `changed` for everything
 *   (`CACHE_TAGS.access`);
 * - `{"heard": "<uuid>"}`: a marker an instance announces and waits for (`AccessMemo.heard`).
 */
export const INVALIDATION_CHANNEL = 'cache_invalidations';

/**
 * The channels of the release before the one channel: what this release announces is announced
 * there too, in their old form, so instances of the previous release still running during a
 * rolling deploy keep hearing it. Remove with the triggers' second announcement in the next
 * release (docs/decisions/one-invalidation-channel.md).
 */
export const PREVIOUS_RELEASE_CHANNELS = { tags: 'route_cache_tags', memo: 'member_access' } as const;

export type Announcement =
  | { kind: 'tags'; version: number; tags: readonly string[] | null }
  | { kind: 'memo'; names: readonly string[] }
  | { kind: 'heard'; id: string }
  /** Not of this vocabulary: a listener that keeps state forgets it, which is always safe. */
  | { kind: 'unknown' };

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function readAnnouncement(payload: string): Announcement {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return { kind: 'unknown' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'unknown' };
  const { version, tags, heard } = parsed as { version?: unknown; tags?: unknown; heard?: unknown };
  if (typeof version === 'number') return { kind: 'tags', version, tags: isStringList(tags) ? tags : null };
  if (typeof heard === 'string') return { kind: 'heard', id: heard };
  if (isStringList(tags) && tags.length > 0) return { kind: 'memo', names: tags };
  return { kind: 'unknown' };
}

export function memoAnnouncement(names: readonly string[]): string {
  return JSON.stringify({ tags: names });
}

export function markerAnnouncement(id: string): string {
  return JSON.stringify({ heard: id });
}
