import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type Config, siteInfoOf } from '#server/env';
import type { Db } from '#server/db/index';
import type { Mailer } from '#server/mail/mailer';
import { loopbackOnly, renderOutboxPage } from '#server/modules/system/system.routes';
import { clientRoutes } from './client-routes.ts';
import { createLivePages, loadRenderer, visitorAnswer } from './live-pages.ts';
import { createPageRowCheck } from './page-rows.ts';
import { readTranslations } from './translations.ts';

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

  const localesDir = path.resolve('public/locales');
  await app.register(fastifyStatic, {
    root: localesDir,
    prefix: '/locales/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  const renderer = await loadRenderer(path.join(config.clientDir, '..', 'render'));
  if (renderer) await renderer.setUpTranslations(readTranslations(localesDir));
  await clientRoutes(app, {
    livePages: renderer && createLivePages({ renderer, log: app.log, answer: visitorAnswer(app) }),
    clientDir: config.clientDir,
    prerenderDir: path.join(config.clientDir, '..', 'prerendered'),
    publicUrl: config.publicUrl,
    site: siteInfoOf(config.operator),
    localesDir,
    pageHasRow: createPageRowCheck(db),
  });
}
