import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '#server/test/server-process';

export const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
export const hasHaproxy = existsSync(HAPROXY);
export const HAPROXY_CONFIG = path.resolve('deploy/haproxy.cfg');

/** HAProxy in the foreground with the repository's deploy/haproxy.cfg, in front of two app ports. */
export async function startHaproxy(appPorts: [number, number]) {
  const [port, statsPort] = [await freePort(), await freePort()];
  let output = '';
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      HOLA_LISTEN: `127.0.0.1:${port}`,
      HOLA_APP1: `127.0.0.1:${appPorts[0]}`,
      HOLA_APP2: `127.0.0.1:${appPorts[1]}`,
      HOLA_STATS: `127.0.0.1:${statsPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  /** Each server's state as HAProxy sees it (UP, DOWN, …), from its status page. */
  const states = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const rows = csv.split('\n').map((line) => line.split(','));
    const status = rows[0]!.indexOf('status');
    return Object.fromEntries(
      rows.filter((r) => r[0] === 'app' && r[1]?.startsWith('app')).map((r) => [r[1]!, r[status]!]),
    );
  };
  const proxy = {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    /** Resolves once HAProxy's health checks see the server as `state`. */
    async until(server: 'app1' | 'app2', state: 'UP' | 'DOWN') {
      for (let i = 0; ; i++) {
        const current = await states().catch(() => ({}) as Record<string, string>);
        if (current[server]?.startsWith(state)) return;
        if (i > 300) throw new Error(`${server} not ${state} in HAProxy: ${JSON.stringify(current)}\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  await proxy.until('app1', 'UP').catch(async (error: unknown) => {
    await proxy.stop();
    throw error;
  });
  return proxy;
}
