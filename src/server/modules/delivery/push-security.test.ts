import dns, { type LookupAddress } from 'node:dns';
import { createServer } from 'node:net';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startPushService } from '#server/test/notification-endpoints';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { MAX_PUSH_SUBSCRIPTIONS } from './subscribe-push.ts';

// The outside world's DNS, as the tests need it: names that resolve to what each case needs; the rest
// (localhost among them) goes to the machine's resolver.
const PUBLIC = '93.184.216.34';
const names: Record<string, (calls: number) => string[]> = {
  'internal.example': () => ['10.1.2.3'],
  'metadata.example': () => ['169.254.169.254'],
  'v6-loopback.example': () => ['::1'],
  'mixed.example': () => [PUBLIC, '127.0.0.1'],
  'public.example': () => [PUBLIC],
  // Public when the subscription is checked, loopback (where the test's push service listens) afterwards.
  'rebind.example': (calls) => (calls === 1 ? [PUBLIC] : ['127.0.0.1']),
};
const calls = new Map<string, number>();
const lookup: LookupFunction = (hostname, options, callback) => {
  const answer = names[hostname];
  if (!answer) return dns.lookup(hostname, options, callback);
  const n = (calls.get(hostname) ?? 0) + 1;
  calls.set(hostname, n);
  const found: LookupAddress[] = answer(n).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  if (options.all) callback(null, found);
  else callback(null, found[0]!.address, found[0]!.family);
};

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let closedOrigin: string;
let pushPort: string;

/** A loopback port nothing listens on: connections to it are refused at once (an unreachable push service). */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  pushService = await startPushService();
  pushPort = new URL(pushService.origin).port;
  closedOrigin = `http://127.0.0.1:${await closedPort()}`;
  ctx = await createTestApp({
    jobPollMs: 50,
    pushLookup: lookup,
    trustedPushOrigins: [pushService.origin, closedOrigin],
  });
});
afterAll(async () => {
  await ctx?.close();
  await pushService?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const subscribe = (user: User, sub: { endpoint: string; keys: object }) =>
  user.agent.post('/api/push/subscriptions', sub);
const rowsOf = (user: User) =>
  ctx.db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'gone_at'])
    .where('user_id', '=', user.id)
    .orderBy('endpoint')
    .execute();
const deliveriesTo = (endpoint: string) => pushService.deliveries.filter((d) => endpoint.endsWith(d.path));
/** The same browser subscription at another host (same path, so the push service knows its keys). */
const at = (origin: string, sub: ReturnType<typeof pushService.subscription>) => ({
  ...sub,
  endpoint: `${origin}${new URL(sub.endpoint).pathname}`,
});

async function messageFrom(sender: User, receiver: User, text: string) {
  const started = await sender.agent.post('/api/conversations', { partnerId: receiver.id });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().conversation.id as string;
  expect((await receiver.agent.post(`/api/conversations/${id}/request`, { action: 'accept' })).statusCode).toBe(204);
  const sent = await sender.agent.post(`/api/conversations/${id}/messages`, { text });
  expect(sent.statusCode, sent.body).toBe(201);
}

describe('push endpoints the server must not reach', () => {
  it('reads odd IPv4 forms as browsers do (WHATWG URL), so they are checked as the address they are', () => {
    for (const host of ['2130706433', '127.1', '0x7f.0.0.1', '0177.0.0.1', '017700000001', '0x7f000001'])
      expect(new URL(`http://${host}/x`).hostname, host).toBe('127.0.0.1');
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  const refused = [
    'http://127.0.0.1:9/push',
    'http://localhost/push',
    'http://localhost./push',
    'http://[::1]/push',
    'http://2130706433/push',
    'http://127.1/push',
    'http://0x7f.0.0.1/push',
    'http://0177.0.0.1/push',
    'https://169.254.169.254/latest/meta-data/',
    'http://10.0.0.5/push',
    'http://172.16.0.1/push',
    'http://192.168.1.1/push',
    'http://100.64.0.1/push',
    'http://0.0.0.0/push',
    'http://224.0.0.1/push',
    'http://255.255.255.255/push',
    'http://198.18.0.1/push',
    'http://[::]/push',
    'http://[::ffff:127.0.0.1]/push',
    'http://[::ffff:a00:5]/push',
    'http://[fe80::1]/push',
    'http://[fc00::1]/push',
    'http://[fd12:3456::1]/push',
    'http://[ff02::1]/push',
    'http://[64:ff9b::7f00:1]/push',
    'http://[2002:7f00:1::]/push',
    'http://internal.example/push',
    'http://metadata.example/push',
    'http://v6-loopback.example/push',
    'http://mixed.example/push',
    'http://nowhere.invalid/push',
    'http://user:secret@public.example/push',
  ];
  let user: User;
  beforeAll(async () => {
    user = await signUpUser(ctx.app);
  });
  it.each(refused)('refuses %s with a 400 naming the endpoint, and stores nothing', async (endpoint) => {
    const res = await subscribe(user, { ...pushService.subscription(), endpoint });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'endpoint' });
    expect(await rowsOf(user)).toEqual([]);
  });

  it('takes a public host, and the test’s own push service (trusted by origin only)', async () => {
    expect((await subscribe(user, at('https://public.example', pushService.subscription()))).statusCode).toBe(204);
    expect((await subscribe(user, pushService.subscription())).statusCode).toBe(204);
    // Trust is for that origin exactly: the same address on another port is loopback like any other.
    const otherPort = at(`http://127.0.0.1:${Number(pushPort) + 1}`, pushService.subscription());
    expect((await subscribe(user, otherPort)).statusCode).toBe(400);
  });

  it('does not contact an endpoint whose name resolves to loopback at send time (DNS rebinding), nor follow a redirect', async () => {
    const [sender, receiver] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const live = pushService.subscription();
    const rebound = at(`http://rebind.example:${pushPort}`, pushService.subscription());
    const redirecting = pushService.subscription({ redirect: true });
    for (const sub of [live, rebound, redirecting]) expect((await subscribe(receiver, sub)).statusCode).toBe(204);

    await messageFrom(sender, receiver, 'are you there?');
    await eventually(() => deliveriesTo(live.endpoint)[0], 10_000, 'the push to the live endpoint');
    await eventually(() => pushService.redirects.length > 0, 10_000, 'the redirecting endpoint to answer');
    await eventually(
      async () => (await rowsOf(receiver)).find((r) => r.endpoint === rebound.endpoint)?.gone_at,
      10_000,
      'the rebound endpoint to be refused',
    );
    await sleep(300);
    // Had the socket resolved the name freely, the push would have arrived at the local service.
    expect(deliveriesTo(rebound.endpoint)).toEqual([]);
    expect(deliveriesTo(redirecting.endpoint.replace('/redirect/', '/push/'))).toEqual([]);
    expect(pushService.errors).toEqual([]);
  });

  it('tells the account nothing about what an endpoint answered: 410, refused and unreachable look alike', async () => {
    const [sender, receiver] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const live = pushService.subscription();
    const subs = [
      live,
      pushService.subscription({ gone: true }),
      at(`http://rebind.example:${pushPort}`, pushService.subscription()),
      at(closedOrigin, pushService.subscription()),
    ];
    calls.delete('rebind.example');
    for (const sub of subs) expect((await subscribe(receiver, sub)).statusCode).toBe(204);
    const config = (await receiver.agent.get('/api/push/config')).json();
    const exported = (await receiver.agent.get('/api/me/export')).json().pushSubscriptions;
    expect(config.subscribed).toBe(4);

    await messageFrom(sender, receiver, 'hello?');
    await eventually(() => deliveriesTo(live.endpoint)[0], 10_000, 'the push to the live endpoint');
    await eventually(
      async () => (await rowsOf(receiver)).filter((r) => r.gone_at).length === 2,
      10_000,
      'the 410 and the refused endpoint to be marked',
    );
    await sleep(300);
    expect((await receiver.agent.get('/api/push/config')).json()).toEqual(config);
    expect((await receiver.agent.get('/api/me/export')).json().pushSubscriptions).toEqual(exported);
  });
});

describe('push subscriptions per account', () => {
  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS} newest devices, one row per endpoint, and one message pushes to those only`, async () => {
    const [sender, receiver] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const subs = Array.from({ length: 8 }, () => pushService.subscription());
    for (const sub of subs) {
      expect((await subscribe(receiver, sub)).statusCode).toBe(204);
      await sleep(2); // distinct registration times: "oldest" is well defined
    }
    // The same endpoint again is the same device, not another one.
    expect((await subscribe(receiver, subs[7]!)).statusCode).toBe(204);
    expect((await receiver.agent.get('/api/push/config')).json().subscribed).toBe(MAX_PUSH_SUBSCRIPTIONS);
    const kept = subs.slice(-MAX_PUSH_SUBSCRIPTIONS).map((s) => s.endpoint);
    expect((await rowsOf(receiver)).map((r) => r.endpoint)).toEqual([...kept].sort());

    await messageFrom(sender, receiver, 'to every device');
    await eventually(() => kept.every((e) => deliveriesTo(e).length === 1), 10_000, 'a push to each kept device');
    await sleep(300);
    expect(subs.flatMap((s) => deliveriesTo(s.endpoint))).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });

  it('stays within the cap when many devices register at once', async () => {
    const user = await signUpUser(ctx.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => subscribe(user, pushService.subscription())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(204));
    expect(await rowsOf(user)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });

  it('does not move another account’s endpoint to a newcomer without that browser’s keys', async () => {
    const [owner, newcomer] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const sub = pushService.subscription();
    expect((await subscribe(owner, sub)).statusCode).toBe(204);
    const forged = { endpoint: sub.endpoint, keys: pushService.subscription().keys };
    const refused = await subscribe(newcomer, forged);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'PUSH_ENDPOINT_TAKEN', field: 'endpoint' });
    expect(await rowsOf(owner)).toEqual([{ endpoint: sub.endpoint, gone_at: null }]);
    expect(await rowsOf(newcomer)).toEqual([]);

    // The same browser (same keys), another account signed in on it: the endpoint follows.
    expect((await subscribe(newcomer, sub)).statusCode).toBe(204);
    expect(await rowsOf(owner)).toEqual([]);
    expect(await rowsOf(newcomer)).toEqual([{ endpoint: sub.endpoint, gone_at: null }]);
  });
});
