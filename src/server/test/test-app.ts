import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/index';
import type { Config } from '#server/env';
import { authenticator } from './totp.ts';

type TestAppOptions = {
  admin?: { email: string; password: string };
  rateLimitScale?: number;
  env?: Config['env'];
  trustProxy?: Config['trustProxy'];
  sseHeartbeatMs?: number;
  /** Rate-limit counters (and the event bus) in TEST_REDIS_URL's Redis when it is set. */
  redis?: boolean;
  smtpUrl?: string;
  /** Notification delivery (decision record 020): how long a minute of delay lasts, the daily mail cap, job polling, digest sweeps. */
  notificationMinuteMs?: number;
  mailDailyCap?: number;
  jobPollMs?: number;
  digestSweepEveryMs?: number;
  /** The resolver push endpoints are checked and reached with (the outside world's DNS), and the local push service's origin. */
  pushLookup?: Config['pushLookup'];
  trustedPushOrigins?: string[];
  streamsPerAccount?: number;
  streamsPerAddress?: number;
  mailsPerRecipientHour?: number;
  /** Photo files: a folder in the test's data dir unless a test names an S3 bucket. */
  photoStorage?: Config['photoStorage'];
  httpTimeouts?: Config['httpTimeouts'];
  metricsAllow?: string[];
};

/** A fresh, empty database: SQLite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase() {
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
  return {
    dataDir,
    database,
    async drop() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh server on a fresh database (see createTestDatabase). */
export async function createTestApp(options: TestAppOptions = {}) {
  const { dataDir, database, drop } = await createTestDatabase();

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
    smtpUrl: options.smtpUrl,
    notificationMinuteMs: options.notificationMinuteMs,
    mailDailyCap: options.mailDailyCap,
    jobPollMs: options.jobPollMs ?? 250,
    digestSweepEveryMs: options.digestSweepEveryMs,
    pushLookup: options.pushLookup,
    trustedPushOrigins: options.trustedPushOrigins,
    streamsPerAccount: options.streamsPerAccount,
    streamsPerAddress: options.streamsPerAddress,
    mailsPerRecipientHour: options.mailsPerRecipientHour,
    httpTimeouts: options.httpTimeouts,
    metricsAllow: options.metricsAllow,
    operator: { name: 'Hola Corea Test Operator', privacyContact: 'privacy@example.com' },
    photoStorage: options.photoStorage ?? { kind: 'disk', dir: path.join(dataDir, 'photos') },
    testPasswordHashing: true,
  };
  const app = await buildApp(config);
  if (options.admin) await enrolTwoFactor(app, options.admin);
  // A second handle on the same database, for arranging state no API offers (a ban) and for checking rows.
  const handle = openDatabase(config.database);
  return {
    app,
    config,
    db: handle.db,
    async close() {
      await handle.close();
      await app.close();
      await drop();
    },
  };
}

/** The authenticator app of every account a test enrolled in two-factor sign-in, by e-mail. */
const authenticators = new Map<string, ReturnType<typeof authenticator>>();

/** The next code the account's authenticator app gives (see authenticator). */
export async function totpCode(email: string): Promise<string> {
  const app = authenticators.get(email);
  if (!app) throw new Error(`${email} has no two-factor secret in this test`);
  return app.code();
}

/** Turns on two-factor sign-in through the API, as an admin does at first sign-in; the agent keeps its session. */
export async function enrolTwoFactor(
  app: FastifyInstance,
  account: { email: string; password: string },
  agent = createAgent(app),
) {
  const signIn = await agent.post('/api/auth/sign-in', account);
  if (signIn.statusCode !== 200 || !signIn.json().user)
    throw new Error(`sign-in before enrolment failed: ${signIn.statusCode} ${signIn.body}`);
  const enable = await agent.post('/api/auth/two-factor/enable', { password: account.password });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.body}`);
  const { secret, recoveryCodes } = enable.json() as { secret: string; recoveryCodes: string[] };
  // A test may use the first two recovery codes itself; the helpers spend the others from the end.
  authenticators.set(account.email, authenticator(secret, recoveryCodes.slice(2)));
  const confirm = await agent.post('/api/auth/two-factor/confirm', { code: await totpCode(account.email) });
  if (confirm.statusCode !== 200) throw new Error(`two-factor confirm failed: ${confirm.body}`);
  return { agent, secret, recoveryCodes };
}

/**
 * Keeps the cookies a browser would keep, for a sequence of inject() calls. A password sign-in of an
 * account enrolled by enrolTwoFactor answers the code step too, like its owner with the app.
 */
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
  const post = async (url: string, body?: unknown) => {
    const res = await request('POST', url, body);
    const email = (body as { email?: string } | undefined)?.email;
    if (
      url !== '/api/auth/sign-in' ||
      res.statusCode !== 200 ||
      !res.json().twoFactorRequired ||
      !email ||
      !authenticators.has(email)
    )
      return res;
    return request('POST', '/api/auth/two-factor/verify', await authenticators.get(email)!.secondStep());
  };
  return {
    get: (url: string) => request('GET', url),
    post,
    patch: (url: string, body?: unknown) => request('PATCH', url, body),
    put: (url: string, body?: unknown) => request('PUT', url, body),
    delete: (url: string) => request('DELETE', url),
    cookie: cookieHeader,
  };
}

type OutboxMail = { to: string; link: string | null; subject: string; text: string };

export async function latestMailTo(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const mails = res.json().mails as OutboxMail[];
  return mails.find((m) => m.to === email) ?? null;
}

/** Mails go out after the answer (so its timing tells nothing): waits up to 5 s for a matching one. */
export async function waitForMail(
  app: FastifyInstance,
  email: string,
  test: (mail: OutboxMail) => boolean = () => true,
) {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const mail = (res.json().mails as OutboxMail[]).find((m) => m.to === email && test(m));
    if (mail) return mail;
  }
  throw new Error(`no matching mail to ${email} within 5 s`);
}

export function tokenFromLink(link: string | null | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in link ${link}`);
  return token;
}

let counter = 0;
/** Signs up (and, unless told otherwise, verifies) a user; returns an agent holding their session. */
export async function signUpUser(
  app: FastifyInstance,
  opts: { verified?: boolean; nickname?: string; remoteAddress?: string } = {},
) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const email = `user${tag}@example.com`;
  const nickname = opts.nickname ?? `user${tag}`.slice(0, 20);
  const password = 'correct horse battery';
  const agent = createAgent(app, { remoteAddress: opts.remoteAddress });
  const res = await agent.post('/api/auth/sign-up', { email, password, nickname, acceptTerms: true });
  if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  if (opts.verified !== false) {
    // The mail is counted against its recipient's hourly cap first (in Redis when configured): wait for it.
    const mail = await waitForMail(app, email, (m) => Boolean(m.link));
    const verify = await agent.post('/api/auth/verify-email', { token: tokenFromLink(mail.link) });
    if (verify.statusCode !== 204) throw new Error(`verify failed: ${verify.body}`);
  }
  const signIn = await agent.post('/api/auth/sign-in', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { agent, email, password, nickname, id: signIn.json().user.id as string };
}
