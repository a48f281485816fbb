import type { ErrorResponse } from '#shared/contracts/errors';
import type { LiveReply, Message } from '#shared/contracts/messaging';
import { ApiError, api } from '#app/lib/api-client.ts';
import { sendLive } from '#app/lib/live-socket.ts';

export type SendInput = { conversationId: string; text: string; clientId: string };

/** A v4 UUID; crypto.randomUUID exists only on https and localhost, a phone on the LAN in development has neither. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A reply of the live connection as api() would have resolved or thrown it; null: the connection dropped. */
function fromLiveReply(reply: LiveReply | null): { message: Message } {
  if (!reply) throw new ApiError(0, 'NETWORK', 'The live connection closed before the answer');
  if (reply.status === 200 || reply.status === 201) return reply.body as { message: Message };
  const error = (reply.body as ErrorResponse | null)?.error;
  throw new ApiError(reply.status, error?.code ?? 'INTERNAL', error?.message ?? 'Send failed', error?.field);
}

/** One attempt: over the live connection when it is open (decision record 037), else over HTTP. */
function sendOnce({ conversationId, text, clientId }: SendInput): Promise<{ message: Message }> {
  const overSocket = sendLive({ op: 'send', conversationId, text, clientId });
  if (overSocket) return overSocket.then(fromLiveReply);
  return api('POST /api/conversations/:conversationId/messages', {
    params: { conversationId },
    body: { text, clientId },
  });
}

/** Whether the server may have written the message without our hearing of it: worth asking again with the same id. */
const answerLost = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 408 || error.status >= 500);

/**
 * Sends once, and again with the same client id while the answer is lost (network error, a live connection
 * that dropped, 5xx, no answer within `timeoutMs`), waiting longer each time; each attempt goes over the
 * live connection if it is open, else over HTTP. The server stores a client id once, so a send it
 * committed but never acknowledged comes back as the original message instead of a second one.
 */
export async function sendWithRetry(
  input: SendInput,
  {
    attempts = 5,
    timeoutMs = 10_000,
    baseDelayMs = 500,
  }: { attempts?: number; timeoutMs?: number; baseDelayMs?: number } = {},
): Promise<Message> {
  for (let attempt = 1; ; attempt += 1) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // A request that outlives its timeout is left to finish: its repeat carries the same id.
      const answer = await Promise.race([
        sendOnce(input),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ApiError(408, 'TIMEOUT', 'No answer in time')), timeoutMs);
        }),
      ]);
      return answer.message;
    } catch (error) {
      if (attempt >= attempts || !answerLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2)));
    } finally {
      clearTimeout(timer);
    }
  }
}
