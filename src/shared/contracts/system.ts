import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  dialect: z.enum(['sqlite', 'postgres']),
  /** Present when REDIS_URL is set. 'down' degrades the service (200): every instance shares that Redis. */
  redis: z.enum(['ok', 'down']).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxSchema = z.object({ mails: z.array(OutboxMailSchema) });

/** Who runs this deployment and whom to ask about personal data (OPERATOR_NAME, PRIVACY_CONTACT). */
export const SiteInfoSchema = z.object({ operatorName: z.string(), privacyContact: z.string() });
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

const tags = ['system'];
export const systemEndpoints = {
  /** 503 takes the instance out of a load balancer; Redis down is 200 'degraded'. */
  health: defineEndpoint({ method: 'GET', path: '/api/health', access: 'public', tags, response: { 200: HealthSchema, 503: HealthSchema } }),
  site: defineEndpoint({ method: 'GET', path: '/api/site', access: 'public', tags, response: { 200: SiteInfoSchema } }),
  /** This API's own description, generated from these contracts. */
  openApi: defineEndpoint({ method: 'GET', path: '/api/openapi.json', access: 'public', tags, hide: true, response: { 200: z.record(z.string(), z.unknown()) } }),
  /** Outside production only, and to loopback clients only. */
  devOutbox: defineEndpoint({ method: 'GET', path: '/api/dev/outbox', access: 'public', tags, response: { 200: OutboxSchema } }),
};
