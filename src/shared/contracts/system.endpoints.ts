import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { HealthSchema, OutboxSchema, SiteInfoSchema } from './system.ts';

const tags = ['system'];
export const systemEndpoints = {
  /** 503 takes the instance out of a load balancer; Redis down is 200 'degraded'. */
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags,
    response: { 200: HealthSchema, 503: HealthSchema },
  }),
  site: defineEndpoint({ method: 'GET', path: '/api/site', access: 'public', tags, response: { 200: SiteInfoSchema } }),
  /** This API's own description, generated from these contracts. */
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tags,
    hide: true,
    response: { 200: z.record(z.string(), z.unknown()) },
  }),
  /** Outside production only, and to loopback clients only. */
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'public',
    tags,
    response: { 200: OutboxSchema },
  }),
};
