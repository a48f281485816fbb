// npm run bench [-- --pg]: starts the real server in-process on a fresh database and measures
// the routes every page view hits, over loopback with autocannon. Figures go in the README.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '#server/app';
import type { Config } from '#server/env';

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
  return { database: { dialect: 'postgres', url: url.toString() }, drop: () => run(`drop database if exists ${name} with (force)`) };
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
  rateLimitScale: 1_000_000,
  logLevel: 'silent',
  clientDir: path.join(dataDir, 'none'),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const signUp = await fetch(`${address}/api/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', nickname: 'bench', acceptTerms: true }),
});
const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

type Case = { name: string; opts: autocannon.Options };
const cases: Case[] = [
  { name: 'GET /api/health', opts: { url: `${address}/api/health` } },
  { name: 'GET /api/me (visitor)', opts: { url: `${address}/api/me` } },
  { name: 'GET /api/me (signed in)', opts: { url: `${address}/api/me`, headers: { cookie } } },
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

console.log(`engine: ${usePg ? 'PostgreSQL' : 'SQLite'} · ${CONNECTIONS} connections · ${DURATION_S} s per route · ${os.cpus().length} cores`);
console.log('| route | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const c of cases) {
  const result = await autocannon({ ...c.opts, connections: CONNECTIONS, duration: DURATION_S });
  const errors = result.errors + result.non2xx;
  console.log(`| ${c.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
}

await app.close();
await drop();
rmSync(dataDir, { recursive: true, force: true });
