import { z } from 'zod';
import { DELIVERY_RETRY, defineJob } from '#server/jobs/define-job';

/** One mail about a user's unread chats once they have waited their delay; one waiting job per user. */
export const chatMailJob = defineJob({
  name: 'chat-mail',
  payload: z.object({ userId: z.string() }),
  retry: DELIVERY_RETRY,
  key: ({ userId }) => userId,
});
