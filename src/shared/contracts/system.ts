import { z } from 'zod';

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

/** Who runs this deployment and whom to ask about personal data (OPERATOR_*, PRIVACY_CONTACT, MAIL_PROCESSOR); null: not configured. */
export const SiteInfoSchema = z.object({
  operatorName: z.string(),
  privacyContact: z.string(),
  operatorAddress: z.string().nullable(),
  operatorRegistration: z.string().nullable(),
  euRepresentative: z.string().nullable(),
  mailProcessor: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
