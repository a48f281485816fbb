import type { LookupFunction } from 'node:net';
import type { SiteInfo } from '#shared/contracts/system';
import type { HttpTimeouts } from '#server/lib/http-timeouts';

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
  /** Multiplies every job's wait between attempts (JOB_RETRY_SCALE, at most 1: the fault tests shorten it). */
  jobRetryScale?: number;
  /** How long a client may take to send a request, and keep an idle connection (lib/http-timeouts.ts). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Who may read /metrics besides loopback (METRICS_ALLOW): addresses and CIDR ranges. */
  metricsAllow?: string[];
  /**
   * In-process test apps only (createTestApp; no variable sets it): passwords hashed at a lower scrypt cost,
   * in Better Auth's format (auth/password-hashing.ts, decision record 041). Servers always use Better Auth's own.
   */
  testPasswordHashing?: boolean;
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
