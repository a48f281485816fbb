import { z } from 'zod';
import { DELIVERY_RETRY, defineJob } from '#server/jobs/define-job';

/** One Web Push to one device: about a chat, or an in-app notification. */
export const pushJob = defineJob({
  name: 'push',
  payload: z.discriminatedUnion('kind', [
    z.object({ subscriptionId: z.string(), kind: z.literal('chat'), conversationId: z.string() }),
    z.object({ subscriptionId: z.string(), kind: z.literal('community'), notificationId: z.number().int() }),
  ]),
  retry: DELIVERY_RETRY,
  // One waiting push per device and conversation (or notification): a burst of messages pushes once.
  key: (p) =>
    `${p.subscriptionId}:${p.kind === 'chat' ? `chat:${p.conversationId}` : `notification:${p.notificationId}`}`,
});
export type PushJobPayload = z.infer<typeof pushJob.payload>;
