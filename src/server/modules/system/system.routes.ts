import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { systemEndpoints as endpoints } from '#shared/contracts/system.endpoints';
import { type DatabaseHandle, isDatabaseReachable } from '#server/db/index';
import { type Config, siteInfoOf } from '#server/env';
import { AppError } from '#server/lib/errors';
import { route } from '#server/lib/route';
import type { OutboxEntry } from '#server/mail/mailer';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;
// A proxy on this machine makes every client look local; a request it forwarded says so in one of these.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * The dev outbox holds working sign-in links: only a client on this machine may read it. The socket's
 * own address decides, never request.ip, which TRUST_PROXY lets a header choose.
 */
export async function loopbackOnly(request: FastifyRequest) {
  const local =
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
  if (!local) {
    throw new AppError(
      'FORBIDDEN',
      'The dev outbox answers only requests made on the server machine itself (loopback), never through a proxy.',
    );
  }
}

/**
 * `outbox` is given only outside production, when mails are kept instead of sent; `redisUp` only when
 * REDIS_URL is set. A load balancer acts on the status code: 503 (database unreachable, or draining) takes
 * the instance out; Redis down is 200 'degraded', since every instance shares it and each still serves.
 */
export const systemRoutes: FastifyPluginAsync<{
  database: DatabaseHandle;
  outbox?: OutboxEntry[];
  operator: Config['operator'];
  redisUp?: () => Promise<boolean>;
}> = async (app, { database, outbox, operator, redisUp }) => {
  route(app, endpoints.health, {}, async (_request, reply) => {
    const [reachable, redis] = await Promise.all([isDatabaseReachable(database.db), redisUp?.()]);
    return reply.code(reachable ? 200 : 503).send({
      status: reachable && redis !== false ? 'ok' : 'degraded',
      database: reachable ? 'ok' : 'unreachable',
      dialect: database.dialect,
      ...(redis === undefined ? {} : { redis: redis ? 'ok' : 'down' }),
    });
  });

  route(app, endpoints.site, {}, async () => siteInfoOf(operator));

  route(app, endpoints.openApi, {}, async () => app.swagger() as unknown as Record<string, unknown>);

  if (outbox) {
    route(app, endpoints.devOutbox, { onRequest: loopbackOnly }, async () => ({
      mails: outbox.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        link: m.link ?? null,
        sentAt: m.sentAt,
      })),
    }));
  }
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A developer page (not part of the product UI): the mails the app would have sent. */
export function renderOutboxPage(outbox: OutboxEntry[]): string {
  const rows = outbox
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>` +
        (m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '') +
        `<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox</title></head>
<body style="font-family:system-ui;max-width:720px;margin:1rem auto;padding:0 1rem"><h1>Dev outbox</h1>
<p>Mails are kept here, newest first, because SMTP_URL is not set. Only this machine (loopback) can open this page; not available in production.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`;
}
