import { z } from 'zod';
import { DELIVERY_RETRY, defineJob } from '#server/jobs/define-job';

/** A user's daily or weekly digest of unread notifications; one waiting job per user. */
export const digestJob = defineJob({
  name: 'digest',
  payload: z.object({ userId: z.string() }),
  retry: DELIVERY_RETRY,
  key: ({ userId }) => userId,
});

/** Looks for due digests on one instance (the queue picks it); one waiting sweep at a time. */
export const digestSweepJob = defineJob({
  name: 'digest-sweep',
  payload: z.object({}),
  retry: DELIVERY_RETRY,
  key: () => 'sweep',
});
