import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app';

type Answer = { status: number; connection: string | undefined; body: string };

function get(agent: http.Agent, port: number, path: string, onWritten?: () => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    if (onWritten) req.on('finish', onWritten);
  });
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('drain', () => {
  it('answers a request arriving on a kept-alive socket after the drain began with 503 and Connection: close', async () => {
    const test = await createTestApp();
    close = test.close;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(agent, port, '/api/health');
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });

    // The drain begins once the request is on its way, before the server has read it.
    let drained: Promise<void> | undefined;
    const during = await get(agent, port, '/api/health', () => (drained = test.app.drain()));
    expect(during.status).toBe(503);
    expect(during.connection).toBe('close');
    expect(JSON.parse(during.body)).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
    await drained;
    await expect(get(agent, port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });
});
