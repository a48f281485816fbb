import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/compile-hints.ts';

// The browser suite builds the client first (npm run test:e2e), so dist/client is fresh here.
const dist = path.resolve('dist/client');
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const KB = 1024;
// The entry and the module preloads of the app shell: the JavaScript every page starts with.
const initial = [
  ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g),
].map((m) => m[1]!);

describe('JavaScript budget', () => {
  it('initial JavaScript for / (entry, preloads and the home page chunk) is at most 150 KB gzip', () => {
    expect(initial.length).toBeGreaterThan(0);
    const home = readdirSync(path.join(dist, 'assets'))
      .filter((f) => /^home-.+\.js$/.test(f))
      .map((f) => `assets/${f}`);
    expect(home).toHaveLength(1);
    const total = [...initial, ...home].reduce((sum, file) => sum + gz(file), 0);
    expect(total / KB).toBeLessThanOrEqual(150);
  });

  it('every lazy chunk is at most 40 KB gzip', () => {
    const lazy = readdirSync(path.join(dist, 'assets')).filter(
      (f) => f.endsWith('.js') && !initial.includes(`assets/${f}`),
    );
    expect(lazy.length).toBeGreaterThan(10);
    const over = lazy.map((f) => ({ f, kb: Math.round(gz(`assets/${f}`) / KB) })).filter((c) => c.kb > 40);
    expect(over).toEqual([]);
  });
});

describe("React Router's production build", () => {
  it('is the one in the client: none of its development warnings ships (decision record 043)', () => {
    const vendor = readdirSync(path.join(dist, 'assets')).filter((f) => /^vendor-.+\.js$/.test(f));
    expect(vendor).toHaveLength(1);
    const code = readFileSync(path.join(dist, 'assets', vendor[0]!), 'utf8');
    // Present in the package's development build only, behind its ENABLE_DEV_WARNINGS switch.
    expect(code).toContain('useNavigate');
    expect(code).not.toContain('You rendered descendant <Routes>');
  });
});

describe('compile hints', () => {
  it("the chunks a page starts with, and no other, begin with V8's hint to compile them eagerly", () => {
    const hinted = readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js') && readFileSync(path.join(dist, 'assets', f), 'utf8').startsWith(COMPILE_HINT))
      .map((f) => `assets/${f}`);
    expect(initial.some((f) => /\/vendor-/.test(f))).toBe(true);
    expect(hinted.sort()).toEqual([...initial].sort());
  });
});
