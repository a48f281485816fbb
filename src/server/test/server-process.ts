import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The real server (src/server/main.ts) as its own process, on a free port and a fresh DATA_DIR;
 * `env` picks the database, Redis and the rest; `nodeArgs` go to node (a profiler). Resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>, opts: { port?: number; nodeArgs?: string[] } = {}) {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    port,
    pid: child.pid!,
    /** Holds the SQLite file, for tests that arrange state faster than the API can (a long conversation). */
    dataDir,
    async outbox(): Promise<{ to: string; subject: string; link: string | null }[]> {
      const res = await fetch(`${baseUrl}/api/dev/outbox`);
      return ((await res.json()) as { mails: { to: string; subject: string; link: string | null }[] }).mails;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
