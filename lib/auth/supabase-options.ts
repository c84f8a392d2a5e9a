import type { createServerClient } from '@supabase/ssr';

/**
 * The app never opens a realtime channel, but supabase-js builds its realtime client eagerly and
 * that throws on Node 20, which has no global WebSocket. A transport that refuses to connect
 * keeps the client constructible; nothing ever calls it.
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error('Supabase Realtime is not used by this app');
  }
}
export const NO_REALTIME = {
  transport: RealtimeNotUsed as unknown as NonNullable<
    NonNullable<Parameters<typeof createServerClient>[2]['realtime']>['transport']
  >,
};
