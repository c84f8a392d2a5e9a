/** Next's file-system cache handler with entries stamped at the start of their regeneration (route-cache-handler.mjs). */
export default class RouteCacheHandler {
  constructor(context: {
    fs: unknown;
    flushToDisk: boolean;
    serverDistDir: string;
    maxMemoryCacheSize: number;
    revalidatedTags: string[];
  });
  get(key: string, context: Record<string, unknown>): Promise<{ lastModified?: number; value: unknown } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
}
