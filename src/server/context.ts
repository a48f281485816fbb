import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from '#server/db/index';
import type { Config } from '#server/env';
import type { EventBus } from '#server/events/bus';
import type { Presence } from '#server/events/presence';
import type { Jobs } from '#server/jobs/define-job';
import type { ServerT } from '#server/lib/i18n';
import type { Mailer } from '#server/mail/mailer';
import type { PhotoStorage } from '#server/modules/photos/photo-storage';

/** Publishing live events (src/shared/contracts/events.ts) to users on every instance. */
export type EventPublisher = Pick<EventBus, 'publish' | 'publishAll'>;

/**
 * What the server's use cases work with, built once by `buildApp` (decision record 028). A use case
 * takes the part it needs: `sendMessage(ctx: Pick<ServerContext, 'db' | 'events'>, input)`.
 */
export type ServerContext = {
  config: Config;
  db: Db;
  /** The engine's own pieces (stores, `close`); SQLite and PostgreSQL differ only behind it. */
  database: DatabaseHandle;
  events: EventPublisher;
  jobs: Jobs;
  mailer: Mailer;
  presence: Presence;
  t: ServerT;
  log: FastifyBaseLogger;
  /** Where photo files are kept (decision record 032). */
  photoStorage: PhotoStorage;
};
