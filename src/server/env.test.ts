import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-env-'));

describe('configuration', () => {
  it('defaults to SQLite in DATA_DIR on port 3000 and keeps a generated secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('names the operator and the privacy contact, and runs the retention job daily', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).operator).toEqual({
      name: 'Hola Corea',
      privacyContact: 'hello@holacorea.app',
      address: undefined,
      registration: undefined,
      euRepresentative: undefined,
      mailProcessor: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      OPERATOR_NAME: 'Viajes Corea S.L.',
      PRIVACY_CONTACT: 'privacidad@example.com',
    });
    expect(config.operator).toMatchObject({ name: 'Viajes Corea S.L.', privacyContact: 'privacidad@example.com' });
    expect(config.retentionEveryMs).toBe(24 * 60 * 60 * 1000);
  });

  const production = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    AUTH_SECRET: 'a'.repeat(32),
    SMTP_URL: 'smtp://mail.example.com:587',
    OPERATOR_NAME: 'Viajes Corea S.L.',
    OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid, España',
    OPERATOR_REGISTRATION: 'NIF B12345678',
  };

  it('in production the operator is a legal person: name, address and registration number must be set', () => {
    for (const name of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_REGISTRATION'] as const) {
      expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(
        new RegExp(`^Invalid ${name}: required when NODE_ENV=production`),
      );
      expect(() => loadConfig({ ...production, [name]: '' })).toThrow(new RegExp(`^Invalid ${name}:`));
    }
    expect(loadConfig(production).operator).toMatchObject({
      name: 'Viajes Corea S.L.',
      address: 'Calle Mayor 1, 28013 Madrid, España',
      registration: 'NIF B12345678',
      euRepresentative: undefined,
    });
  });

  it('names the EU representative when set, and the mail processor only when SMTP_URL sends mail', () => {
    const withBoth = {
      ...production,
      OPERATOR_EU_REPRESENTATIVE: 'Rep GmbH, Berlin',
      MAIL_PROCESSOR: 'Mailer Inc., USA',
    };
    expect(loadConfig(withBoth).operator).toMatchObject({
      euRepresentative: 'Rep GmbH, Berlin',
      mailProcessor: 'Mailer Inc., USA',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, MAIL_PROCESSOR: 'Mailer Inc., USA' }).operator.mailProcessor,
    ).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '' }).database.dialect).toBe('sqlite');
  });

  it('trusts a local push service only in a test server (NODE_ENV=test)', () => {
    const origins = 'http://127.0.0.1:4100,http://127.0.0.1:4101';
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', TEST_PUSH_ORIGINS: origins }).trustedPushOrigins).toEqual([
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4101',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir, TEST_PUSH_ORIGINS: origins }).trustedPushOrigins).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', TEST_PUSH_ORIGINS: '127.0.0.1:4100' })).toThrow(
      /^Invalid TEST_PUSH_ORIGINS:/,
    );
  });

  it('uses PostgreSQL for a postgres URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1:5432/hola' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://127.0.0.1:5432/hola' });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT:/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /^Invalid DATABASE_URL:/],
    [{ REDIS_URL: 'localhost:6379' }, /^Invalid REDIS_URL:/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL:/],
    [{ NODE_ENV: 'production' }, /^Invalid AUTH_SECRET:/],
    [{ ADMIN_EMAIL: 'boss@example.com' }, /^Invalid ADMIN_PASSWORD:/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid PUBLIC_URL:/],
    [{ OPERATOR_NAME: 'x' }, /^Invalid OPERATOR_NAME:/],
    [{ PRIVACY_CONTACT: 'x' }, /^Invalid PRIVACY_CONTACT:/],
    [{ OPERATOR_ADDRESS: 'x' }, /^Invalid OPERATOR_ADDRESS:/],
    [{ MAIL_PROCESSOR: 'x' }, /^Invalid MAIL_PROCESSOR:/],
  ])('stops with one line naming the variable: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('takes the operations settings: job lease, HTTP limits and who may read /metrics', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.jobLeaseMs).toBe(300_000);
    expect(config.metricsAllow).toEqual([]);
    const set = loadConfig({
      DATA_DIR: dataDir,
      JOB_LEASE_SECONDS: '30',
      METRICS_ALLOW: '10.0.0.5, 10.1.0.0/16,fd00::/8',
    });
    expect(set.jobLeaseMs).toBe(30_000);
    expect(set.metricsAllow).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    for (const bad of ['everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'fd00::/129']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_ALLOW: bad }), bad).toThrow(/^Invalid METRICS_ALLOW/);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, JOB_LEASE_SECONDS: '1' })).toThrow(/^Invalid JOB_LEASE_SECONDS/);
  });
});
