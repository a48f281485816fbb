// The processes `npm run bench:chat` measures besides its own: the CPU time of the server, of the bench
// database's PostgreSQL backends and of a redis-server of the bench's own (the machine's Redis serves other
// jobs too, so its CPU would not be the bench's).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** CPU seconds a process has used (user + system), from /proc; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Linux counts in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of a set of processes that may come and go: what each used since it was first seen. */
export function cpuOfProcesses(listPids: () => Promise<number[]>) {
  const seen = new Map<number, number>();
  let used = 0;
  const sample = async () => {
    for (const pid of await listPids()) {
      const now = cpuSeconds(pid);
      const before = seen.get(pid);
      if (before !== undefined && now >= before) used += now - before;
      if (now > 0 || before === undefined) seen.set(pid, now);
    }
  };
  return {
    /** Starts counting from now. */
    async start() {
      seen.clear();
      await sample();
      used = 0;
    },
    /** CPU seconds used since start (a process that started meanwhile counts from its first sample). */
    async read() {
      await sample();
      return used;
    },
    sample,
  };
}

/** The process ids of the backends serving `database` (the server's pool, pg-boss). */
export async function backendPids(adminUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      database,
    ]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

/** A redis-server of the bench's own on `port`, without persistence; null when the machine has none. */
export async function startRedis(port: number): Promise<{ url: string; pid: number; stop: () => void } | null> {
  if (!existsSync(REDIS_SERVER)) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hola-bench-redis-'));
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  for (let i = 0; !(await answersPing(port)); i++) {
    if (i > 100 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    stop() {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
