import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { inLanguage } from '../../src/shared/content-language.ts';
import { GUIDE_TOPIC_IDS } from '../../src/shared/guide-topics.ts';
import { LANGUAGES, type Language } from '../../src/shared/limits.ts';

const INDEX = 'virtual:guide-topics';
const ARTICLE = 'virtual:guide-topic/';

/**
 * `virtual:guide-topics`: a loader per guide article and language, each its own chunk holding that
 * language's text only (an article in three languages is three times what a reader fetches).
 */
export function guideTopics(): Plugin {
  return {
    name: 'guide-topics',
    resolveId: (source) => (source === INDEX || source.startsWith(ARTICLE) ? `\0${source}` : null),
    load(id) {
      if (id === `\0${INDEX}`) {
        const loaders = GUIDE_TOPIC_IDS.map(
          (topic) =>
            `${JSON.stringify(topic)}: { ${LANGUAGES.map((lng) => `${lng}: () => import(${JSON.stringify(`${ARTICLE}${topic}.${lng}`)})`).join(', ')} }`,
        );
        return `export const topics = {\n${loaders.join(',\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${ARTICLE}`)) return null;
      const [topic, lng] = id.slice(ARTICLE.length + 1).split('.') as [string, Language];
      const file = path.resolve('content/guide', `${topic}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(inLanguage(JSON.parse(readFileSync(file, 'utf8')), lng))};\n`;
    },
  };
}
