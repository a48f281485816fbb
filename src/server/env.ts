import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './env/config.ts';
import { ConfigError, printable } from './env/errors.ts';
import { databaseOf, parseMetricsAllow, parseTrustProxy } from './env/parsers.ts';
import { checkRules } from './env/production-rules.ts';
import { EnvSchema } from './env/schema.ts';

/** The environment, parsed once (docs/deploy.md): the variables in env/schema.ts, the rules across them in env/production-rules.ts. */
export type { Config, Operator, PhotoStorageConfig } from './env/config.ts';
export { siteInfoOf } from './env/config.ts';
export { ConfigError, redactUrl, StartupError } from './env/errors.ts';

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
  checkRules(e, source);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  const database = databaseOf(e.DATABASE_URL, dataDir);

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
    jobRetryScale: e.JOB_RETRY_SCALE,
    metricsAllow: parseMetricsAllow(e.METRICS_ALLOW),
    httpTimeouts: { requestMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000, keepAliveMs: e.HTTP_KEEP_ALIVE_SECONDS * 1000 },
  };
}
