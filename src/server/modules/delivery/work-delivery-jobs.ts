import { chatMailJob } from './chat-mail.job.ts';
import type { DeliveryContext } from './delivery-context.ts';
import { digestJob, digestSweepJob } from './digest.job.ts';
import { pushJob } from './push.job.ts';
import { sendChatMail } from './send-chat-mail.ts';
import { sendDigest } from './send-digest.ts';
import { sendPush } from './send-push.ts';
import { sweepDigests } from './sweep-digests.ts';

/** Hands delivery's jobs to their handlers (one file each). */
export async function workDeliveryJobs(ctx: DeliveryContext): Promise<void> {
  await ctx.jobs.work(chatMailJob, ({ userId }) => sendChatMail(ctx, userId));
  await ctx.jobs.work(digestJob, ({ userId }) => sendDigest(ctx, userId));
  await ctx.jobs.work(digestSweepJob, () => sweepDigests(ctx));
  await ctx.jobs.work(pushJob, (payload) => sendPush(ctx, payload));
}
