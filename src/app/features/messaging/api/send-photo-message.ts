import type { PhotoMessageResponse } from '#shared/contracts/photos';
import { ApiError, api } from '#app/lib/api-client.ts';

/** Whether the server may have written the message without our hearing of it (as sendWithRetry). */
const answerLost = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 408 || error.status >= 500);

/**
 * Sends an uploaded chat photo as a message, again with the same client id while the answer is lost: the
 * server answers a repeat with the original message, and attaches a photo once (decision record 032).
 */
export async function sendPhotoWithRetry(
  {
    conversationId,
    photoId,
    caption,
    clientId,
  }: { conversationId: string; photoId: string; caption: string; clientId: string },
  { attempts = 5, baseDelayMs = 500 }: { attempts?: number; baseDelayMs?: number } = {},
): Promise<PhotoMessageResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await api('POST /api/conversations/:conversationId/photo-messages', {
        params: { conversationId },
        body: { photo: { id: photoId }, clientId, ...(caption ? { caption } : {}) },
      });
    } catch (error) {
      if (attempt >= attempts || !answerLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2)));
    }
  }
}
