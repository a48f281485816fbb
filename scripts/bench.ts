// npm run bench [-- --pg]: starts the real server in-process on a fresh database, fills it with 100,000
// users, 100,000 posts and 1,000,000 messages, and measures the routes every page view and every admin
// screen hits over loopback with autocannon. Figures go in docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '#server/app';
import { enrolTwoFactor } from '#server/test/test-app';
import type { Config } from '#server/env';
import { RARE, seedBenchData } from './bench-seed.ts';

const usePg = process.argv.includes('--pg');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function database(): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  if (!usePg) return { database: { dialect: 'sqlite', file: path.join(dataDir, 'bench.db') }, drop: async () => {} };
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hola_bench_${process.pid}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: url.toString() },
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-bench-'));
const { database: db, drop } = await database();
const app = await buildApp({
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  publicUrl: 'http://127.0.0.1',
  dataDir,
  database: db,
  redisPrefix: 'hola-bench:',
  mailFrom: 'bench@holacorea.app',
  authSecret: 'bench-secret-bench-secret-bench-secret-00',
  admin: { email: 'admin@bench.test', password: 'bench-admin-password' },
  trustProxy: false,
  rateLimitScale: 1_000_000,
  logLevel: 'silent',
  clientDir: path.join(dataDir, 'none'),
  operator: { name: 'Hola Corea', privacyContact: 'hello@holacorea.app' },
  photoStorage: { kind: 'disk', dir: path.join(dataDir, 'photos') },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const BENCH_USER = { email: 'bench@example.com', password: 'bench-lantern-harbour' };
await fetch(`${address}/api/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ...BENCH_USER, nickname: 'bench', acceptTerms: true }),
});
// Sign-up signs nobody in.
const signIn = await fetch(`${address}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(BENCH_USER),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const authorId = ((await signIn.json()) as { user: { id: string } }).user.id;

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const started = Date.now();
await seedBenchData(db, { authorId, users: USERS, posts: POSTS, messages: MESSAGES });
console.log(
  `seeded ${USERS.toLocaleString('en')} users, ${POSTS.toLocaleString('en')} posts, ${MESSAGES.toLocaleString('en')} messages in ${Math.round((Date.now() - started) / 1000)} s`,
);
// Admin tools need two-factor sign-in: the admin enrols as at a first sign-in and keeps that session.
const adminCookie = (
  await enrolTwoFactor(app, { email: 'admin@bench.test', password: 'bench-admin-password' })
).agent.cookie();
// A moderation team is a handful of people: the admin screens are loaded with 5 connections.
const ADMIN_CONNECTIONS = 5;
const asAdmin = (url: string) => ({
  url: `${address}/api/admin${url}`,
  headers: { cookie: adminCookie },
  connections: ADMIN_CONNECTIONS,
});
const board = 'free';
const page = (query: string) => `${address}/api/boards/${board}/posts${query}`;
const firstPage = (await (await fetch(page(''))).json()) as { posts: { id: number }[] };
const postId = firstPage.posts[0]!.id;
const deepCursor = String(postId - Math.floor(POSTS / 2));

type Case = { name: string; opts: autocannon.Options };
const cases: Case[] = [
  { name: 'GET /api/health', opts: { url: `${address}/api/health` } },
  { name: 'GET /api/me (visitor)', opts: { url: `${address}/api/me` } },
  { name: 'GET /api/me (signed in)', opts: { url: `${address}/api/me`, headers: { cookie } } },
  { name: 'GET /api/boards (counts, latest post)', opts: { url: `${address}/api/boards` } },
  { name: 'GET /api/community/highlights', opts: { url: `${address}/api/community/highlights` } },
  { name: 'board, newest, first page', opts: { url: page('') } },
  { name: 'board, newest, page at 50,000', opts: { url: page(`?cursor=${deepCursor}`) } },
  { name: 'board, most liked', opts: { url: page('?sort=likes') } },
  { name: 'board, most commented', opts: { url: page('?sort=comments') } },
  { name: 'search, common word ("subway")', opts: { url: page('?q=subway') } },
  { name: 'search, rare word (10 posts)', opts: { url: page(`?q=${RARE}`) } },
  { name: 'search, two Korean syllables ("충전")', opts: { url: page(`?q=${encodeURIComponent('충전')}`) } },
  { name: 'GET /api/posts/:id', opts: { url: `${address}/api/posts/${postId}` } },
  { name: 'GET /api/posts/:id/comments', opts: { url: `${address}/api/posts/${postId}/comments` } },
  { name: 'admin: dashboard (totals, 30 days)', opts: asAdmin('/dashboard') },
  { name: 'admin: users, first page', opts: asAdmin('/users') },
  { name: 'admin: users, page 2,000', opts: asAdmin('/users?page=2000') },
  { name: 'admin: users, search "traveller4242"', opts: asAdmin('/users?q=traveller4242') },
  { name: 'admin: users, banned now', opts: asAdmin('/users?banned=true') },
  { name: 'admin: reports queue', opts: asAdmin('/reports') },
  { name: 'admin: audit log', opts: asAdmin('/audit') },
  {
    name: 'POST /api/auth/sign-in (scrypt)',
    opts: {
      url: `${address}/api/auth/sign-in`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    },
  },
];

console.log(
  `engine: ${usePg ? 'PostgreSQL' : 'SQLite'} · ${POSTS.toLocaleString('en')} posts · ${CONNECTIONS} connections (admin screens ${ADMIN_CONNECTIONS}) · ${DURATION_S} s per route · ${os.cpus().length} cores`,
);
console.log('| route | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
// BENCH_ONLY="/api/me,sign-in" measures only the routes whose name contains one of these.
const only = process.env.BENCH_ONLY?.split(',');
for (const c of cases.filter((c) => !only || only.some((part) => c.name.includes(part)))) {
  const result = await autocannon({ connections: CONNECTIONS, ...c.opts, duration: DURATION_S });
  const errors = result.errors + result.non2xx;
  console.log(
    `| ${c.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
  );
  // Requests still queued from this route must not be counted against the next one.
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

await app.close();
await drop();
rmSync(dataDir, { recursive: true, force: true });
