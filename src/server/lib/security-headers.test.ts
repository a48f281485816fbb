import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeaderOptions } from './security-headers.ts';

// The headers worked out once against a stand-in response are those helmet sets on a real one.
async function helmetOnARealResponse(options: Parameters<typeof helmet>[0]) {
  const middleware = helmet(options);
  const server = http.createServer((req, res) =>
    middleware(req, res, () => {
      res.end('ok');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries(
      [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
    );
  } finally {
    server.close();
  }
}

async function ours(options: Parameters<typeof helmet>[0]) {
  const app = Fastify();
  addSecurityHeaders(app, options ?? {});
  app.get('/', async (_request, reply) => reply.type('text/plain').send('ok'));
  const res = await app.inject({ url: '/' });
  await app.close();
  const headers = { ...res.headers };
  for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'content-type']) delete headers[name];
  return headers;
}

describe('security headers', () => {
  it.each([false, true])('are those helmet sets itself (production: %s)', async (production) => {
    const options = securityHeaderOptions(production);
    const theirs = await helmetOnARealResponse(options);
    delete theirs['content-type'];
    expect(await ours(options)).toEqual(theirs);
    expect(theirs['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
