import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, STARTUP_MS } from '#server/test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('the server process', () => {
  it('stops on a bad value with one line naming the variable', async () => {
    const run = startMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: Invalid PORT: /)]);
  }, STARTUP_MS);

  it('drains an in-flight request and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const run = startMain({ PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + STARTUP_MS;
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      if (run.child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${run.stderr()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // SIGTERM goes out once the request has been written to an open connection.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.get(`${base}/api/health`, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.on('finish', () => run.child.kill('SIGTERM'));
    });
    expect(status).toBe(200);
    expect(await run.exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, STARTUP_MS + 30_000);
});
