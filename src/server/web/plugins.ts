import compress from '@fastify/compress';
import rateLimitPlugin from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { LIVE_FRAME_MAX_BYTES } from '#shared/contracts/messaging';
import type { Config } from '#server/env';
import { AppError } from '#server/lib/errors';
import { fallbackRateLimitStore } from '#server/lib/rate-limit-store';

/**
 * WebSocket upgrades through Fastify's hooks (decision record 037). Registered before every other hook, so
 * an upgrade refused by any of them (origin, drain, session) has its socket closed after the answer.
 */
export async function registerWebSocket(app: FastifyInstance): Promise<void> {
  // A larger frame closes its connection (1009); no compression: a frame is one short message.
  await app.register(websocket, { options: { maxPayload: LIVE_FRAME_MAX_BYTES, perMessageDeflate: false } });
}

/** Compression, rate limits (in Redis when there, else in this process) and the OpenAPI document. */
export async function registerPlugins(app: FastifyInstance, config: Config, redis: Redis | null): Promise<void> {
  // JSON and text over 1 KB; built assets come precompressed, and the live stream is hijacked, so never buffered here.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimitPlugin, {
    global: false,
    ...(redis
      ? {
          store: fallbackRateLimitStore(redis, `${config.redisPrefix}rl:`, (usingMemory) =>
            usingMemory
              ? app.log.warn('rate limits: Redis unreachable, counting in this process until it is back')
              : app.log.info('rate limits: counting in Redis again'),
          ),
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${context.after}.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hola Corea API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hola.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
}
