import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { I18N_NAMESPACES, LANGUAGES } from '#shared/limits';

const root = path.resolve('public/locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

const load = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(root, lng, `${ns}.json`), 'utf8'));

describe('translation files', () => {
  it('has exactly the three languages, each with every namespace the app declares', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
    for (const lng of LANGUAGES) {
      expect(readdirSync(path.join(root, lng)).sort()).toEqual(I18N_NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(I18N_NAMESPACES)('namespace %s has the same keys in ko, es and en', (ns) => {
    const [ko, ...others] = LANGUAGES.map((lng) => keysOf(load(lng, ns)).sort());
    for (const keys of others) expect(keys).toEqual(ko);
  });

  it.each(I18N_NAMESPACES)('namespace %s has no empty strings and keeps the same interpolations', (ns) => {
    const byLng = Object.fromEntries(LANGUAGES.map((lng) => [lng, load(lng, ns)]));
    const get = (obj: unknown, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
    for (const key of keysOf(byLng.ko)) {
      const vars = (s: unknown) =>
        JSON.stringify(s)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      for (const lng of LANGUAGES) {
        const value = get(byLng[lng], key);
        expect(JSON.stringify(value), `${lng}/${ns}:${key}`).not.toMatch(/^""$|[Ll]orem ipsum|\bTODO\b/);
        expect(vars(value), `${lng}/${ns}:${key}`).toEqual(vars(get(byLng.ko, key)));
      }
    }
  });
});

function keysFromSource(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.tsx')) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/\bt\('([a-z]+:)?([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)) out.push(`${m[1] ?? ''}${m[2]}`);
  }
  return out;
}

describe('keys used in the client', () => {
  it('every literal dotted key in src/app exists in some namespace', () => {
    const all = new Set(
      I18N_NAMESPACES.flatMap((ns) =>
        keysOf(load('en', ns)).flatMap((k) => [k, `${ns}:${k}`, k.replace(/_(one|other)$/, '')]),
      ),
    );
    const used = keysFromSource(path.resolve('src/app'));
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter((k) => !all.has(k) && !all.has(k.replace(/^[a-z]+:/, '')));
    expect(missing).toEqual([]);
  });
});

/** The namespaces a file's useTranslation calls name, its first one the default. */
function namespacesOf(text: string): string[] {
  const names = [...text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[a-z]+')?/g)].flatMap((m) =>
    [...(m[1] ?? "'common'").matchAll(/'([a-z]+)'/g)].map((n) => n[1]!),
  );
  return names.length ? [...new Set(names)] : ['common'];
}

describe('interpolations in the client', () => {
  it('no literal key whose text has {{…}} is translated without values (the page would show "{{name}}")', () => {
    const lookup = (ns: string, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], load('en', ns));
    const bare: string[] = [];
    const dir = path.resolve('src/app');
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      const namespaces = namespacesOf(text);
      for (const m of text.matchAll(/\bt\('(?:([a-z]+):)?([a-zA-Z]+(?:\.[a-zA-Z]+)+)'\)/g)) {
        const candidates = m[1] ? [m[1]] : namespaces;
        const value = candidates.map((ns) => lookup(ns, m[2]!)).find((v) => typeof v === 'string');
        if (typeof value === 'string' && value.includes('{{'))
          bare.push(`${path.relative(dir, file)}: t('${m[1] ? `${m[1]}:` : ''}${m[2]}')`);
      }
    }
    expect(bare).toEqual([]);
  });
});
