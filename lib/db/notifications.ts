import { log } from '@/lib/log';

/**
 * PostgreSQL LISTEN/NOTIFY for the whole process: one listening connection, shared by every
 * subscriber, with the fan-out in memory (docs/architecture.md "Notifications"). A NOTIFY reaches
 * every instance of a fleet that listens on the same database; embedded PGlite delivers them in
 * process. What is sent is a hint ("message X was stored"): subscribers read the rows themselves.
 */

export interface NotificationSubscriber {
  /** One NOTIFY on the channel, in commit order. */
  onNotification(payload: string): void;
  /**
   * The listening connection was lost: notifications sent until it is back are lost too. A
   * subscriber catches up by reading what it may have missed (the live messages close their
   * streams, and the browsers reconnect with the last id they saw).
   */
  onInterrupted?(): void;
  /**
   * After `onInterrupted`: the channel listens again, on a new connection (the hub keeps trying,
   * backing off). Whatever is announced from now on is delivered; what was announced in between
   * is not, so a subscriber that keeps state reads it now. Another loss calls `onInterrupted`
   * again first, and then this again.
   */
  onResumed?(): void;
}

/** The connection a hub listens on, as a database kind provides it. */
export interface ListenConnection {
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens the listening connection; `lost` is called once if it breaks. */
export type ConnectListener = (
  deliver: (channel: string, payload: string) => void,
  lost: (error: unknown) => void,
) => Promise<ListenConnection>;

/**
 * Announcements this process sent and now waits to hear on its own listening connection. One
 * listener gets notifications in commit order, so once its own announcement is back, every change
 * committed before it has been delivered here, and sent to every other instance listening on the
 * database. The latest arrivals are remembered: one may come back before its sender starts waiting.
 */
export class OwnAnnouncements {
  private readonly waiting = new Map<string, () => void>();
  private readonly arrived = new Set<string>();

  constructor(
    /** Called when a wait gives up (logged by the caller, in its own terms). */
    private readonly late: (key: string) => void,
    private readonly timeoutMs = 2_000,
    private readonly kept = 256,
  ) {}

  /** The announcement `key` arrived. */
  heard(key: string): void {
    this.arrived.add(key);
    if (this.arrived.size > this.kept) this.arrived.delete(this.arrived.values().next().value!);
    this.waiting.get(key)?.();
  }

  /** Resolves once `key` has arrived, or after the timeout (`late` is called then). Never fails. */
  wait(key: string): Promise<void> {
    if (this.arrived.has(key)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        this.late(key);
        resolve();
      }, this.timeoutMs);
      this.waiting.set(key, () => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve();
      });
    });
  }
}

/** Channel names are SQL identifiers here: lower-case letters, digits and underscores. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 15_000];

export class NotificationHub {
  private readonly subscribers = new Map<string, Set<NotificationSubscriber>>();
  /** The LISTEN of each channel on the current connection, so a second subscriber waits for it too. */
  private readonly listening = new Map<string, Promise<void>>();
  private connection: Promise<ListenConnection> | null = null;
  /** Channels interrupted by a loss that have not listened again since (`onResumed` is due). */
  private readonly interrupted = new Set<string>();
  /** Counts losses: a listen that a later loss overtook does not resume anything. */
  private losses = 0;
  private reconnectAttempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly connect: ConnectListener) {}

  /** Listens on `channel` until the returned function is called. */
  async subscribe(channel: string, subscriber: NotificationSubscriber): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(subscriber);
    try {
      await this.listenOn(channel);
    } catch (error) {
      this.remove(channel, subscriber);
      throw error;
    }
    return async () => {
      if (!this.remove(channel, subscriber) || !this.connection) return;
      this.listening.delete(channel);
      await (await this.connection).unlisten(channel).catch(() => undefined);
    };
  }

  /**
   * Resolves once the connection listens on `channel` (again, after a loss): a subscriber that
   * reads what it missed waits for this first, so nothing falls between its read and the listen.
   */
  whenListening(channel: string): Promise<void> {
    return this.listenOn(channel);
  }

  /** Subscribers of a channel in this process (tests, the benchmark's figures). */
  subscriberCount(channel: string): number {
    return this.subscribers.get(channel)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const connection = this.connection;
    this.connection = null;
    this.subscribers.clear();
    this.listening.clear();
    this.interrupted.clear();
    if (connection) await (await connection).close().catch(() => undefined);
  }

  /** Removes one subscriber; true when it was the channel's last. */
  private remove(channel: string, subscriber: NotificationSubscriber): boolean {
    const set = this.subscribers.get(channel);
    if (!set?.delete(subscriber) || set.size > 0) return false;
    this.subscribers.delete(channel);
    this.interrupted.delete(channel);
    return true;
  }

  private listenOn(channel: string): Promise<void> {
    let listened = this.listening.get(channel);
    if (!listened) {
      const losses = this.losses;
      listened = this.open()
        .then((connection) => connection.listen(channel))
        .then(() => this.resumed(channel, losses));
      this.listening.set(channel, listened);
      listened.catch(() => this.listening.delete(channel));
    }
    return listened;
  }

  /** A listen begun after `losses` losses is done: the channel's subscribers catch up, if a loss had interrupted them. */
  private resumed(channel: string, losses: number) {
    if (losses !== this.losses || !this.interrupted.delete(channel)) return;
    for (const subscriber of this.subscribers.get(channel) ?? []) {
      try {
        subscriber.onResumed?.();
      } catch (error) {
        log.error('db.notification_subscriber_failed', { channel, error });
      }
    }
  }

  private open(): Promise<ListenConnection> {
    if (this.closed) return Promise.reject(new Error('notification hub closed'));
    this.connection ??= this.connect(
      (channel, payload) => this.deliver(channel, payload),
      (error) => this.lost(error),
    ).catch((error: unknown) => {
      this.connection = null;
      throw error;
    });
    return this.connection;
  }

  private deliver(channel: string, payload: string) {
    for (const subscriber of this.subscribers.get(channel) ?? []) {
      try {
        subscriber.onNotification(payload);
      } catch (error) {
        log.error('db.notification_subscriber_failed', { channel, error });
      }
    }
  }

  private lost(error: unknown) {
    log.warn('db.listener_lost', { error });
    this.dropConnection();
    this.scheduleReconnect();
  }

  /**
   * After a loss or a failed reconnect: the connection is given up (closed, if it still can be),
   * and every subscriber that was listening is told it no longer is.
   */
  private dropConnection() {
    const connection = this.connection;
    this.connection = null;
    this.listening.clear();
    this.losses += 1;
    connection?.then((open) => open.close()).catch(() => undefined);
    for (const [channel, set] of this.subscribers) {
      if (this.interrupted.has(channel)) continue;
      this.interrupted.add(channel);
      for (const subscriber of set) subscriber.onInterrupted?.();
    }
  }

  /** Listens again on every channel that still has subscribers, backing off while it fails. */
  private scheduleReconnect() {
    if (this.closed || this.reconnectTimer || this.subscribers.size === 0) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)];
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(async () => {
      this.reconnectTimer = null;
      try {
        await Promise.all([...this.subscribers.keys()].map((channel) => this.listenOn(channel)));
        this.reconnectAttempt = 0;
      } catch (error) {
        log.warn('db.listener_reconnect_failed', { error });
        this.dropConnection();
        this.scheduleReconnect();
      }
    }, delay);
    this.reconnectTimer.unref?.();
  }
}
