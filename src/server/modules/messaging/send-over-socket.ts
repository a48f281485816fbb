import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ConversationParamsSchema, SendMessageInputSchema } from '#shared/contracts/messaging';
import { TooManyRequests, toErrorResponse } from '#server/lib/errors';
import { rateLimit } from '#server/lib/route-helpers';
import type { SendInput, Sent } from './send-message.ts';

/** The send limit of a member, over HTTP and the live connection together: 30 in 30 s (times the scale). */
export const SEND_LIMIT = { max: 30, minutes: 0.5 };

/** Counts a member's send; the refusal when it is one too many, else null. */
export type SendLimit = (userId: string) => Promise<TooManyRequests | null>;

/**
 * One counter for every send of a member, whichever way it came (decision record 037), in the rate limits'
 * store (Redis when there). Over HTTP it counts after the route's own limit, which it matches.
 */
export function createSendLimit(app: FastifyInstance, scale: number): SendLimit {
  const limiter = app.createRateLimit({
    ...rateLimit(SEND_LIMIT.max, SEND_LIMIT.minutes, scale),
    keyGenerator: (caller) => `send:${(caller as unknown as { userId: string }).userId}`,
  });
  return async (userId) => {
    // The limiter reads the route's options for a group id; this counter has none.
    const result = await limiter({ userId, routeOptions: { config: {} } } as unknown as FastifyRequest);
    if (result.isAllowed || !result.isExceeded) return null;
    return new TooManyRequests(
      'RATE_LIMITED',
      `Too many requests. Try again in ${result.ttlInSeconds} seconds.`,
      result.ttl,
    );
  };
}

type Validation = { value?: unknown; error?: unknown[] };
// The route's own validators (fastify-type-provider-zod), so a bad frame gets the HTTP route's 400 word for word.
const validator = (schema: z.ZodType) =>
  (validatorCompiler as unknown as (s: { schema: z.ZodType }) => (data: unknown) => Validation)({ schema });
const checkParams = validator(ConversationParamsSchema);
const checkBody = validator(SendMessageInputSchema);

function valid<T>(check: (data: unknown) => Validation, data: unknown): T {
  const result = check(data);
  if (result.error) throw Object.assign(new Error('invalid'), { statusCode: 400, validation: result.error });
  return result.value as T;
}

export type SocketAnswer = { status: number; body: unknown };

/**
 * A send frame of the live connection, answered as POST /api/conversations/:conversationId/messages answers:
 * the same schemas, the same limit, the same use case, the same status and body.
 */
export function createSocketSend({
  sendMessage,
  limit,
  log,
}: {
  sendMessage: (input: SendInput) => Promise<Sent>;
  limit: SendLimit;
  log: { error: (error: unknown) => void };
}) {
  return async (userId: string, frame: Record<string, unknown>): Promise<SocketAnswer> => {
    try {
      const { conversationId } = valid<{ conversationId: string }>(checkParams, {
        conversationId: frame.conversationId,
      });
      const body = valid<z.output<typeof SendMessageInputSchema>>(checkBody, {
        text: frame.text,
        clientId: frame.clientId,
      });
      const refused = await limit(userId);
      if (refused) throw refused;
      const { message, created } = await sendMessage({
        userId,
        conversationId,
        text: body.text,
        clientId: body.clientId ?? null,
      });
      return { status: created ? 201 : 200, body: { message } };
    } catch (error) {
      const answer = toErrorResponse(error);
      if (answer.status >= 500) log.error(error);
      return answer;
    }
  };
}
