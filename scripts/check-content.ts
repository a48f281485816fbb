// tsx scripts/check-content.ts: validates every file in content/ against src/shared/contracts/content.ts.
import { existsSync, readFileSync } from 'node:fs';
import type { ZodType } from 'zod';
import { AppsFileSchema, DietCardFileSchema, GUIDE_TOPIC_IDS, GuideTopicFileSchema, PhrasesFileSchema, PlacesFileSchema } from '#shared/contracts/content';

const files: [string, ZodType][] = [
  ['content/phrases.json', PhrasesFileSchema],
  ['content/places.json', PlacesFileSchema],
  ['content/apps.json', AppsFileSchema],
  ['content/diet-card.json', DietCardFileSchema],
  ...GUIDE_TOPIC_IDS.map((t): [string, ZodType] => [`content/guide/${t}.json`, GuideTopicFileSchema]),
];
let failed = false;
for (const [file, schema] of files) {
  if (!existsSync(file)) {
    console.log(`${file}: missing`);
    continue;
  }
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (result.success) console.log(`${file}: ok`);
  else {
    failed = true;
    console.log(`${file}: ${result.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
}
process.exit(failed ? 1 : 0);
