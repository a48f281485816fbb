import type { Redis } from 'ioredis';
import type { ServerEvent } from '#shared/contracts/messaging';

export type Handler = (event: ServerEvent) => void;

/** Delivers events to the users they concern, on this instance or, through Redis, on every instance. */
export type EventBus = {
  publish: (userIds: readonly string[], event: ServerEvent) => Promise<void>;
  /** Resolves once the subscription is live, so nothing published afterwards is missed. */
  subscribe: (userId: string, handler: Handler) => Promise<() => void>;
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
    deliver(userId: string, event: ServerEvent) {
      for (const handler of handlers.get(userId) ?? []) handler(event);
    },
  };
}

export function createMemoryBus(): EventBus {
  const local = createLocalHandlers();
  return {
    async publish(userIds, event) {
      for (const id of new Set(userIds)) local.deliver(id, event);
    },
    async subscribe(userId, handler) {
      local.add(userId, handler);
      return () => void local.remove(userId, handler);
    },
    async close() {},
  };
}

/** One channel per user; this instance subscribes to a user's channel while one of their streams is open here. */
export function createRedisBus(publisher: Redis, prefix: string, onError: (error: unknown) => void): EventBus {
  const subscriber = publisher.duplicate();
  const local = createLocalHandlers();
  const channelPrefix = `${prefix}events:`;
  const channel = (userId: string) => `${channelPrefix}${userId}`;
  const subscribed = new Map<string, Promise<unknown>>();
  let isClosed = false;

  subscriber.on('message', (name: string, payload: string) => {
    try {
      local.deliver(name.slice(channelPrefix.length), JSON.parse(payload) as ServerEvent);
    } catch (error) {
      onError(error);
    }
  });
  subscriber.on('error', onError);

  return {
    async publish(userIds, event) {
      const payload = JSON.stringify(event);
      const pipeline = publisher.pipeline();
      for (const id of new Set(userIds)) pipeline.publish(channel(id), payload);
      await pipeline.exec();
    },
    async subscribe(userId, handler) {
      if (local.add(userId, handler)) subscribed.set(userId, subscriber.subscribe(channel(userId)));
      await subscribed.get(userId);
      return () => {
        // Streams closing during shutdown need no unsubscribe: the connection is gone with them.
        if (!local.remove(userId, handler) || isClosed) return;
        subscribed.delete(userId);
        subscriber.unsubscribe(channel(userId)).catch(onError);
      };
    },
    async close() {
      isClosed = true;
      await subscriber.quit();
    },
  };
}
