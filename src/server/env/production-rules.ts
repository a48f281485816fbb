import { ConfigError } from './errors.ts';
import type { Env } from './schema.ts';

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

/** What one variable's schema cannot say: what production requires, and variables that go in pairs. */
export function checkRules(e: Env, source: Record<string, string | undefined>) {
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
}
