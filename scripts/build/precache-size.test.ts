import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { precacheSize } from './precache-size.ts';

it('keeps the precache as it is and writes its total size', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precache-size-'));
  const entries = [
    { url: 'index.html', revision: 'a', size: 1_200 },
    { url: 'assets/vendor.js', revision: null, size: 430_733 },
  ];
  const file = path.join(dir, 'dist', 'precache.json');
  expect(precacheSize(file)(entries)).toEqual({ manifest: entries });
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ bytes: 431_933 });
  rmSync(dir, { recursive: true });
});
