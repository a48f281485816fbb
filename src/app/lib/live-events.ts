import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventOf, LiveEventType } from '#shared/contracts/events';
import { connectEvents } from './events.ts';
import { connectLiveSocket } from './live-socket.ts';

/** What a feature does with the live stream: a handler per event type it cares about, and a reconnect. */
export type LiveEventHandlers = { [T in LiveEventType]?: (event: LiveEventOf<T>) => void } & {
  /** After a reconnect: what the replay does not carry should be read again. */
  resync?: () => void;
};

/**
 * The one registry of the live stream (decision record 028): the stream is opened once by `useLiveStream`
 * (while a member is signed in), and each feature subscribes to the events it handles with `useLiveEvents`.
 */
export function createLiveEventRegistry() {
  const subscribers = new Set<LiveEventHandlers>();
  return {
    subscribe(handlers: LiveEventHandlers): () => void {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
    dispatch(event: LiveEvent) {
      for (const handlers of subscribers) {
        const handle = handlers[event.type] as ((event: LiveEvent) => void) | undefined;
        handle?.(event);
      }
    },
    resync() {
      for (const handlers of subscribers) handlers.resync?.();
    },
  };
}

const registry = createLiveEventRegistry();

/** Subscribes a feature's handlers for as long as the component is mounted; the latest handlers always run. */
export function useLiveEvents(handlers: LiveEventHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const types = Object.keys(latest.current) as (LiveEventType | 'resync')[];
    const forward = Object.fromEntries(
      types.map((type) => [type, (event?: LiveEvent) => (latest.current[type] as (e?: LiveEvent) => void)?.(event)]),
    ) as LiveEventHandlers;
    return registry.subscribe(forward);
  }, []);
}

/**
 * Opens the stream for a signed-in user and hands every event to the registry, and the live connection the
 * chat's sends go over (decision record 037). `onRefused` runs when the
 * server turned the stream away (signed out, deactivated, down): ask who we are again.
 */
export function useLiveStream(userId: string | null, onRefused: () => void) {
  const onRefusedRef = useRef(onRefused);
  useEffect(() => {
    onRefusedRef.current = onRefused;
  });
  useEffect(() => {
    if (!userId) return;
    const disconnectEvents = connectEvents({
      onEvent: registry.dispatch,
      onResync: registry.resync,
      onRefused: () => onRefusedRef.current(),
    });
    const disconnectSocket = connectLiveSocket();
    return () => {
      disconnectEvents();
      disconnectSocket();
    };
  }, [userId]);
}
