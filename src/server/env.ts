import type { LookupFunction } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { HttpTimeouts } from '#server/lib/http-timeouts';
import type { SiteInfo } from '#shared/contracts/system';

const EnvSchema = z.object({
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
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  METRICS_ALLOW: z.string().optional(),
});

/** Where photo files are kept (decision record 032): a folder, or an S3-compatible bucket. */
export type PhotoStorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers want. */
      forcePathStyle: boolean;
      /** A prefix for every object key, so one bucket can hold several deployments. */
      prefix: string;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  redisUrl?: string;
  // Every Redis key and channel starts with it, so instances of one deployment share and tests stay apart.
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  authSecret: string;
  admin?: { email: string; password: string };
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: false | number | string[];
  // Multiplies every rate limit; the browser suite raises it because all its users share 127.0.0.1.
  rateLimitScale: number;
  logLevel: string;
  clientDir: string;
  /** How often a live stream is pinged and its session re-read (25 s); tests shorten it. */
  sseHeartbeatMs?: number;
  /** Who runs the service and who answers privacy requests, named in the privacy policy and the terms. */
  operator: Operator;
  /** How often the retention job deletes what the privacy policy says is no longer kept; unset: never (tests). */
  retentionEveryMs?: number;
  /** Web Push keys (VAPID_*); unset: generated once into DATA_DIR/vapid.json. */
  vapid?: { publicKey: string; privateKey: string; subject?: string };
  /** The length of one minute in notification delays (the chat mail's wait); tests shorten it. */
  notificationMinuteMs?: number;
  /** Notification mails (chat and digest) a user gets at most in 24 hours. */
  mailDailyCap?: number;
  /** How often an instance looks for digests that are due; unset: never (tests run the sweep themselves). */
  digestSweepEveryMs?: number;
  /** How often an idle job worker looks for due jobs. */
  jobPollMs?: number;
  /** Mails one address gets at most in an hour, all kinds together (8). */
  mailsPerRecipientHour?: number;
  /** Live streams per account (10, the oldest closes) and per address (200, a new one is refused) on one instance. */
  streamsPerAccount?: number;
  streamsPerAddress?: number;
  /** Tests only, never from the environment: the resolver push endpoints are checked and reached with. */
  pushLookup?: LookupFunction;
  /** Tests only (TEST_PUSH_ORIGINS, read only with NODE_ENV=test): the local push service's origin, reached though it is loopback. */
  trustedPushOrigins?: string[];
  /** Where photo files are kept (decision record 032). */
  photoStorage: PhotoStorageConfig;
  /** How often orphan photos (never attached within a day) are swept; unset: never (tests run the sweep themselves). */
  photoSweepEveryMs?: number;
  /**
   * How long a running job is its worker's (JOB_LEASE_SECONDS): a job whose process died runs again once
   * it has passed. Longer than any job may take (a mail's SMTP timeouts add up to 90 s).
   */
  jobLeaseMs?: number;
  /** How long a client may take to send a request, and keep an idle connection (lib/http-timeouts.ts). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Who may read /metrics besides loopback (METRICS_ALLOW): addresses and CIDR ranges. */
  metricsAllow?: string[];
};

/** The legal person behind the service; unset fields are shown as such (required in production, decision record 034). */
export type Operator = {
  name: string;
  privacyContact: string;
  address?: string;
  registration?: string;
  euRepresentative?: string;
  /** Named only when SMTP_URL is set: without it, mails are not sent at all. */
  mailProcessor?: string;
};

/** The operator as /api/site and the prerendered legal pages show it. */
export const siteInfoOf = (operator: Operator): SiteInfo => ({
  operatorName: operator.name,
  privacyContact: operator.privacyContact,
  operatorAddress: operator.address ?? null,
  operatorRegistration: operator.registration ?? null,
  euRepresentative: operator.euRepresentative ?? null,
  mailProcessor: operator.mailProcessor ?? null,
});

export class ConfigError extends Error {}

/** In production the operator is a legal person the policy names: no default name, an address and a registration number. */
function requireOperatorInProduction(source: Record<string, string | undefined>) {
  for (const [name, why] of [
    ['OPERATOR_NAME', 'the legal person who runs the service'],
    ['OPERATOR_ADDRESS', "the operator's postal address"],
    ['OPERATOR_REGISTRATION', "the operator's registration number"],
  ] as const) {
    if (!source[name]) throw new ConfigError(`Invalid ${name}: required when NODE_ENV=production (${why})`);
  }
}

// Never echoed in an error: the value itself is the secret, or a URL that may carry one.
const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'ADMIN_PASSWORD', 'VAPID_PRIVATE_KEY', 'S3_SECRET_ACCESS_KEY']);
const URL_VARIABLES = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT']);

/** The value as it may appear in an error line: secrets hidden, whatever precedes a URL's '@' masked. */
function printable(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_VARIABLES.has(name)) return `a value of ${value.length} characters, not shown`;
  return JSON.stringify(URL_VARIABLES.has(name) ? value.replace(/^(.*?:\/*)?[^@]*@/, '$1***@') : value);
}

const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY: unset or "false" trusts nobody; a number is a hop count; otherwise a comma-separated list of addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !IP_OR_CIDR.test(a));
  if (addresses.length === 0 || bad !== undefined) {
    throw new ConfigError(
      `Invalid TRUST_PROXY: expected a hop count or a comma-separated list of proxy addresses (got ${JSON.stringify(bad ?? value)})`,
    );
  }
  return addresses;
}

/** METRICS_ALLOW: a comma-separated list of addresses or CIDR ranges (loopback is always allowed). */
function parseMetricsAllow(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const max = family === 6 ? 128 : 32;
    return (
      family === 0 || extra !== undefined || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max))
    );
  });
  if (bad !== undefined) {
    throw new ConfigError(
      `Invalid METRICS_ALLOW: expected a comma-separated list of addresses or CIDR ranges (got ${JSON.stringify(bad)})`,
    );
  }
  return entries;
}

/** A service named by a variable could not be reached at start-up; main prints it as one line. */
export class StartupError extends Error {}

/** The URL without its password, fit for a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", as most deploy tools write it.
  const source = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue.message} (got ${printable(name, source[name])})`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid AUTH_SECRET: required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid SMTP_URL: required when NODE_ENV=production, or nobody could verify an e-mail or reset a password',
    );
  }
  if (e.NODE_ENV === 'production') requireOperatorInProduction(source);
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      `Invalid ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: set ADMIN_EMAIL and ADMIN_PASSWORD together`,
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      `Invalid ${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      `Invalid ${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together`,
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('Invalid S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  let database: Config['database'];
  const url = e.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    database = { dialect: 'postgres', url };
  } else if (url && /^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new ConfigError(
      `Invalid DATABASE_URL: expected a postgres:// URL or a SQLite file path (got ${printable('DATABASE_URL', url)})`,
    );
  } else {
    database = { dialect: 'sqlite', file: url ? path.resolve(url) : path.join(dataDir, 'app.db') };
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve('dist/client'),
    operator: {
      name: e.OPERATOR_NAME,
      privacyContact: e.PRIVACY_CONTACT,
      address: e.OPERATOR_ADDRESS,
      registration: e.OPERATOR_REGISTRATION,
      euRepresentative: e.OPERATOR_EU_REPRESENTATIVE,
      mailProcessor: e.SMTP_URL ? e.MAIL_PROCESSOR : undefined,
    },
    retentionEveryMs: 24 * 60 * 60 * 1000,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    notificationMinuteMs: e.NOTIFICATION_MINUTE_MS,
    mailDailyCap: e.MAIL_DAILY_CAP,
    digestSweepEveryMs: 60 * 60 * 1000,
    trustedPushOrigins: e.NODE_ENV === 'test' ? e.TEST_PUSH_ORIGINS?.split(',') : undefined,
    photoStorage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Another server than AWS's almost always wants path-style URLs.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
        }
      : { kind: 'disk', dir: path.join(dataDir, 'photos') },
    photoSweepEveryMs: 60 * 60 * 1000,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    metricsAllow: parseMetricsAllow(e.METRICS_ALLOW),
    httpTimeouts: { requestMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000, keepAliveMs: e.HTTP_KEEP_ALIVE_SECONDS * 1000 },
  };
}
