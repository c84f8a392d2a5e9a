import type { TagVersionStore, TagVersions } from '@/lib/cache/tag-versions';

/** The shared tag state in memory, as several instances on one database see it (unit tests). */
export function memoryTagVersions(): TagVersionStore & { reads: number; failing: boolean } {
  let version = 0;
  const tags = new Map<string, number>();
  let last: TagVersions = { version: 0, tags: new Map() };
  const store = {
    reads: 0,
    failing: false,
    async read() {
      store.reads += 1;
      if (!store.failing) last = { version, tags: new Map(tags) };
      return last;
    },
    async invalidate(invalidated: readonly string[]) {
      version += 1;
      for (const tag of invalidated) tags.set(tag, version);
    },
  };
  return store;
}
