import type { FastifyInstance } from 'fastify';
import { CLIENT_ADDRESS_HEADER } from '#server/auth/auth';
import type { Config } from '#server/env';
import { addDrain } from '#server/lib/drain';
import { TooManyRequests, toErrorResponse } from '#server/lib/errors';
import { refuseNulCharacters } from '#server/lib/input-guards';
import { refuseCrossOrigin } from '#server/lib/same-origin';
import { addSecurityHeaders, securityHeaderOptions } from '#server/lib/security-headers';

/** The error envelope and what every request goes through: client address, input guards, origin check, caching, security headers, the drain. */
export function addRequestHooks(app: FastifyInstance, config: Config): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error(error);
    if (error instanceof TooManyRequests)
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    return reply.code(status).send(body);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    request.headers[CLIENT_ADDRESS_HEADER] = request.ip;
    done();
  });
  refuseNulCharacters(app);
  refuseCrossOrigin(app, config.publicUrl);
  // Answers depend on who asks (and some are theirs alone): no browser or proxy may keep one.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  addSecurityHeaders(app, securityHeaderOptions(config.env === 'production'));
  addDrain(app);
}
