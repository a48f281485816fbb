import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CATEGORIES, GUIDE_TOPIC_IDS, PHRASE_CATEGORIES } from '#shared/contracts/content';
import { LANGUAGES } from '#shared/limits';

const readJson = (file: string) => JSON.parse(readFileSync(path.resolve(file), 'utf8'));
const locale = (lng: string, ns: string) => readJson(`public/locales/${lng}/${ns}.json`);
const lookup = (obj: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

const apps = readJson('content/apps.json') as { apps: { category: string }[] };
const phrases = readJson('content/phrases.json') as { phrases: { category: string }[] };
const emergencyBox = readJson('content/emergency-box.json') as { numbers: { key: string }[] };
const topics = readdirSync(path.resolve('content/guide')).map(
  (file) => (readJson(`content/guide/${file}`) as { topic: string }).topic,
);

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * Every category, topic and enum value the content uses (and every value its schema allows, so a new entry
 * cannot arrive unlabelled), with the translation keys the pages show it with.
 */
const labelled: [what: string, ns: string, keys: string[]][] = [
  [
    'app categories',
    'guide',
    unique([...APP_CATEGORIES, ...apps.apps.map((a) => a.category)]).map((c) => `apps.categories.${c}`),
  ],
  [
    'phrase categories',
    'phrases',
    unique([...PHRASE_CATEGORIES, ...phrases.phrases.map((p) => p.category)]).map((c) => `categories.${c}`),
  ],
  [
    'guide topics',
    'guide',
    unique([...GUIDE_TOPIC_IDS, ...topics]).flatMap((id) => [`topics.${id}.title`, `topics.${id}.summary`]),
  ],
  ['emergency numbers on the home page', 'common', emergencyBox.numbers.map((n) => `home.emergency.${n.key}`)],
  ['emergency numbers in the guide', 'guide', emergencyBox.numbers.map((n) => `emergency.${n.key}`)],
];

describe('labels for what content/ uses', () => {
  it.each(labelled.flatMap(([what, ns, keys]) => LANGUAGES.map((lng) => [what, lng, ns, keys] as const)))(
    'every one of the %s has a label in %s',
    (_what, lng, ns, keys) => {
      const file = locale(lng, ns);
      const missing = keys.filter((key) => typeof lookup(file, key) !== 'string' || !lookup(file, key));
      expect(missing, `${lng}/${ns}.json`).toEqual([]);
    },
  );

  it('finds the categories the content uses', () => {
    expect(unique(apps.apps.map((a) => a.category)).length).toBeGreaterThan(5);
    expect(unique(phrases.phrases.map((p) => p.category)).length).toBeGreaterThan(5);
    expect(topics.length).toBe(GUIDE_TOPIC_IDS.length);
  });
});
