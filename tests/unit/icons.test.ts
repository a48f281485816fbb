import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

// Emoji, and the symbol glyphs the app used as icons (stars, hearts, the menu's bars and cross).
const ICON_GLYPHS = /[\p{Extended_Pictographic}★☆♡☰✕]/u;
const NOT_ICONS = /[©®™]/gu;

describe('icons (issue 28)', () => {
  it('the app draws its icons as SVG (components/ui/icon.tsx, guide-icon.tsx), not as emoji', () => {
    const found = files('src/app').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [i + 1, line.replace(NOT_ICONS, '')] as const)
        .filter(([, line]) => ICON_GLYPHS.test(line))
        .map(([n, line]) => `${file}:${n}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('the check catches an emoji and a star glyph', () => {
    expect(ICON_GLYPHS.test('🔔')).toBe(true);
    expect(ICON_GLYPHS.test("{liked ? '♥' : '♡'}")).toBe(true);
    expect(ICON_GLYPHS.test('★ Favoritos')).toBe(true);
    expect(ICON_GLYPHS.test('© 2026 Hola Corea → 1330 ✓'.replace(NOT_ICONS, ''))).toBe(false);
  });
});
