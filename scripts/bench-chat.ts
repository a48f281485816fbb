// npm run bench:chat [-- --pairs 500 --seconds 20 --rate 2 --warmup 2 --pg --ws --cpu-prof <dir> --port 4500]
// Starts the real server as its own process (SQLite, or PostgreSQL + Redis with --pg), gives N pairs of
// users an open conversation and a live stream each, and lets every user send `rate` messages a second
// to their partner for a fixed time, over loopback, after a warm-up that is not counted. Prints sends per second, send-to-delivery latency
// and how many messages were lost or arrived out of order (both must be 0), and the CPU time the server
// spent per send, and with --pg the CPU time of the bench database's PostgreSQL backends and of its own
// redis-server per send. Figures go in docs/performance.md.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { LiveEvent } from '#shared/contracts/events';
import { openDatabase } from '#server/db/index';
import { freePort, startServerProcess } from '#server/test/server-process';
import { backendPids, cpuOfProcesses, cpuSeconds, startRedis } from './bench-chat-procs.ts';

const { values: args } = parseArgs({
  options: {
    pairs: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    rate: { type: 'string', default: '2' },
    // Seconds of the same load before measuring: a server that has just started runs unoptimised code.
    warmup: { type: 'string', default: '2' },
    pg: { type: 'boolean', default: false },
    // Sends over each member's live connection (GET /api/live, a WebSocket; decision record 037), not HTTP.
    ws: { type: 'boolean', default: false },
    // Writes a V8 CPU profile of the server process into this folder (open it in Chrome's DevTools).
    'cpu-prof': { type: 'string' },
    // The server's port (its own redis-server, with --pg, takes the next one); a free one when not given.
    port: { type: 'string' },
  },
});
const PAIRS = Number(args.pairs);
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const WARMUP = Number(args.warmup);
const SECRET = randomBytes(32).toString('base64url');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-bench-chat-'));
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgName = `hola_bench_chat_${process.pid}`;
async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const serverPort = args.port ? Number(args.port) : await freePort();
// A redis-server of the bench's own, so that its CPU is the bench's (the machine's serves other jobs too).
const redis = args.pg ? await startRedis(args.port ? serverPort + 1 : await freePort()) : null;
let databaseUrl = path.join(dataDir, 'app.db');
if (args.pg) {
  await adminQuery(`create database ${pgName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${pgName}`;
  databaseUrl = url.toString();
}
const server = await startServerProcess(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: SECRET,
    // Production needs a mail transport; users are written straight into the database, so no mail goes out.
    SMTP_URL: 'smtp://127.0.0.1:9',
    OPERATOR_NAME: 'Hola Corea bench',
    OPERATOR_ADDRESS: 'bench, not a real address',
    OPERATOR_REGISTRATION: 'none (bench)',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000000',
    // 1,000 streams from one address would pass the limit per address: each user comes from its own.
    TRUST_PROXY: '1',
    ...(args.pg
      ? {
          REDIS_URL: redis?.url ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_PREFIX: `${pgName}:`,
        }
      : {}),
  },
  {
    port: serverPort,
    nodeArgs: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : [],
  },
);
// A failed run must not leave the server, its database or its redis-server behind.
process.once('uncaughtException', (error) => {
  console.error(error);
  void cleanUp().finally(() => process.exit(1));
});
async function cleanUp() {
  await server.stop();
  redis?.stop();
  if (args.pg) await adminQuery(`drop database if exists ${pgName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}

// Users, sessions and conversations go straight into the database: sign-up hashes passwords with scrypt
// on purpose, and that is not what this measures. The cookies are signed as Better Auth signs them.
type Member = { id: string; cookie: string; partner: number; roomId: string; address: string };
const members: Member[] = [];
const handle = openDatabase(
  args.pg ? { dialect: 'postgres', url: databaseUrl } : { dialect: 'sqlite', file: databaseUrl },
);
{
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const users = [];
  const sessions = [];
  for (let i = 0; i < PAIRS * 2; i += 1) {
    const id = randomUUID();
    const token = randomBytes(24).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(token).digest('base64');
    users.push({
      id,
      email: `bench${i}@example.com`,
      email_verified: true,
      nickname: `bench${i}`,
      image: null,
      language: null,
      ban_until: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    });
    sessions.push({
      id: randomUUID(),
      user_id: id,
      token,
      expires_at: expires,
      ip_address: null,
      user_agent: 'bench',
      created_at: now,
      updated_at: now,
    });
    members.push({
      id,
      cookie: `hola.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
      partner: i % 2 === 0 ? i + 1 : i - 1,
      roomId: '',
      address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    });
  }
  const conversations = [];
  const memberRows = [];
  for (let i = 0; i < members.length; i += 2) {
    const [a, b] = [members[i]!, members[i + 1]!];
    const roomId = randomUUID();
    a.roomId = b.roomId = roomId;
    const [low, high] = [a.id, b.id].sort() as [string, string];
    conversations.push({
      id: roomId,
      user_low: low,
      user_high: high,
      last_message_id: null,
      updated_at: now,
      created_at: now,
    });
    memberRows.push(
      { conversation_id: roomId, user_id: a.id, partner_id: b.id, updated_at: now },
      { conversation_id: roomId, user_id: b.id, partner_id: a.id, updated_at: now },
    );
  }
  for (let i = 0; i < users.length; i += 200) {
    await handle.db
      .insertInto('users')
      .values(users.slice(i, i + 200))
      .execute();
    await handle.db
      .insertInto('sessions')
      .values(sessions.slice(i, i + 200))
      .execute();
    await handle.db
      .insertInto('conversations')
      .values(conversations.slice(i / 2, i / 2 + 100))
      .execute();
    await handle.db
      .insertInto('conversation_members')
      .values(memberRows.slice(i, i + 200))
      .execute();
  }
}
await handle.close();

const { port } = new URL(server.baseUrl);
const sendAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const streamAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

// What each receiver expects next from its partner, and when each message was sent.
const sentAt = new Map<string, number>();
const nextSeq = new Array<number>(members.length).fill(0);
const latencies: number[] = [];
let delivered = 0;
let reordered = 0;
let measuring = true;
// Messages sent before this moment (the warm-up) are checked for order but not counted.
let measureFrom = Number.POSITIVE_INFINITY;

function openStream(index: number): Promise<void> {
  const member = members[index]!;
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        agent: streamAgent,
        headers: { cookie: member.cookie, accept: 'text/event-stream', 'x-forwarded-for': member.address },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${index}: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6)) as LiveEvent;
            if (event.type === 'ready') resolve();
            if (event.type !== 'message.created' || event.message.receiverId !== member.id || !measuring) continue;
            const content = event.message.content ?? '';
            const seq = Number(content.slice(content.indexOf('#') + 1));
            if (seq !== nextSeq[index]) reordered += 1;
            nextSeq[index] = seq + 1;
            const started = sentAt.get(content);
            if (started === undefined || started < measureFrom) continue;
            latencies.push(performance.now() - started);
            delivered += 1;
          }
        });
      },
    );
    req.on('error', reject);
  });
}

function post(member: Member, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/conversations/${member.roomId}/messages`,
        agent: sendAgent,
        headers: {
          cookie: member.cookie,
          'x-forwarded-for': member.address,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** A member's live connection, as the app opens it: its sends answered by `ref`. */
type Live = { socket: WebSocket; waiting: Map<number, (status: number) => void>; ref: number };
const lives: Live[] = [];
function openLive(index: number): Promise<void> {
  const member = members[index]!;
  // Node's WebSocket takes headers (a browser sends the cookie by itself).
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
    headers: { cookie: member.cookie, 'x-forwarded-for': member.address },
  } as never);
  const live: Live = { socket, waiting: new Map(), ref: 0 };
  lives[index] = live;
  socket.addEventListener('message', (event) => {
    const { ref, status } = JSON.parse(String(event.data)) as { ref: number; status: number };
    live.waiting.get(ref)?.(status);
    live.waiting.delete(ref);
  });
  socket.addEventListener('close', () => {
    for (const resolve of live.waiting.values()) resolve(0);
    live.waiting.clear();
  });
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`live connection ${index} refused`)), { once: true });
  });
}
function sendLive(index: number, member: Member, body: string): Promise<number> {
  const live = lives[index]!;
  live.ref += 1;
  const ref = live.ref;
  return new Promise((resolve) => {
    live.waiting.set(ref, resolve);
    live.socket.send(`{"op":"send","ref":${ref},"conversationId":"${member.roomId}",${body.slice(1)}`);
  });
}

for (let i = 0; i < members.length; i += 100) {
  await Promise.all(members.slice(i, i + 100).map((_, j) => openStream(i + j)));
  if (args.ws) await Promise.all(members.slice(i, i + 100).map((_, j) => openLive(i + j)));
}

// Linux's CPU pressure: the share of time some task waited for a core (ours included). High values mean
// the figures were taken on a busy machine.
function cpuWaitSeconds(): number {
  try {
    return Number(/some .*total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))![1]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

let sent = 0;
let failed = 0;
const deadline = performance.now() + (WARMUP + SECONDS) * 1000;
const interval = 1000 / RATE;
// Each user sends on its own schedule (spread over the first interval), one message at a time, in order.
async function chat(index: number) {
  const member = members[index]!;
  let seq = 0;
  let due = performance.now() + Math.random() * interval;
  while (due < deadline) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const content = `u${index}#${seq}`;
    const at = performance.now();
    sentAt.set(content, at);
    // As the app does: an id per message, so a retried send is stored once.
    const body = JSON.stringify({ text: content, clientId: randomUUID() });
    const status = await (args.ws ? sendLive(index, member, body) : post(member, body));
    const counts = at >= measureFrom;
    if (status === 201) {
      if (counts) sent += 1;
      seq += 1;
    } else {
      if (counts) failed += 1;
      sentAt.delete(content);
    }
    due += interval;
  }
}
// The generator's own delays count in every latency it measures: they are printed with the figures.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
let serverCpuBefore = 0;
const postgresCpu = cpuOfProcesses(async () => (args.pg ? backendPids(adminUrl, pgName) : []));
const redisCpu = cpuOfProcesses(async () => (redis ? [redis.pid] : []));
let benchCpuBefore = process.cpuUsage();
let cpuWaitBefore = 0;
function startMeasuring() {
  measureFrom = performance.now();
  serverCpuBefore = cpuSeconds(server.pid);
  void postgresCpu.start();
  void redisCpu.start();
  benchCpuBefore = process.cpuUsage();
  cpuWaitBefore = cpuWaitSeconds();
  loopDelay.enable();
}
const warm = setTimeout(startMeasuring, WARMUP * 1000);
await Promise.all(members.map((_, i) => chat(i)));
clearTimeout(warm);
const elapsed = (performance.now() - measureFrom) / 1000;
const serverCpu = cpuSeconds(server.pid) - serverCpuBefore;
const databaseCpu = await postgresCpu.read();
const redisCpuUsed = await redisCpu.read();
const benchCpu = process.cpuUsage(benchCpuBefore);
const cpuWait = cpuWaitSeconds() - cpuWaitBefore;
loopDelay.disable();
// Let the last deliveries arrive before counting what was lost.
const settleUntil = performance.now() + 5000;
while (delivered < sent && performance.now() < settleUntil) await new Promise((r) => setTimeout(r, 50));
measuring = false;

latencies.sort((x, y) => x - y);
const pct = (p: number) =>
  latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1)
    : '-';
console.log(
  `engine: ${args.pg ? 'PostgreSQL + Redis' : 'SQLite, in-process bus'} · sends over ${args.ws ? 'the live WebSocket' : 'HTTP'} · ${PAIRS} pairs (${members.length} live streams) · ${RATE} msg/s per user (${PAIRS * 2 * RATE} sends/s offered) · ${WARMUP} s warm-up, then ${SECONDS} s measured · ${os.cpus().length} cores`,
);
console.log('| pairs | sends/s | delivered/s | p50 ms | p95 ms | p99 ms | lost | reordered | failed sends |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${PAIRS} | ${Math.round(sent / elapsed)} | ${Math.round(delivered / elapsed)} | ${pct(50)} | ${pct(95)} | ${pct(99)} | ${sent - delivered} | ${reordered} | ${failed} |`,
);

console.log(
  `server CPU ${((serverCpu / elapsed) * 100).toFixed(0)} % of a core, ${((serverCpu * 1000) / Math.max(1, sent)).toFixed(3)} ms a send · load generator CPU ${(((benchCpu.user + benchCpu.system) / 1e6 / elapsed) * 100).toFixed(0)} % of a core (event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms) · CPU pressure ${((cpuWait / elapsed) * 100).toFixed(0)} %`,
);

if (args.pg) {
  const perSend = (seconds: number) => ((seconds * 1000) / Math.max(1, sent)).toFixed(3);
  console.log(
    `PostgreSQL backends CPU ${((databaseCpu / elapsed) * 100).toFixed(0)} % of a core, ${perSend(databaseCpu)} ms a send · ` +
      (redis
        ? `redis-server (the bench's own) CPU ${((redisCpuUsed / elapsed) * 100).toFixed(0)} % of a core, ${perSend(redisCpuUsed)} ms a send`
        : 'Redis CPU not measured (no redis-server of its own: the shared one serves other jobs)'),
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

sendAgent.destroy();
streamAgent.destroy();
for (const live of lives) live.socket.close();
await cleanUp();
process.exit(sent === delivered && reordered === 0 ? 0 : 1);
