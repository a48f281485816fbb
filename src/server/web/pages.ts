import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type Config, siteInfoOf } from '#server/env';
import type { Db } from '#server/db/index';
import type { Mailer } from '#server/mail/mailer';
import { loopbackOnly, renderOutboxPage } from '#server/modules/system/system.routes';
import { clientRoutes } from './client-routes.ts';
import { createPageRowCheck } from './page-rows.ts';

/** What is not the API: the dev outbox, the translations and the built client with its prerendered pages. */
export async function registerPages(
  app: FastifyInstance,
  config: Config,
  db: Db,
  devOutbox: Mailer['outbox'],
): Promise<void> {
  if (devOutbox) {
    app.get('/dev/outbox', { onRequest: loopbackOnly, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderOutboxPage(devOutbox)),
    );
  }

  await app.register(fastifyStatic, {
    root: path.resolve('public/locales'),
    prefix: '/locales/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  await clientRoutes(app, {
    clientDir: config.clientDir,
    prerenderDir: path.join(config.clientDir, '..', 'prerendered'),
    publicUrl: config.publicUrl,
    site: siteInfoOf(config.operator),
    localesDir: path.resolve('public/locales'),
    pageHasRow: createPageRowCheck(db),
  });
}
