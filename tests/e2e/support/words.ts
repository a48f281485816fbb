import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Every translation key with a dot in it, lower-cased: what i18next shows when a label is missing. */
function translationKeys() {
  const keys = new Set<string>();
  const walk = (ns: string, node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      const key = prefix.slice(0, -1).replace(/_(one|other)$/, '');
      if (key.includes('.')) keys.add(key.toLowerCase()).add(`${ns}:${key}`.toLowerCase());
      return;
    }
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) walk(ns, v, `${prefix}${k}.`);
  };
  for (const file of readdirSync('public/locales/en')) {
    walk(file.replace('.json', ''), JSON.parse(readFileSync(`public/locales/en/${file}`, 'utf8')), '');
  }
  return keys;
}

let keys: Set<string> | undefined;

/** The raw translation keys and `{{placeholders}}` the page shows, one line each, named by `state`. */
export async function rawWords(page: Page, state: string): Promise<string[]> {
  keys ??= translationKeys();
  const text = await page.locator('body').innerText();
  const found = text.includes('{{') ? [`${state}: {{`] : [];
  for (const word of text.split(/[\s,;:!?()'"«»“”]+/)) {
    if (keys.has(word.replace(/[.…]+$/, '').toLowerCase())) found.push(`${state}: ${word}`);
  }
  return found;
}
