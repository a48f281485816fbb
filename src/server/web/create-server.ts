import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/env';
import { applyHttpTimeouts } from '#server/lib/http-timeouts';
import { frameworkErrors } from '#server/lib/input-guards';
import { boundJsonNesting } from '#server/lib/json-body';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The Fastify instance: logging, trusted proxies, HTTP timeouts, zod validation, bounded JSON. */
export function createServer(config: Config) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // A hop count trusts that many proxies nearest to us (Fastify's types take it only as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    // The drain answers requests that arrive while closing, in our error shape (lib/drain.ts).
    return503OnClosing: false,
  });
  applyHttpTimeouts(app.server, config.httpTimeouts);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  boundJsonNesting(app);
  return app;
}
