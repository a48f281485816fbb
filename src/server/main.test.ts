import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, SERVER_ENTRY, STARTUP_MS } from '#server/test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('the server process', { timeout: 60_000 }, () => {
  it(
    'stops on a bad value with one line naming the variable',
    async () => {
      const run = startMain({ PORT: 'eighty' });
      expect(await run.exited).toBe(1);
      expect(run.stderr().trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: Invalid PORT: /)]);
    },
    STARTUP_MS,
  );

  it.each([
    ['REDIS_URL', (port: number) => ({ REDIS_URL: `redis://:secret@127.0.0.1:${port}` })],
    ['DATABASE_URL', (port: number) => ({ DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/hola` })],
  ])('stops with one line naming %s when its service cannot be reached, without the password', async (name, env) => {
    const run = startMain(env(await freePort()));
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Start-up error: ${name}: cannot .*ECONNREFUSED`))]);
    expect(lines[0]).not.toContain('secret');
  });

  it(
    'drains an in-flight request and exits 0 on SIGTERM',
    async () => {
      const port = await freePort();
      const run = startMain({ PORT: String(port) });
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + STARTUP_MS;
      for (;;) {
        const ok = await fetch(`${base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) break;
        if (run.child.exitCode !== null || Date.now() > deadline)
          throw new Error(`server did not start: ${run.stderr()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // SIGTERM goes out once the request has been written to an open connection. It is answered either
      // way: served, or, when the signal is handled before the request is read, refused (503, nothing done).
      const answer = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        const req = http.get(`${base}/api/health`, (res) => {
          res.resume();
          resolve({ status: res.statusCode, connection: res.headers.connection });
        });
        req.on('error', reject);
        req.on('finish', () => run.child.kill('SIGTERM'));
      });
      if (answer.status === 503) expect(answer.connection).toBe('close');
      else expect(answer.status).toBe(200);
      expect(await run.exited).toBe(0);
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    },
    STARTUP_MS + 30_000,
  );
});
