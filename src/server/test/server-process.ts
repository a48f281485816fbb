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

/** How production starts the server (package.json's serve): Node's type stripping, or tsx on an older Node. */
export const SERVER_ENTRY = 'scripts/serve.mjs';

/** How long a server may take to answer its first health check on a machine busy with other test runs. */
export const STARTUP_MS = 90_000;

/**
 * The real server (src/server/main.ts) as its own process, on a free port and a fresh DATA_DIR;
 * `env` picks the database, Redis and the rest; `nodeArgs` go to node (a profiler); `cwd` runs another checkout.
 * Resolves once /api/health answers.
 * A free port can be taken by another process before the server binds it: then it starts again on another one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { port?: number; nodeArgs?: string[]; capture?: boolean; cwd?: string } = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(
        env,
        opts.port ?? (await freePort()),
        opts.nodeArgs ?? [],
        opts.capture ?? false,
        opts.cwd,
      );
    } catch (error) {
      if (!(error instanceof PortTaken) || opts.port !== undefined || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[],
  capture: boolean,
  cwd: string | undefined,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hola-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // `cwd`: another checkout of the app (an earlier version, for the upgrade test), started as it starts itself.
  const entry = cwd ? ['--import', 'tsx', 'src/server/main.ts'] : [SERVER_ENTRY];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd,
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
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'pipe'],
  });
  let stderr = '';
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk;
    output += chunk;
    if (!capture) process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      if (stderr.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within ${STARTUP_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    port,
    pid: child.pid!,
    /** The exit code, once the process has exited. */
    exited,
    kill: (signal: NodeJS.Signals) => child.kill(signal),
    /** What the process printed, with `capture`. */
    output: () => output,
    /** Holds the SQLite file, for tests that arrange state faster than the API can (a long conversation). */
    dataDir,
    async outbox(): Promise<{ to: string; subject: string; link: string | null }[]> {
      const res = await fetch(`${baseUrl}/api/dev/outbox`);
      return ((await res.json()) as { mails: { to: string; subject: string; link: string | null }[] }).mails;
    },
    stop,
  };
}
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
