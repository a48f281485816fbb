import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { notificationSettingsEndpoints as endpoints } from '#shared/contracts/notification-settings.endpoints';
import type { Language } from '#shared/limits';
import type { ServerT } from '#server/lib/i18n';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import type { DeliveryContext } from './delivery-context.ts';
import { getPushConfig } from './get-push-config.ts';
import { getSettings } from './get-settings.ts';
import type { DestinationPolicy } from './push-destination.ts';
import { subscribePush } from './subscribe-push.ts';
import { readUnsubscribeLink, unsubscribe } from './unsubscribe.ts';
import { unsubscribePush } from './unsubscribe-push.ts';
import { updateSettings } from './update-settings.ts';

type Options = { ctx: DeliveryContext; policy: DestinationPolicy; rateLimitScale: number };

/** The notification settings' and push endpoints, each mapped to its use case. */
export const deliveryRoutes: FastifyPluginAsync<Options> = async (app, { ctx, policy, rateLimitScale }) => {
  route(app, endpoints.settings, {}, async (request) => getSettings(ctx, request.user.id));

  route(app, endpoints.updateSettings, { config: perUserRateLimit(60, 10, rateLimitScale) }, async (request) =>
    updateSettings(ctx, request.user.id, request.body),
  );

  route(app, endpoints.pushConfig, {}, async (request) => getPushConfig(ctx, request.user.id));

  route(app, endpoints.subscribePush, { config: perUserRateLimit(20, 10, rateLimitScale) }, async (request, reply) => {
    // The server posts to this address: a public one only (https in production), checked again at each send.
    await subscribePush({ db: ctx.db, policy }, request.user.id, request.body, request.headers['user-agent']);
    return reply.code(204).send(null);
  });

  route(app, endpoints.unsubscribePush, {}, async (request, reply) => {
    await unsubscribePush(ctx, request.user.id, request.query.endpoint);
    return reply.code(204).send(null);
  });
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: Language, title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Hola Corea</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c1917"><main><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The mails' unsubscribe link, signed out: GET shows a button (mail scanners open links, so a GET
 * changes nothing), POST turns the mails off — the button's form and RFC 8058's one-click POST alike.
 */
export async function unsubscribeRoutes(app: FastifyInstance, { ctx, t }: { ctx: DeliveryContext; t: ServerT }) {
  // A one-click POST carries "List-Unsubscribe=One-Click" as a form; the token in the URL says it all.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, null),
  );
  const tokenOf = (query: unknown) => {
    const token = (query as { token?: unknown }).token;
    return typeof token === 'string' && token.length <= 300 ? token : '';
  };
  const invalid = (lang: Language | null) => {
    const tt = t(lang);
    return page(
      lang ?? 'ko',
      tt('notify:unsubscribe.invalidTitle'),
      `<p>${escapeHtml(tt('notify:unsubscribe.invalid'))}</p>`,
    );
  };

  app.get('/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.query);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const target = await readUnsubscribeLink(ctx, token);
    if (!target) return reply.code(400).send(invalid(null));
    const lang = target.language ?? 'ko';
    const tt = t(lang);
    return reply.send(
      page(
        lang,
        tt('notify:unsubscribe.title'),
        `<p>${escapeHtml(tt(`notify:unsubscribe.ask.${target.kind}`))}</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem;border-radius:.75rem;border:0;background:#c2410c;color:#fff">${escapeHtml(tt('notify:unsubscribe.confirm'))}</button></form>`,
      ),
    );
  });

  app.post('/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.query);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const done = await unsubscribe(ctx, token);
    if (!done) return reply.code(400).send(invalid(null));
    const lang = done.language ?? 'ko';
    const tt = t(lang);
    return reply.send(
      page(
        lang,
        tt('notify:unsubscribe.doneTitle'),
        `<p>${escapeHtml(tt(`notify:unsubscribe.done.${done.kind}`))}</p><p><a href="/mypage#notifications">${escapeHtml(tt('notify:unsubscribe.settings'))}</a></p>`,
      ),
    );
  });
}
