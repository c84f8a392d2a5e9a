import { NotificationHub, type ListenConnection } from '@/lib/db/notifications';

/**
 * A listening connection of one instance that forwards what `real` (the database's hub) announces,
 * and can be delayed (`delayMs`), cut (`lose`) and kept from reconnecting (`down`).
 */
export function forwardedListener(real: NotificationHub) {
  const link: { down: boolean; delayMs: number; lose: (error: unknown) => void; hub: NotificationHub } = {
    down: false,
    delayMs: 0,
    lose: () => {},
    hub: new NotificationHub(async (deliver, lost) => {
      if (link.down) throw new Error('database unreachable');
      link.lose = lost;
      const stops = new Map<string, () => Promise<void>>();
      const connection: ListenConnection = {
        async listen(channel) {
          const forward = (payload: string) => {
            if (!link.down) setTimeout(() => deliver(channel, payload), link.delayMs);
          };
          stops.set(channel, await real.subscribe(channel, { onNotification: forward }));
        },
        async unlisten(channel) {
          await stops.get(channel)?.();
        },
        async close() {
          for (const stop of stops.values()) await stop();
        },
      };
      return connection;
    }),
  };
  return link;
}
