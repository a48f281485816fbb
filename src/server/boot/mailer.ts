import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '#server/env';
import { createMemoryCounter, createRedisCounter, withMemoryFallback } from '#server/lib/attempt-counter';
import { createMailer } from '#server/mail/mailer';
import { capMailsPerRecipient } from '#server/mail/recipient-cap';

/** The mailer (SMTP, or the dev outbox) with its per-recipient cap. */
export function openMailer(app: FastifyInstance, config: Config, redis: Redis | null) {
  // At most a few mails an hour to one address, counted across instances when Redis is there.
  return capMailsPerRecipient(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      production: config.env === 'production',
    }),
    {
      counter: redis
        ? withMemoryFallback(createRedisCounter(redis, `${config.redisPrefix}mails:`), app.log, 'mail caps')
        : createMemoryCounter(),
      log: app.log,
      perHour: config.mailsPerRecipientHour,
    },
  );
}
