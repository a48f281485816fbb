import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, OutboxSchema, SiteInfoSchema } from '#shared/contracts/system';
import { type DatabaseHandle, isDatabaseReachable } from '#server/db/index';
import type { Config } from '#server/env';
import type { OutboxEntry } from '#server/mail/mailer';

/** `outbox` is given only outside production, when mails are kept instead of sent. */
export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; outbox?: OutboxEntry[]; operator: Config['operator'] }> = async (
  app,
  { database, outbox, operator },
) => {
  const tags = ['system'];

  app.get('/health', { schema: { tags, response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    const reachable = await isDatabaseReachable(database.db);
    return reply.code(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'degraded',
      database: reachable ? 'ok' : 'unreachable',
      dialect: database.dialect,
    });
  });

  app.get('/site', { schema: { tags, response: { 200: SiteInfoSchema } } }, async () => ({
    operatorName: operator.name,
    privacyContact: operator.privacyContact,
  }));

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (outbox) {
    app.get('/dev/outbox', { schema: { tags, response: { 200: OutboxSchema } } }, async () => ({
      mails: outbox.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, link: m.link ?? null, sentAt: m.sentAt })),
    }));
  }
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A developer page (not part of the product UI): the mails the app would have sent. */
export function renderOutboxPage(outbox: OutboxEntry[]): string {
  const rows = outbox
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>` +
        (m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '') +
        `<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox</title></head>
<body style="font-family:system-ui;max-width:720px;margin:1rem auto;padding:0 1rem"><h1>Dev outbox</h1>
<p>Mails are kept here, newest first, because SMTP_URL is not set. Not available in production.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`;
}
