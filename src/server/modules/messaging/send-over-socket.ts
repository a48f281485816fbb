import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ConversationParamsSchema, SendMessageInputSchema } from '#shared/contracts/messaging';
import { toErrorResponse } from '#server/lib/errors';
import type { SendInput, Sent } from './send-message.ts';

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
 * the same schemas, the same use case (which counts the send limit), the same status and body.
 */
export function createSocketSend({
  sendMessage,
  log,
}: {
  sendMessage: (input: SendInput) => Promise<Sent>;
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
