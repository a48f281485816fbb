import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/index';
import type { Config } from '#server/env';

type TestAppOptions = {
  admin?: { email: string; password: string };
  rateLimitScale?: number;
  env?: Config['env'];
  trustProxy?: Config['trustProxy'];
  sseHeartbeatMs?: number;
  /** Rate-limit counters (and the event bus) in TEST_REDIS_URL's Redis when it is set. */
  redis?: boolean;
};

/** A fresh server on a fresh database: SQLite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-test-'));
  let database: Config['database'] = { dialect: 'sqlite', file: path.join(dataDir, 'app.db') };
  let dropDatabase = async () => {};

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `hola_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = { dialect: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }

  const config: Config = {
    env: options.env ?? 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    dataDir,
    database,
    redisUrl: options.redis ? process.env.TEST_REDIS_URL : undefined,
    redisPrefix: `hola-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`,
    mailFrom: 'Hola Corea <test@holacorea.app>',
    authSecret: 'test-secret-test-secret-test-secret-0123',
    admin: options.admin,
    trustProxy: options.trustProxy ?? false,
    rateLimitScale: options.rateLimitScale ?? 100,
    logLevel: 'silent',
    clientDir: path.join(dataDir, 'no-client'),
    sseHeartbeatMs: options.sseHeartbeatMs,
    operator: { name: 'Hola Corea Test Operator', privacyContact: 'privacy@example.com' },
  };
  const app = await buildApp(config);
  // A second handle on the same database, for arranging state no API offers (a ban) and for checking rows.
  const handle = openDatabase(config.database);
  return {
    app,
    config,
    db: handle.db,
    async close() {
      await handle.close();
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Keeps the cookies a browser would keep, for a sequence of inject() calls. */
export function createAgent(app: FastifyInstance, opts: { remoteAddress?: string } = {}) {
  const jar = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const request = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    remember(
      await app.inject({
        method,
        url,
        payload: payload as never,
        headers: jar.size ? { cookie: cookieHeader() } : {},
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      }),
    );
  return {
    get: (url: string) => request('GET', url),
    post: (url: string, body?: unknown) => request('POST', url, body),
    patch: (url: string, body?: unknown) => request('PATCH', url, body),
    put: (url: string, body?: unknown) => request('PUT', url, body),
    delete: (url: string) => request('DELETE', url),
    cookie: cookieHeader,
  };
}

export async function latestMailTo(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const mails = res.json().mails as { to: string; link: string | null; subject: string; text: string }[];
  return mails.find((m) => m.to === email) ?? null;
}

export function tokenFromLink(link: string | null | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in link ${link}`);
  return token;
}

let counter = 0;
/** Signs up (and, unless told otherwise, verifies) a user; returns an agent holding their session. */
export async function signUpUser(app: FastifyInstance, opts: { verified?: boolean; nickname?: string; remoteAddress?: string } = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const email = `user${tag}@example.com`;
  const nickname = opts.nickname ?? `user${tag}`.slice(0, 20);
  const password = 'correct horse battery';
  const agent = createAgent(app, { remoteAddress: opts.remoteAddress });
  const res = await agent.post('/api/auth/sign-up', { email, password, nickname, acceptTerms: true });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  if (opts.verified !== false) {
    const mail = await latestMailTo(app, email);
    const verify = await agent.post('/api/auth/verify-email', { token: tokenFromLink(mail?.link) });
    if (verify.statusCode !== 204) throw new Error(`verify failed: ${verify.body}`);
  }
  return { agent, email, password, nickname, id: res.json().user.id as string };
}
