import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/env';
import { openEventStream } from '#server/test/event-stream';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { DEFAULT_HTTP_TIMEOUTS } from './http-timeouts.ts';

// Short limits here; the defaults (10 s for headers, 60 s for a request) are checked below.
const HEADERS_MS = 800;
const REQUEST_MS = 1500;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({
    sseHeartbeatMs: 300,
    httpTimeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS, checkEveryMs: 100 },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await ctx?.close();
});

/** A raw client writing `first`, then one of `drip` every 200 ms; resolves with what it read and when the server closed. */
function slowClient(first: string, drip: string) {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  socket.write(first);
  const timer = setInterval(() => socket.writable && socket.write(drip), 200);
  return new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, afterMs: Date.now() - started });
    }),
  ).finally(() => socket.destroy());
}

describe('slow clients', () => {
  it('cuts off a client that sends its headers a byte at a time (slowloris) with 408', async () => {
    const { received, afterMs } = await slowClient('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(afterMs).toBeLessThan(HEADERS_MS + 1500);
  });

  it('cuts off a client that never sends anything', async () => {
    const { afterMs } = await slowClient('', '');
    expect(afterMs).toBeLessThan(HEADERS_MS + 1500);
  });

  it('cuts off a body sent a byte at a time once the request takes too long', async () => {
    const head =
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{';
    const { received, afterMs } = await slowClient(head, ' ');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(afterMs).toBeLessThan(REQUEST_MS + 1500);
  });

  it('keeps a live stream open past the request timeout', async () => {
    const user = await signUpUser(ctx.app);
    const stream = await openEventStream(`http://127.0.0.1:${port}`, user.agent.cookie());
    let ended = false;
    void stream.ended.then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + 1000));
    expect(ended).toBe(false);
    stream.close();
  });

  it('uses bounded limits by default, configurable from the environment', () => {
    expect(ctx.app.server.headersTimeout).toBe(HEADERS_MS);
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 60_000,
      keepAliveMs: 65_000,
      checkEveryMs: 1_000,
    });
    const config = loadConfig({
      DATA_DIR: ctx.config.dataDir,
      HTTP_REQUEST_TIMEOUT_SECONDS: '120',
      HTTP_KEEP_ALIVE_SECONDS: '75',
    });
    expect(config.httpTimeouts).toEqual({ requestMs: 120_000, keepAliveMs: 75_000 });
    expect(() => loadConfig({ DATA_DIR: ctx.config.dataDir, HTTP_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_SECONDS/,
    );
  });
});
