import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/context';
import type { WorkOption } from '#server/lib/transaction';
import type { DeliveryContext } from '#server/modules/delivery/delivery-context';
import { createMailClaims } from '#server/modules/delivery/mail-claim';
import { scheduleMessageJobs } from '#server/modules/delivery/schedule-message-jobs';
import { scheduleNotificationPushes } from '#server/modules/delivery/schedule-notification-pushes';
import { scheduleDigestSweep } from '#server/modules/delivery/sweep-digests';
import { workDeliveryJobs } from '#server/modules/delivery/work-delivery-jobs';
import { createCommunityService } from '#server/modules/community/community.service';
import { removeMessage } from '#server/modules/messaging/remove-message';
import type { SendLimit } from '#server/modules/messaging/send-limit';
import { createSendMessage } from '#server/modules/messaging/send-message';
import { createNotificationsService } from '#server/modules/notifications/notifications.service';
import { sweepPhotos, sweepPhotosJob } from '#server/modules/photos/sweep-photos.job';
import { openPush } from './push.ts';
import { repeat } from './repeat.ts';

/** Mail and push delivery: its workers, its sweeps, and the jobs added after a reply has gone. */
async function startDelivery(app: FastifyInstance, ctx: ServerContext) {
  const { config } = ctx;
  const { pushDestinations, push } = openPush(config);
  const delivery: DeliveryContext = {
    ...ctx,
    push,
    claims: createMailClaims(ctx.db, config.jobLeaseMs ?? 5 * 60_000),
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    minuteMs: config.notificationMinuteMs ?? 60_000,
    dailyCap: config.mailDailyCap ?? 4,
  };
  await workDeliveryJobs(delivery);
  // Notification pushes are added after a reply has gone (never in a request's way; a chat message's jobs
  // are written with it instead). Shutdown waits for them before the queue stops, so a comment
  // acknowledged during the drain keeps its push.
  const adding = new Set<Promise<void>>();
  const addJobsLater = (task: Promise<void>, what: string) => {
    const tracked: Promise<void> = task
      .catch((error: unknown) => app.log.error(error, what))
      .finally(() => adding.delete(tracked));
    adding.add(tracked);
  };
  // Registered after the database's: onClose hooks run last-in first-out, so running jobs end before it closes.
  app.addHook('onClose', async () => {
    await Promise.all(adding);
    ctx.presence.close();
    await ctx.jobs.stop();
    push.close();
  });
  repeat(app, config.digestSweepEveryMs, () => scheduleDigestSweep(delivery), 'digest sweep');
  return { delivery, pushDestinations, addJobsLater };
}

/** The photo files' owner: the sweep of orphans and of photos whose writing is gone. */
async function startPhotos(app: FastifyInstance, ctx: ServerContext) {
  const { config, jobs } = ctx;
  const photos = { db: ctx.db, storage: ctx.photoStorage, secret: config.authSecret, publicUrl: config.publicUrl };
  await jobs.work(sweepPhotosJob, async () => {
    const swept = await sweepPhotos(photos);
    if (swept.orphans + swept.detached > 0)
      app.log.info(swept, 'photos: orphans and photos of deleted writings removed');
  });
  repeat(app, config.photoSweepEveryMs, () => jobs.enqueue(sweepPhotosJob, {}), 'photo sweep');
  return photos;
}

/** The domains' services and workers, wired to each other through the context (decision record 028). */
export async function openDomains(app: FastifyInstance, ctx: ServerContext, { sendLimit }: { sendLimit: SendLimit }) {
  const { delivery, pushDestinations, addJobsLater } = await startDelivery(app, ctx);
  const photos = await startPhotos(app, ctx);
  const sendMessage = createSendMessage(ctx, {
    // In the send's transaction: a mail or push exists if and only if its message committed.
    scheduleJobs: (messages, work) => scheduleMessageJobs(delivery, messages, { work }),
    limit: sendLimit,
  });
  const messaging = {
    removeMessage: (messageId: number, { work }: WorkOption) => removeMessage(ctx, messageId, { work }),
  };
  const notifications = createNotificationsService(ctx.db, {
    bus: ctx.events,
    log: app.log,
    onCreated: (rows) => addJobsLater(scheduleNotificationPushes(delivery, rows), 'push jobs for new notifications'),
  });
  const communityCtx = { ...ctx, notifications };
  const community = createCommunityService(communityCtx);
  return { delivery, pushDestinations, photos, sendMessage, messaging, notifications, communityCtx, community };
}

export type AppDomains = Awaited<ReturnType<typeof openDomains>>;
