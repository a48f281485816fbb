import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#app/lib/api-client.ts';
import { newClientId, sendWithRetry } from '#app/features/messaging/api/send-message.ts';
import { createTestApp, signUpUser } from '../../src/server/test/test-app.ts';

// The browser's send, against the real server through a proxy that breaks the first connection the way
// networks do: the answer cut off after the request went through, a 502 from the load balancer, an
// answer that comes too late.
type Fault = 'drop-answer' | 'bad-gateway' | 'late-answer' | 'none';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let upstreamPort: number;
let proxy: net.Server;
let proxyUrl: string;
let faults: Fault[] = [];
let requests = 0;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 100_000 });
  upstreamPort = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
  proxy = net.createServer((client) => {
    const fault = faults.shift() ?? 'none';
    client.on('data', (chunk) => {
      requests += chunk.toString('latin1').match(/^(GET|POST) /gm)?.length ?? 0;
    });
    if (fault === 'bad-gateway') {
      client.once('data', () =>
        client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'),
      );
      return;
    }
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      if (fault === 'drop-answer') {
        client.destroy();
        upstream.destroy();
      } else if (fault === 'late-answer') {
        setTimeout(() => client.destroy(), 500);
      } else {
        client.write(chunk);
      }
    });
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  proxy.close();
  await ctx.close();
});

/** The page's origin and cookie jar: relative paths go to the proxy with the user's session, on a new connection each time. */
function browserFor(cookie: string) {
  globalThis.fetch = (input, init) =>
    realFetch(new URL(String(input), proxyUrl), {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), cookie, connection: 'close' },
    });
}

async function chat() {
  const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
  const conversationId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation
    .id as string;
  browserFor(a.agent.cookie());
  return { a, conversationId };
}

const rows = (conversationId: string) =>
  ctx.db.selectFrom('messages').select(['id', 'client_id']).where('conversation_id', '=', conversationId).execute();

describe('sendWithRetry', () => {
  it('does not repeat a send the server refused (4xx)', async () => {
    await chat();
    faults = [];
    requests = 0;
    const sending = sendWithRetry(
      { conversationId: 'not-mine', text: 'hola', clientId: newClientId() },
      { baseDelayMs: 10 },
    );
    await expect(sending).rejects.toMatchObject({ status: 404 });
    expect(requests).toBe(1);
  });

  it.each<[Fault, string]>([
    ['drop-answer', 'the answer was cut off after the server wrote the message'],
    ['bad-gateway', 'the load balancer answered 502 without reaching the server'],
    ['late-answer', 'no answer came within the timeout'],
  ])('sends again with the same id when %s (%s): one message stored', async (fault) => {
    const { conversationId } = await chat();
    faults = [fault];
    requests = 0;
    const clientId = newClientId();
    const message = await sendWithRetry(
      { conversationId, text: '지하철역이 어디예요?', clientId },
      { baseDelayMs: 10, timeoutMs: 300 },
    );
    expect(message).toMatchObject({ content: '지하철역이 어디예요?', clientId });
    expect(requests).toBe(2);
    expect(await rows(conversationId)).toEqual([{ id: message.id, client_id: clientId }]);
  });

  it('gives up after its attempts with the last error', async () => {
    const { conversationId } = await chat();
    faults = ['bad-gateway', 'bad-gateway', 'bad-gateway'];
    requests = 0;
    const sending = sendWithRetry(
      { conversationId, text: 'lost', clientId: newClientId() },
      { attempts: 3, baseDelayMs: 10 },
    );
    await expect(sending).rejects.toBeInstanceOf(ApiError);
    expect(requests).toBe(3);
    expect(await rows(conversationId)).toEqual([]);
  });
});
