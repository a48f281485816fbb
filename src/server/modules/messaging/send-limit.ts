import type { Redis } from 'ioredis';
import { TooManyRequests } from '#server/lib/errors';
import { rateLimit } from '#server/lib/route-helpers';
import { createWindowCounter } from '#server/lib/window-counter';

/** The send limit of a member, over HTTP and the live connection together: 30 in 30 s (times the scale). */
export const SEND_LIMIT = { max: 30, minutes: 0.5 };

/** Counts one send for each user id given (a user twice counts twice): each send's refusal, or null. */
export type SendLimit = (userIds: readonly string[]) => Promise<(TooManyRequests | null)[]>;

/**
 * One counter for every send of a member, whichever way it came (decision record 037), counted for a whole
 * batch of sends at once (one Redis command) by the send itself.
 */
export function createSendLimit(redis: Redis | null, prefix: string, scale: number): SendLimit {
  const { max, timeWindow } = rateLimit(SEND_LIMIT.max, SEND_LIMIT.minutes, scale);
  const counter = createWindowCounter(redis, prefix, timeWindow);
  return async (userIds) =>
    (await counter(userIds.map((id) => `send:${id}`))).map(({ count, ttlMs }) =>
      count > max
        ? new TooManyRequests(
            'RATE_LIMITED',
            `Too many requests. Try again in ${Math.ceil(ttlMs / 1000)} seconds.`,
            ttlMs,
          )
        : null,
    );
}
