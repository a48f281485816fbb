import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_TESTS } from '../setup/database-free.ts';

const root = path.resolve(import.meta.dirname, '../..');
// The ways a test reaches the database under test: the test app or database, the app itself, a server process
// (which takes TEST_DATABASE_URL), or the variable.
const WAYS = /createTestApp|createTestDatabase|openDatabase|buildApp|startServerProcess|TEST_DATABASE_URL|test-app/;

describe('the test files the PostgreSQL run leaves out', () => {
  it.each(DATABASE_FREE_TESTS)('%s exists and names no way to a database', (file) => {
    expect(existsSync(path.join(root, file))).toBe(true);
    expect(readFileSync(path.join(root, file), 'utf8')).not.toMatch(WAYS);
  });
});
