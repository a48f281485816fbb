import { describe, expect, it } from 'vitest';
import { findNul } from './input-guards.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

/** A small seeded generator (mulberry32), so a failure names an input that can be made again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Strings that look like structure: brackets, quotes, backslashes and escapes where a naive count trips.
const TRICKY = ['[', ']', '{', '}', '"', '\\', '\\"', '"[', ']"', '\\\\', '\\u005b', '{"a":[', 'plain', '', '한국어'];

function value(next: () => number, depth: number): unknown {
  const pick = next();
  if (depth <= 0 || pick < 0.3) {
    const leaf = Math.floor(next() * 5);
    if (leaf === 0) return TRICKY[Math.floor(next() * TRICKY.length)]! + TRICKY[Math.floor(next() * TRICKY.length)]!;
    if (leaf === 1) return Math.floor(next() * 1000) - 500;
    if (leaf === 2) return next() < 0.5;
    if (leaf === 3) return null;
    return '';
  }
  const size = Math.floor(next() * 4);
  if (pick < 0.65) return Array.from({ length: size }, () => value(next, depth - 1));
  return Object.fromEntries(
    Array.from({ length: size }, (_, i) => [
      `${TRICKY[Math.floor(next() * TRICKY.length)]}${i}`,
      value(next, depth - 1),
    ]),
  );
}

/** The nesting of a parsed value: 0 for a scalar, 1 for [] or {}. */
function depthOf(v: unknown): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depthOf));
  if (v && typeof v === 'object') return 1 + Math.max(0, ...Object.values(v).map(depthOf));
  return 0;
}

describe('the JSON nesting scan', () => {
  it('counts the same depth as JSON.parse on 5,000 random documents with tricky strings', () => {
    const next = random(20261126);
    for (let n = 0; n < 5000; n++) {
      const text = JSON.stringify(value(next, 1 + Math.floor(next() * 12)), null, next() < 0.3 ? 1 : undefined);
      const depth = depthOf(JSON.parse(text));
      expect(nestsDeeperThan(text, depth), text).toBe(false);
      if (depth > 0) expect(nestsDeeperThan(text, depth - 1), text).toBe(true);
    }
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\"[[[', '\\']), 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('["\\\\", [[]]]', 3)).toBe(false);
  });

  it('stops at the bound on a megabyte of nesting', () => {
    const text = '['.repeat(500_000) + ']'.repeat(500_000);
    const start = performance.now();
    expect(nestsDeeperThan(text, MAX_JSON_DEPTH)).toBe(true);
    expect(performance.now() - start).toBeLessThan(50);
  });
});

describe('the NUL check', () => {
  it('walks 100,000 levels without recursion and names the path', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    expect(findNul({ title: 'ok', tags: ['x', 'y\u0000'] })).toBe('tags.1');
    expect(findNul({ ['k\u0000']: 'v' })).toBe('');
    expect(findNul({ a: { ['k\u0000']: 'v' } })).toBe('a');
    expect(findNul({ a: ['ok', { b: 'fine' }] })).toBeNull();
  });
});
