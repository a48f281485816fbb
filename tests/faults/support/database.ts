import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#server/db/index';

/**
 * A fresh database for server processes: PostgreSQL when TEST_DATABASE_URL is set, else a SQLite file
 * (`kind` asks for one; PostgreSQL needs TEST_DATABASE_URL). `open` reads it from the test, to count
 * what was written.
 */
export async function freshDatabase(
  kind: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hola-faults-'));
  if (kind === 'sqlite' || !adminUrl) {
    const file = path.join(dir, 'app.db');
    return {
      url: file,
      open: () => openDatabase({ dialect: 'sqlite', file }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `hola_faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ dialect: 'postgres', url: url.toString() }),
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
