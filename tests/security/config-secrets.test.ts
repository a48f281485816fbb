import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/env';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-secrets-'));
const SECRET = 'hunter2-Sup3r';

function startupError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('start-up was not refused');
}

describe('a refused start-up never prints a secret', () => {
  it.each([
    ['AUTH_SECRET', { AUTH_SECRET: SECRET }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: SECRET.slice(0, 7) }],
    ['SMTP_URL', { SMTP_URL: `http://mailer:${SECRET}@mail.example.com:587` }],
    ['SMTP_URL', { SMTP_URL: `smtp://mailer:${SECRET}@` }],
    ['REDIS_URL', { REDIS_URL: `http://:${SECRET}@redis.example.com:6379` }],
    ['REDIS_URL', { REDIS_URL: `:${SECRET}@redis.example.com:6379` }],
    ['DATABASE_URL', { DATABASE_URL: `mysql://app:${SECRET}@db.example.com/hola` }],
  ])('%s', (name, env) => {
    const message = startupError(env);
    expect(message).toMatch(new RegExp(`^Invalid ${name}: `));
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(SECRET.slice(0, 7));
  });
});

describe('production', () => {
  it('refuses to start without a mail transport, so links never end up in a log', () => {
    expect(startupError({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toMatch(
      /^Invalid SMTP_URL: required when NODE_ENV=production/,
    );
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example.com:587',
        OPERATOR_NAME: 'Viajes Corea S.L.',
        OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
        OPERATOR_REGISTRATION: 'NIF B12345678',
      }).env,
    ).toBe('production');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, else a hop count or a list of addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 10.0.1.0/24,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      '::1',
    ]);
  });

  it('refuses "true" (every client could choose its own address) and anything that is not an address', () => {
    expect(startupError({ TRUST_PROXY: 'true' })).toMatch(/^Invalid TRUST_PROXY: /);
    expect(startupError({ TRUST_PROXY: '10.0.0.1,proxy.example.com' })).toMatch(/^Invalid TRUST_PROXY: /);
  });
});
