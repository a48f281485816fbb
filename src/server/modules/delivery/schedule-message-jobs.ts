import type { Message } from '#shared/contracts/messaging';
import { type Enqueued, enqueued } from '#server/jobs/define-job';
import type { Work } from '#server/lib/transaction';
import { chatMailJob } from './chat-mail.job.ts';
import type { DeliveryContext } from './delivery-context.ts';
import { deliveryTargets, pushJobs } from './delivery-targets.ts';

/** What a chat message's jobs need to know of it (they read the rest when they run). */
export type ChatMessageRef = Pick<Message, 'conversationId' | 'receiverId'>;

const orderOf = ({ job, payload }: Enqueued) => `${job.name}\u0000${job.key(payload as never)}`;

/**
 * For messages being written, in the send's transaction (`work`): a chat mail job for each receiver
 * who wants one, and a push job for each of their devices (the push checks for an open tab when it
 * runs). One read and one insert for the whole batch. Jobs are added in (name, key) order, so concurrent
 * sends take the queue's key locks in one order.
 */
export async function scheduleMessageJobs(
  ctx: Pick<DeliveryContext, 'jobs' | 'minuteMs'>,
  messages: ChatMessageRef[],
  { work }: { work: Work },
): Promise<void> {
  const receivers = new Map<string, ChatMessageRef>();
  for (const message of messages) receivers.set(message.receiverId, message);
  const targets = await deliveryTargets(work.trx, [...receivers.keys()]);
  const toAdd: Enqueued[] = [];
  for (const [userId, message] of receivers) {
    const target = targets.get(userId);
    if (!target) continue;
    const { settings, subscriptions } = target;
    if (settings.chatMail) toAdd.push(enqueued(chatMailJob, { userId }, settings.chatMailDelayMinutes * ctx.minuteMs));
    if (settings.pushChat)
      toAdd.push(...pushJobs(subscriptions, { kind: 'chat', conversationId: message.conversationId }));
  }
  toAdd.sort((x, y) => orderOf(x).localeCompare(orderOf(y)));
  await ctx.jobs.enqueueAll(toAdd, { work });
}
