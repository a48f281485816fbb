import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options: none of them depends on the request. */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Helmet's options for this app: its Content Security Policy, and helmet's defaults for the rest. */
export function securityHeaderOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes as a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the previews of photos being added, from the device's own files (decision record 032).
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
  };
}

/**
 * Helmet's headers on every response, streams included. Worked out once: @fastify/helmet builds the
 * whole middleware again for each request, which cost a send more than its session check. Helmet runs
 * here against a stand-in response; security-headers.test.ts compares the result with helmet's own on a
 * real one.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
