/** The route cache handler over the fleet's shared tag state (route-cache-handler.mjs). */
export default class RouteCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
  get(
    key: string,
    context: Record<string, unknown>,
  ): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
