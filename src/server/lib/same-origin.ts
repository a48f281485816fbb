import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (decision record 011): a state-changing request that a browser sent from a page other than
 * PUBLIC_URL is refused. A browser names the page's origin in `Origin` and says how it relates to ours in
 * `Sec-Fetch-Site`; each header that is present must agree. A request with neither is not a browser's
 * cross-site request (every browser in use sends `Origin` on one) and passes; SameSite=Lax is the second layer.
 */
export function refuseCrossOrigin(app: FastifyInstance, publicUrl: string) {
  const ours = new URL(publicUrl).origin;
  // A callback hook: an async one costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    // A WebSocket upgrade is a GET that CORS does not guard: checked like a write (cross-site WebSocket hijacking).
    if (SAFE_METHODS.has(request.method) && request.headers.upgrade === undefined) return done();
    const { origin, 'sec-fetch-site': site } = request.headers;
    const originOk = origin === undefined || origin === ours;
    const siteOk = site === undefined || site === 'same-origin' || site === 'none';
    if (originOk && siteOk) return done();
    done(
      new AppError(
        'CROSS_ORIGIN',
        `Refused: this request was sent from another site (${origin ?? site}), not from ${ours}.`,
      ),
    );
  });
}
