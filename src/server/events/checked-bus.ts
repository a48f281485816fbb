import { parseLiveEvent } from '#shared/contracts/events';
import type { EventBus } from './bus.ts';

/**
 * Outside production every published event is checked against its declared schema
 * (`src/shared/contracts/events.ts`), so a test or a development run fails on an event the contract does
 * not describe; the event itself goes out unchanged.
 */
export function checkedBus(bus: EventBus): EventBus {
  return {
    ...bus,
    publish: (userIds, event) => {
      parseLiveEvent(event);
      return bus.publish(userIds, event);
    },
    publishAll: (publications) => {
      for (const { event } of publications) parseLiveEvent(event);
      return bus.publishAll(publications);
    },
  };
}
