import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '#server/test/server-process';
import { cookieOf, request } from './support/http.ts';
import { PASSWORD, signUp, startConversation } from './support/users.ts';

// `npm run backup` while a server on SQLite takes a stream of sends, then `npm run restore` into a fresh
// data dir: the copy holds every send acknowledged before it began and a gapless run after, and a server
// on the restored database shows them all.
const work = mkdtempSync(path.join(os.tmpdir(), 'hola-backup-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

const env = { RATE_LIMIT_SCALE: '100', AUTH_SECRET: 'backup-test-secret-backup-test-secret-01' };

/** Runs scripts/<name>.ts as npm run would, with the server's environment for `dataDir`. */
function script(name: 'backup' | 'restore', args: string[], dataDir: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** Every message of a conversation, oldest first, through the API. */
async function allMessages(agent: http.Agent, baseUrl: string, cookie: string, id: string): Promise<string[]> {
  const texts: string[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await request(
      agent,
      `${baseUrl}/api/conversations/${id}/messages?limit=100${before ? `&before=${before}` : ''}`,
      { cookie },
    );
    expect(page.status, page.body).toBe(200);
    const { messages, hasMore } = JSON.parse(page.body) as {
      messages: { id: number; content: string }[];
      hasMore: boolean;
    };
    texts.unshift(...messages.map((m) => m.content));
    if (!hasMore || messages.length === 0) return texts;
    before = Math.min(...messages.map((m) => m.id));
  }
}

describe('backup and restore (SQLite)', () => {
  it('copies the live database while it takes writes, and restores it into a fresh data dir with nothing lost', async () => {
    const live = await startServerProcess(env);
    servers.push(live);
    const agent = new http.Agent({ keepAlive: true });
    const a = await signUp(agent, live.baseUrl, 'BackupA');
    const b = await signUp(agent, live.baseUrl, 'BackupB');
    const room = await startConversation(agent, live.baseUrl, a, b);

    // One sender, one message at a time: message n is acknowledged before n + 1 is sent.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const text = `message ${n}`;
        const sent = await request(agent, `${live.baseUrl}/api/conversations/${room}/messages`, {
          method: 'POST',
          cookie: a.cookie,
          body: { text },
        });
        expect(sent.status, sent.body).toBe(201);
        acknowledged.push(text);
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = acknowledged.length;
    const backup = await script('backup', ['--out', path.join(work, 'backups')], live.dataDir);
    const after = acknowledged.length;
    while (acknowledged.length < after + 10) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writer;
    expect(backup.code, backup.out).toBe(0);
    expect(after).toBeGreaterThan(before);
    const [file] = readdirSync(path.join(work, 'backups'));
    expect(file).toMatch(/^app-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
    const copy = path.join(work, 'backups', file!);

    // The copy is whole: every send acknowledged before the backup began, then a run with no gap.
    const db = new SQLite(copy, { readonly: true });
    const copied = (db.prepare('select content from messages order by id').all() as { content: string }[]).map(
      (m) => m.content,
    );
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    expect(copied.length).toBeGreaterThanOrEqual(before);
    expect(copied.length).toBeLessThanOrEqual(after + 1);
    expect(copied).toEqual(acknowledged.slice(0, copied.length));

    // Into a fresh data dir; a second restore over it asks for --force, and is refused while a server has it.
    const fresh = mkdtempSync(path.join(work, 'fresh-'));
    const restored = await script('restore', [copy], fresh);
    expect(restored.code, restored.out).toBe(0);
    const again = await script('restore', [copy], fresh);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/exists: --force replaces it/);

    const back = await startServerProcess({ ...env, DATABASE_URL: path.join(fresh, 'app.db') });
    servers.push(back);
    const held = await script('restore', [copy, '--force'], fresh);
    expect(held.code).toBe(1);
    expect(held.out).toMatch(new RegExp(`a server \\(process \\d+\\) has .*app\\.db open: stop it first`));

    const signIn = await request(agent, `${back.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      body: { email: a.email, password: PASSWORD },
    });
    expect(signIn.status, signIn.body).toBe(200);
    expect(await allMessages(agent, back.baseUrl, cookieOf(signIn), room)).toEqual(copied);

    // Stopped, the server lets a forced restore replace the database, keeping it aside first.
    await back.stop();
    const forced = await script('restore', [copy, '--force'], fresh);
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toMatch(/kept as .*app\.db\.before-restore-/);
    agent.destroy();
  }, 240_000);

  it('refuses a file that is not a backup', async () => {
    const fresh = mkdtempSync(path.join(work, 'bad-'));
    const notABackup = path.join(work, 'notes.db');
    new SQLite(notABackup).exec('create table notes (text text)');
    const refused = await script('restore', [notABackup], fresh);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/cannot be restored: it has no migrations/);
    const missing = await script('restore', [path.join(work, 'nothing.db')], fresh);
    expect(missing.out).toMatch(/cannot be restored: no such file/);
  });
});
