import type { FastifyReply } from 'fastify';
import { ErrorResponseSchema } from '#shared/contracts/errors';

/** Error bodies every route may answer with, so OpenAPI and the serializer know them. */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
};

/** Copies Better Auth's Set-Cookie headers onto the Fastify reply. */
export function forwardCookies(headers: Headers, reply: FastifyReply) {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export function rateLimit(max: number, minutes: number, scale: number) {
  return { max: Math.max(1, Math.round(max * scale)), timeWindow: minutes * 60_000 };
}

/**
 * A limit keyed by the signed-in user, not the address (travellers share hotel Wi-Fi). It counts in
 * preHandler, after the contract's guard (onRequest) has set request.user.
 */
export function perUserRateLimit(max: number, minutes: number, scale: number) {
  return {
    rateLimit: {
      ...rateLimit(max, minutes, scale),
      hook: 'preHandler' as const,
      keyGenerator: (r: { user: { id: string } | null; ip: string }) => r.user?.id ?? r.ip,
    },
  };
}
