import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '#server/test/event-stream';
import { eventually } from '#server/test/notification-endpoints';
import { createTestApp, signUpUser } from '#server/test/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;
let ctx: App;
let behindProxy: App;
beforeAll(async () => {
  ctx = await createTestApp({ redis: Boolean(process.env.TEST_REDIS_URL) });
  // Behind one proxy, with a Prometheus on the internal network.
  behindProxy = await createTestApp({ trustProxy: 1, metricsAllow: ['10.0.0.0/8', 'fd00::/8'] });
});
afterAll(async () => {
  await ctx?.close();
  await behindProxy?.close();
});

const scrape = (app: App, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1),
  );

describe('GET /metrics', () => {
  it('answers 404 to any address but loopback and METRICS_ALLOW, whatever a proxy it does not trust says', async () => {
    for (const address of ['203.0.113.5', '10.0.0.7', '192.168.1.20', '::ffff:203.0.113.5', '2001:db8::1']) {
      expect((await scrape(ctx, address)).statusCode, address).toBe(404);
    }
    // A proxy on the same machine (loopback) forwarding the public, with TRUST_PROXY unset.
    expect((await scrape(ctx, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await scrape(ctx, '127.0.0.1', { forwarded: 'for=127.0.0.1' })).statusCode).toBe(404);
    const local = await scrape(ctx, '127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await scrape(ctx, '::1')).statusCode).toBe(200);
  });

  it('reads the client address through the trusted proxy: METRICS_ALLOW ranges, never a forwarded public address', async () => {
    expect((await scrape(behindProxy, '10.20.30.40')).statusCode).toBe(200);
    expect((await scrape(behindProxy, 'fd00::5')).statusCode).toBe(200);
    expect((await scrape(behindProxy, '127.0.0.1', { 'x-forwarded-for': '10.0.0.9' })).statusCode).toBe(200);
    expect((await scrape(behindProxy, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape(behindProxy, '172.16.0.1')).statusCode).toBe(404);
  });

  it('counts requests by route pattern, sends, queued jobs, live streams and the event loop', async () => {
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const started = await a.agent.post('/api/conversations', { partnerId: b.id });
    const id = started.json().conversation.id as string;
    expect((await b.agent.post(`/api/conversations/${id}/request`, { action: 'accept' })).statusCode).toBe(204);
    expect((await a.agent.post(`/api/conversations/${id}/messages`, { text: 'annyeong' })).statusCode).toBe(201);
    await ctx.app.inject({ method: 'GET', url: '/api/conversations/not-a-room/messages' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(address, b.agent.cookie());
    let text = (await scrape(ctx, '127.0.0.1')).body;
    expect(sample(text, 'hola_live_streams')).toBe(1);
    expect(text).toContain(
      'hola_http_requests_total{method="POST",route="/api/conversations/:conversationId/messages",status="201"} 1',
    );
    expect(text).toMatch(/hola_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).not.toContain('not-a-room');
    expect(text).toMatch(
      /hola_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/conversations\/:conversationId\/messages"\} 1/,
    );
    expect(sample(text, 'hola_messages_sent_total')).toBe(1);
    // The receiver's chat mail waits its 15 minutes in the queue.
    expect(sample(text, 'hola_jobs{name="chat-mail",state="waiting"}')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    if (process.env.TEST_REDIS_URL) {
      expect(sample(text, 'hola_redis_up')).toBe(1);
      expect(sample(text, 'hola_event_bus_live')).toBe(1);
    } else {
      expect(text).not.toContain('hola_redis_up');
    }

    stream.close();
    await eventually(async () => sample((await scrape(ctx, '127.0.0.1')).body, 'hola_live_streams') === 0, 5000);
    text = (await scrape(ctx, '127.0.0.1')).body;
    expect(text).toContain('hola_http_requests_total{method="GET",route="/api/events",status="200"} 1');
  });
});
