import 'server-only';

import { cookies, headers } from 'next/headers';

import type { CacheTag } from '@/lib/cache/cache-tags';
import { invalidate } from '@/lib/cache/invalidate';
import { getDb, type Database } from '@/lib/db/client';
import { getMailSettings, type MailSettings } from '@/lib/mail/config';
import { scheduleMailDelivery } from '@/lib/mail/schedule';
import { clientIpFrom } from '@/lib/security/client-ip';
import { getSiteConfig } from '@/lib/site/config';

/** Attributes of a cookie we set (the subset of Next's cookie options the app uses). */
export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  maxAge?: number;
  expires?: Date;
}

/** The request's cookies: read everywhere, written only where Next allows it (actions, route handlers). */
export interface CookieJar {
  get(name: string): string | undefined;
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options?: CookieOptions): void;
  delete(name: string): void;
}

/** Everything an action or a signed-in page needs from its surroundings; tests build their own. */
export interface ActionContext {
  db: Database;
  /** The visitor's address for rate limiting (see `clientIpFrom`). */
  clientIp: string;
  /** The site's host, part of the rate-limit key. */
  host: string;
  mail: MailSettings;
  now: Date;
  cookies: CookieJar;
  /** Called after mail was written to the outbox: schedules delivery once the response is sent. */
  onMailQueued: () => void;
  /** `invalidate` (lib/cache/invalidate.ts): the public pages that read these tables, or the memo's topics, on every instance. */
  revalidate: (tags: readonly CacheTag[]) => Promise<void>;
}

export type GetContext = () => Promise<ActionContext>;

/** A cookie jar over a Map, for tests and for code that runs outside a request. */
export function memoryCookieJar(
  initial: Record<string, string> = {},
): CookieJar & { options: Map<string, CookieOptions | undefined> } {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions | undefined>();
  return {
    options,
    get: (name) => values.get(name),
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set(name, value, cookieOptions) {
      values.set(name, value);
      options.set(name, cookieOptions);
    },
    delete(name) {
      values.delete(name);
      options.delete(name);
    },
  };
}

/**
 * The context of the current request, for server actions, route handlers and signed-in pages.
 * `revalidate` expires the tags at once: the page the action re-renders, and the next visitor's
 * request, both see the change.
 */
export async function requestContext(): Promise<ActionContext> {
  const [requestHeaders, cookieStore, db] = await Promise.all([headers(), cookies(), getDb()]);
  return {
    db,
    clientIp: clientIpFrom(requestHeaders),
    host: getSiteConfig().domain,
    mail: getMailSettings(),
    now: new Date(),
    cookies: {
      get: (name) => cookieStore.get(name)?.value,
      getAll: () => cookieStore.getAll().map(({ name, value }) => ({ name, value })),
      set: (name, value, options) => void cookieStore.set(name, value, options),
      delete: (name) => void cookieStore.delete(name),
    },
    onMailQueued: scheduleMailDelivery,
    revalidate: invalidate,
  };
}
