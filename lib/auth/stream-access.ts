import 'server-only';

import { createHash } from 'node:crypto';

import type { ActionContext } from './context';
import { findSessionAccount, hashToken } from '@/lib/data/accounts';
import type { Database } from '@/lib/db/client';
import { getAuthConfig } from '@/lib/env';

import { SESSION_COOKIE } from './session-cookie';
import type { SupabaseAuthConfig } from './supabase';

/**
 * How an open live-message stream is asked again, while it is open, whether its session still
 * lives (docs/members.md "Live messages"). The stream route takes it from the request that opened
 * the stream; the member's standing is checked beside it (lib/members/live-messages.ts).
 */
export interface StreamAccess {
  /** Streams of one session share the key: the session is checked once per round for all of them. */
  readonly key: string;
  /** The account the session belongs to now; null once it has ended (signed out, expired, deleted). */
  account(): Promise<string | null>;
}

/** A local session: the SHA-256 of its cookie token, looked up in `app_sessions` at each check. */
export function localStreamAccess(db: Database, token: string): StreamAccess {
  const tokenHash = hashToken(token);
  return {
    key: `local:${tokenHash}`,
    async account() {
      return (await findSessionAccount(db, tokenHash, new Date()))?.id ?? null;
    },
  };
}

/**
 * A Supabase session: its access token, as the request carried it, verified by Supabase at each
 * check (`getUser(jwt)`, which answers 403 once the session is signed out). The token is only
 * read, never refreshed here: a refresh would rotate the refresh token the browser holds. When it
 * expires the stream closes, and the browser's reconnect goes through the proxy, which refreshes.
 */
async function supabaseStreamAccess(config: SupabaseAuthConfig, ctx: ActionContext): Promise<StreamAccess | null> {
  const { supabaseServerClient } = await import('./supabase');
  const client = supabaseServerClient(config, ctx.cookies);
  const { data } = await client.auth.getSession();
  const accessToken = data.session?.access_token;
  if (!accessToken) return null;
  return {
    key: `supabase:${createHash('sha256').update(accessToken).digest('hex')}`,
    async account() {
      const { data: verified, error } = await client.auth.getUser(accessToken);
      return error || !verified.user ? null : verified.user.id;
    },
  };
}

/** The access of the request's session, for the stream it opens; null without one. */
export async function streamAccessOf(ctx: ActionContext): Promise<StreamAccess | null> {
  const config = getAuthConfig();
  if (config.kind === 'supabase') return supabaseStreamAccess(config, ctx);
  const token = ctx.cookies.get(SESSION_COOKIE);
  return token ? localStreamAccess(ctx.db, token) : null;
}
