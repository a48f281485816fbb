// npm run bench [-- --pg]: starts the real server in-process on a fresh database, fills the community
// with 100,000 posts, and measures the routes every page view hits over loopback with autocannon.
// Figures go in the README.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/index';
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
const authorId = ((await signUp.json()) as { user: { id: string } }).user.id;

// 100,000 posts over a year, in every language the app serves; a few carry a rare word to search for.
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const SENTENCES = [
  'How do I get from Incheon Airport to Myeongdong by subway?',
  'The AREX express train takes 43 minutes to Seoul Station.',
  'T-money cards work on buses, the subway and most taxis.',
  '¿Dónde puedo cambiar dinero cerca de la estación de Seúl?',
  'En Busan el metro es barato y muy fácil de usar.',
  'Recomiendo probar el bibimbap en Jeonju, es delicioso.',
  '서울역에서 공항철도를 타면 인천공항까지 한 시간이 안 걸려요.',
  '제주도에서는 렌터카나 버스를 이용하는 게 편해요.',
  '편의점에서 교통카드를 충전할 수 있어요.',
  'Looking for a hiking buddy for Bukhansan this Saturday.',
  'Is the jjimjilbang in Dongdaemun open all night?',
  'Naver Map gives walking directions; Google Maps does not.',
];
const RARE = 'Gwangjangmarketbindaetteok';
{
  const handle = openDatabase(db);
  const boards = await handle.db.selectFrom('boards').select(['id']).execute();
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const batch = 500;
  for (let i = 0; i < POSTS; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(POSTS, i + batch); j += 1) {
      const pick = (k: number) => SENTENCES[(j * 7 + k * 13) % SENTENCES.length]!;
      rows.push({
        board_id: boards[j % boards.length]!.id,
        author_id: authorId,
        title: `${pick(0).slice(0, 60)} #${j}`,
        body: [pick(1), pick(2), pick(3), j % 10_000 === 0 ? RARE : ''].join('\n'),
        like_count: (j * 31) % 97,
        comment_count: (j * 17) % 23,
        view_count: (j * 13) % 500,
        created_at: new Date(start + (j / POSTS) * 365 * 24 * 3600 * 1000).toISOString(),
      });
    }
    await handle.db.insertInto('posts').values(rows).execute();
  }
  for (const board of boards) {
    const { n } = await handle.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).where('board_id', '=', board.id).executeTakeFirstOrThrow();
    await handle.db.updateTable('boards').set({ post_count: Number(n) }).where('id', '=', board.id).execute();
  }
  // A live PostgreSQL has planner statistics (autovacuum keeps them); a bulk load has none until analyzed.
  if (usePg) await sql`analyze`.execute(handle.db);
  await handle.close();
}
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

console.log(`engine: ${usePg ? 'PostgreSQL' : 'SQLite'} · ${POSTS.toLocaleString('en')} posts · ${CONNECTIONS} connections · ${DURATION_S} s per route · ${os.cpus().length} cores`);
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
