import { isIP } from 'node:net';
import type { Config } from './config.ts';
import path from 'node:path';
import { ConfigError, printable } from './errors.ts';

const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY: unset or "false" trusts nobody; a number is a hop count; otherwise a comma-separated list of addresses or CIDR ranges. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
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
export function parseMetricsAllow(value: string | undefined): string[] {
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

/** DATABASE_URL: a postgres:// URL, or a SQLite file (DATA_DIR/app.db when unset). */
export function databaseOf(url: string | undefined, dataDir: string): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url };
  if (url && /^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new ConfigError(
      `Invalid DATABASE_URL: expected a postgres:// URL or a SQLite file path (got ${printable('DATABASE_URL', url)})`,
    );
  }
  return { dialect: 'sqlite', file: url ? path.resolve(url) : path.join(dataDir, 'app.db') };
}
