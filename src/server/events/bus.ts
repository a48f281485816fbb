import type { Redis } from 'ioredis';
import type { ServerEvent } from '#shared/contracts/messaging';

/** `json`: the event as it came through Redis, so that a stream need not serialise it again. */
export type Handler = (event: ServerEvent, json?: string) => void;

export type Publication = { userIds: readonly string[]; event: ServerEvent };

/** Delivers events to the users they concern, on this instance or, through Redis, on every instance. */
export type EventBus = {
  publish: (userIds: readonly string[], event: ServerEvent) => Promise<void>;
  /** Several events at once, in order: through Redis in one round trip (a batch of sends publishes this way). */
  publishAll: (publications: readonly Publication[]) => Promise<void>;
  /** Resolves once the subscription is live, so nothing published afterwards is missed. */
  subscribe: (userId: string, handler: Handler) => Promise<() => void>;
  /** Runs after the bus comes back from an outage, during which a stream may have missed events. */
  onResync: (listener: () => void) => () => void;
  /** Whether events published on any instance reach this one's streams (always, in one process). */
  isLive: () => boolean;
  close: () => Promise<void>;
};

/** Handlers per user on this instance. */
function createLocalHandlers() {
  const handlers = new Map<string, Set<Handler>>();
  return {
    add(userId: string, handler: Handler): boolean {
      let set = handlers.get(userId);
      const isFirst = !set;
      if (!set) handlers.set(userId, (set = new Set()));
      set.add(handler);
      return isFirst;
    },
    /** Returns true when the user has no handler left here. */
    remove(userId: string, handler: Handler): boolean {
      const set = handlers.get(userId);
      if (!set) return false;
      set.delete(handler);
      if (set.size > 0) return false;
      handlers.delete(userId);
      return true;
    },
    users: () => [...handlers.keys()],
    deliver(userId: string, event: ServerEvent, json?: string) {
      for (const handler of handlers.get(userId) ?? []) handler(event, json);
    },
    deliverAll(publications: readonly Publication[]) {
      for (const { userIds, event } of publications) for (const id of new Set(userIds)) this.deliver(id, event);
    },
  };
}

export function createMemoryBus(): EventBus {
  const local = createLocalHandlers();
  return {
    async publish(userIds, event) {
      local.deliverAll([{ userIds, event }]);
    },
    async publishAll(publications) {
      local.deliverAll(publications);
    },
    async subscribe(userId, handler) {
      local.add(userId, handler);
      return () => void local.remove(userId, handler);
    },
    onResync: () => () => {},
    isLive: () => true,
    async close() {},
  };
}

/**
 * One channel per user; this instance subscribes to a user's channel while one of their streams is open here.
 * Redis down is a degraded mode: events are delivered to the streams of this instance straight away, and once
 * the subscriber is back (every channel subscribed again) `onResync` listeners replay what they may have missed.
 */
export async function createRedisBus(
  publisher: Redis,
  prefix: string,
  log: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
): Promise<EventBus> {
  const subscriber = publisher.duplicate({ autoResubscribe: false });
  const local = createLocalHandlers();
  const channelPrefix = `${prefix}events:`;
  const channel = (userId: string) => `${channelPrefix}${userId}`;
  const resyncListeners = new Set<() => void>();
  // Live: the subscriber holds every channel of this instance's streams, so a publish through Redis reaches them.
  let live = false;
  let degraded = false;
  let isClosed = false;

  const degrade = (error?: unknown) => {
    if (degraded || isClosed) return;
    degraded = true;
    log.warn(
      error ? { err: error } : {},
      'event bus: Redis unreachable, live events reach this instance only until it is back',
    );
  };

  subscriber.on('message', (name: string, payload: string) => {
    try {
      local.deliver(name.slice(channelPrefix.length), JSON.parse(payload) as ServerEvent, payload);
    } catch (error) {
      log.warn({ err: error }, 'event bus: unreadable event');
    }
  });
  subscriber.on('error', degrade);
  subscriber.on('close', () => {
    live = false;
    degrade();
  });
  subscriber.on('ready', () => {
    const channels = local.users().map(channel);
    (channels.length > 0 ? subscriber.subscribe(...channels) : Promise.resolve()).then(
      () => {
        live = true;
        if (!degraded) return;
        degraded = false;
        log.info('event bus: Redis is back, open streams replay what they missed');
        for (const listener of resyncListeners) listener();
      },
      (error: unknown) => degrade(error),
    );
  });
  await subscriber.connect();

  const publishThrough = async (publications: readonly Publication[]) => {
    const pipeline = publisher.pipeline();
    for (const { userIds, event } of publications) {
      const payload = JSON.stringify(event);
      for (const id of new Set(userIds)) pipeline.publish(channel(id), payload);
    }
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  };

  async function publishAll(publications: readonly Publication[]) {
    if (publications.length === 0) return;
    if (live) {
      try {
        return await publishThrough(publications);
      } catch (error) {
        degrade(error);
      }
    } else if (publisher.status === 'ready') {
      // Other instances may still hear it; this one's streams get it below.
      publishThrough(publications).catch(degrade);
    }
    local.deliverAll(publications);
  }

  return {
    publish: (userIds, event) => publishAll([{ userIds, event }]),
    publishAll,
    async subscribe(userId, handler) {
      if (local.add(userId, handler) && subscriber.status === 'ready') {
        // Failing here leaves the channel to the resubscription when the subscriber is back.
        await subscriber.subscribe(channel(userId)).catch(degrade);
      }
      return () => {
        // Streams closing during shutdown need no unsubscribe: the connection is gone with them.
        if (!local.remove(userId, handler) || isClosed || subscriber.status !== 'ready') return;
        subscriber.unsubscribe(channel(userId)).catch(degrade);
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => void resyncListeners.delete(listener);
    },
    isLive: () => live,
    async close() {
      isClosed = true;
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
