import { z } from 'zod';

/** Every environment variable the server reads, with its type and default (docs/deploy.md names each). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - only')
    .default('hola:'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Hola Corea <no-reply@holacorea.app>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPERATOR_NAME: z.string().trim().min(2).max(200).default('Hola Corea'),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
  /** The operator's business or company registration number (사업자등록번호, NIF, …). */
  OPERATOR_REGISTRATION: z.string().trim().min(3).max(100).optional(),
  /** Name and address of the representative in the EU (GDPR art. 27), when the operator has one. */
  OPERATOR_EU_REPRESENTATIVE: z.string().trim().min(5).max(300).optional(),
  /** Who delivers the mail SMTP_URL points to, as the privacy policy names it ("Amazon SES (Amazon Web Services), USA"). */
  MAIL_PROCESSOR: z.string().trim().min(3).max(300).optional(),
  PRIVACY_CONTACT: z.string().trim().min(3).max(200).default('hello@holacorea.app'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL')
    .optional(),
  NOTIFICATION_MINUTE_MS: z.coerce.number().int().min(10).max(60_000).default(60_000),
  MAIL_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(4),
  /** Test servers only (read only with NODE_ENV=test): the local push service origins push may reach. */
  TEST_PUSH_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^,\s]+(,https?:\/\/[^,\s]+)*$/, 'comma-separated http(s) origins')
    .optional(),
  // Photo storage (decision record 032): files under DATA_DIR/photos unless S3_BUCKET names a bucket.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[\w./-]{0,100}$/, 'letters, digits and _ . / - only')
    .default('photos/'),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  JOB_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  METRICS_ALLOW: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;
