import type { Redis } from 'ioredis';
import type { LiveEvent } from '#shared/contracts/events';

/** `json`: the event as it came through Redis, so that a stream need not serialise it again. */
export type Handler = (event: LiveEvent, json?: string) => void;

export type Publication = { userIds: readonly string[]; event: LiveEvent };

/** Delivers events to the users they concern, on this instance or, through Redis, on every instance. */
export type EventBus = {
  publish: (userIds: readonly string[], event: LiveEvent) => Promise<void>;
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
    add(userId: string, handler: Handler) {
      let set = handlers.get(userId);
      if (!set) handlers.set(userId, (set = new Set()));
      set.add(handler);
    },
    remove(userId: string, handler: Handler) {
      const set = handlers.get(userId);
      if (!set) return;
      set.delete(handler);
      if (set.size === 0) handlers.delete(userId);
    },
    has: (userId: string) => handlers.has(userId),
    deliver(userId: string, event: LiveEvent, json?: string) {
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
      return () => local.remove(userId, handler);
    },
    onResync: () => () => {},
    isLive: () => true,
    async close() {},
  };
}

/**
 * One Redis channel for every instance: a `publishAll` is one PUBLISH, whatever the number of events and
 * users, in lines of `userId,userId<TAB>event JSON` (JSON.stringify escapes tabs and newlines). Each
 * instance reads every line and parses only those of users with a stream open here; the events of one
 * publication arrive everywhere in one order. Redis down is a degraded mode: events are delivered to the
 * streams of this instance straight away, and once the subscriber is back `onResync` listeners replay
 * what they may have missed (decision record 027). A publish that this instance could not get through
 * Redis (its publisher was still reconnecting while its subscriber was back) is followed, once the
 * publisher is ready again, by a resync line that makes every instance replay.
 */
// A line no publication can produce (each has a tab): every instance's open streams replay.
const RESYNC_LINE = '*resync';

export async function createRedisBus(
  publisher: Redis,
  prefix: string,
  log: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
): Promise<EventBus> {
  const subscriber = publisher.duplicate({ autoResubscribe: false, enableAutoPipelining: false });
  const local = createLocalHandlers();
  const channel = `${prefix}events`;
  const resyncListeners = new Set<() => void>();
  // Live: the subscriber holds the channel, so a publish through Redis reaches this instance's streams.
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

  const resync = () => {
    for (const listener of resyncListeners) listener();
  };
  subscriber.on('message', (_channel: string, payload: string) => {
    for (const line of payload.split('\n')) {
      if (line === RESYNC_LINE) {
        resync();
        continue;
      }
      const tab = line.indexOf('\t');
      let json: string | undefined;
      let event: LiveEvent | undefined;
      for (const userId of line.slice(0, tab).split(',')) {
        if (!local.has(userId)) continue;
        json ??= line.slice(tab + 1);
        try {
          event ??= JSON.parse(json) as LiveEvent;
        } catch (error) {
          log.warn({ err: error }, 'event bus: unreadable event');
          break;
        }
        local.deliver(userId, event, json);
      }
    }
  });
  subscriber.on('error', degrade);
  subscriber.on('close', () => {
    live = false;
    degrade();
  });
  let subscribed: Promise<void> = Promise.resolve();
  subscriber.on('ready', () => {
    subscribed = subscriber.subscribe(channel).then(
      () => {
        live = true;
        if (!degraded) return;
        degraded = false;
        log.info('event bus: Redis is back, open streams replay what they missed');
        resync();
      },
      (error: unknown) => degrade(error),
    );
  });
  await subscriber.connect();
  await subscribed;

  const publishThrough = async (publications: readonly Publication[]) => {
    const lines = publications.map(
      ({ userIds, event }) => `${[...new Set(userIds)].join(',')}\t${JSON.stringify(event)}`,
    );
    await publisher.publish(channel, lines.join('\n'));
  };

  // Other instances missed a publication: once the publisher is back, every instance replays.
  let missed = false;
  const missedPublish = (error: unknown) => {
    missed = true;
    degrade(error);
  };
  const onPublisherReady = () => {
    if (!missed || isClosed) return;
    missed = false;
    publisher.publish(channel, RESYNC_LINE).catch(missedPublish);
  };
  publisher.on('ready', onPublisherReady);

  async function publishAll(publications: readonly Publication[]) {
    if (publications.length === 0) return;
    if (live) {
      try {
        return await publishThrough(publications);
      } catch (error) {
        missedPublish(error);
      }
    } else if (publisher.status === 'ready') {
      // Other instances may still hear it; this one's streams get it below.
      publishThrough(publications).catch(missedPublish);
    } else {
      missed = true;
    }
    local.deliverAll(publications);
  }

  return {
    publish: (userIds, event) => publishAll([{ userIds, event }]),
    publishAll,
    async subscribe(userId, handler) {
      local.add(userId, handler);
      return () => local.remove(userId, handler);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => void resyncListeners.delete(listener);
    },
    isLive: () => live,
    async close() {
      isClosed = true;
      publisher.off('ready', onPublisherReady);
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
