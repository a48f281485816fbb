import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the account rules in src/shared/account-rules.ts (decision record 022): application code
 * may not spell them out again. Tests and old migrations are left out: they describe the past.
 */
const RULES = 'src/shared/account-rules.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const files = sourceFiles('src')
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file !== RULES && !file.startsWith('src/server/db/migrations/'));

function offenders(pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('account rules live in one module', () => {
  it('scans the application source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/server/modules/admin/change-user.ts');
    expect(files).toContain('src/app/features/messaging/components/chat-view.tsx');
  });

  it("never calls an admin's deactivation 'deleted' (that is deleted_at, the owner's deletion)", () => {
    expect(offenders(/\bstatus\b.{0,40}['"]deleted['"]|['"]deleted['"].{0,20}\bstatus\b/)).toEqual([]);
  });

  it('writes the permanent-ban date once', () => {
    expect(offenders(/9999/)).toEqual([]);
  });

  it('decides whether a ban is active in one place', () => {
    expect(offenders(/ban_?until.*getTime\(\)\s*[<>]/i)).toEqual([]);
  });

  it('hides the nickname of an owner-deleted account in one place', () => {
    expect(offenders(/deleted_?at\)?\s*(\|\|[^?]*)?\?\s*null|!\s*[\w.]*deleted_?at\s*\?\s*[\w.]*nickname/i)).toEqual(
      [],
    );
  });
});
