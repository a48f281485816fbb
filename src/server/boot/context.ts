import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '#server/context';
import { openJobQueue } from '#server/db/queues/index';
import type { Config } from '#server/env';
import { createPresence } from '#server/events/presence';
import { createJobs } from '#server/jobs/define-job';
import { createServerI18n } from '#server/lib/i18n';
import { instrumentQueue } from '#server/metrics/job-metrics';
import { createMetricsRegistry } from '#server/metrics/metrics';
import { openPhotoStorage } from '#server/modules/photos/open-photo-storage';
import { runRetention, scheduleRetention } from '#server/modules/system/retention';
import { openAppDatabase } from './database.ts';
import { openMailer } from './mailer.ts';
import { connectRedis } from './redis.ts';
import { startup } from './startup.ts';

/**
 * Opens what every use case may take a part of (decision record 028): the database, Redis and the event
 * bus, the mailer, the job queue, presence and photo storage. Each closes with the app.
 */
export async function openContext(app: FastifyInstance, config: Config) {
  const database = await openAppDatabase(app, config);
  const { redis, bus } = await connectRedis(app, config);
  if (config.retentionEveryMs) {
    const stop = scheduleRetention(
      async () =>
        app.log.info(
          { deleted: await runRetention(database.db) },
          'retention: removed what the privacy policy no longer keeps',
        ),
      config.retentionEveryMs,
      (error) => app.log.error(error, 'retention job'),
    );
    app.addHook('onClose', async () => stop());
  }
  const mailer = openMailer(app, config, redis);
  const t = await createServerI18n();
  // Mails and pushes are jobs (decision records 020, 028): persistent, run once, retried with backoff.
  const metrics = createMetricsRegistry();
  const queue = instrumentQueue(
    await startup('DATABASE_URL: cannot start the job queue', () =>
      openJobQueue(config.database, database, { log: app.log, pollMs: config.jobPollMs, leaseMs: config.jobLeaseMs }),
    ),
    metrics,
    (error) => app.log.warn(error, 'metrics: cannot count the jobs'),
  );
  const jobs = createJobs(queue, {
    log: app.log,
    checkOnEnqueue: config.env !== 'production',
    retryScale: config.jobRetryScale,
  });
  const presence = createPresence(redis, config.redisPrefix);
  const photoStorage = await openPhotoStorage(config);
  app.addHook('onClose', async () => photoStorage.close());
  const ctx: ServerContext = {
    config,
    db: database.db,
    database,
    events: bus,
    jobs,
    mailer,
    presence,
    t,
    log: app.log,
    photoStorage,
  };
  return { ctx, redis, bus, metrics, devOutbox: mailer.outbox };
}
