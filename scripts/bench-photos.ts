/**
 * `npm run bench:photos`: the upload pipeline on this machine (decision record 032). A real server process
 * (SQLite, photos on disk) takes phone photos over HTTP, a few at a time: sniffing, sharp re-encoding into
 * WebP + JPEG widths, ThumbHash, storage, the row. Meanwhile GET /api/health is asked every 50 ms: the
 * server must keep answering while it encodes. Prints photos processed per second, upload p50/p95,
 * /api/health p95/max, and the server's peak memory (VmHWM).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startServerProcess } from '#server/test/server-process';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 24);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

/** A photo as a phone takes it (grain over the scene, so the encoders work as on a real picture), as JPEG. */
function phonePhoto(width: number, height: number, seed: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + (seed % 4) * 10, sigma: 14 },
    },
  })
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toBuffer();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** The server process's peak resident memory so far. */
const peakMemory = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

const server = await startServerProcess({ RATE_LIMIT_SCALE: '1000000', LOG_LEVEL: 'error' });
const base = server.baseUrl;

async function signUp() {
  const user = { email: 'bench-photos@example.com', password: 'bench-lantern-harbour', nickname: 'benchphotos' };
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await post('/api/auth/sign-up', { ...user, acceptTerms: true });
  const mail = (await server.outbox()).find((m) => m.to === user.email)!;
  await post('/api/auth/verify-email', { token: new URL(mail.link!).searchParams.get('token') });
  const signIn = await post('/api/auth/sign-in', { email: user.email, password: user.password });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function run(cookie: string, label: string, width: number, height: number) {
  const inputs = await Promise.all(Array.from({ length: 4 }, (_, i) => phonePhoto(width, height, i)));
  const health: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();

  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PHOTOS) {
        const input = inputs[next % inputs.length]!;
        next += 1;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/photos`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', cookie },
          body: input,
        });
        if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  probing = false;
  await probe;
  console.log(
    [
      `${label}: ${PHOTOS} JPEGs of ${width}×${height} (about ${mb(inputs[0]!.length)}), ${CONCURRENCY} at a time`,
      `  processed: ${(PHOTOS / seconds).toFixed(2)} photos/s`,
      `  upload latency: p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms`,
      `  GET /api/health meanwhile (${health.length} calls): p50 ${Math.round(percentile(health, 50))} ms, p95 ${Math.round(percentile(health, 95))} ms, max ${Math.round(Math.max(...health))} ms`,
      `  server peak memory (VmHWM) so far: ${mb(peakMemory(server.pid))}`,
    ].join('\n'),
  );
}

try {
  const cookie = await signUp();
  console.log(`server idle: ${mb(peakMemory(server.pid))} peak memory`);
  // What the browser sends after shrinking (long side 2,048), then photos straight from a 12 MP camera.
  await run(cookie, 'shrunk in the browser', 2048, 1536);
  await run(cookie, 'straight from the camera', 4032, 3024);
} finally {
  await server.stop();
}
