// tsx scripts/check-content.ts: validates every file in content/ against src/shared/contracts/content.ts and
// lists the items whose review is overdue (more than 12 months old).
import { existsSync, readFileSync } from 'node:fs';
import type { ZodType } from 'zod';
import { glanceProblems, isReviewOverdue } from '#shared/content-rules';
import {
  AppsFileSchema,
  DietCardFileSchema,
  EmergencyBoxFileSchema,
  GlossaryFileSchema,
  GUIDE_TOPIC_IDS,
  GuideTopicFileSchema,
  PhrasesFileSchema,
  PlacesFileSchema,
} from '#shared/contracts/content';

const files: [string, ZodType][] = [
  ['content/phrases.json', PhrasesFileSchema],
  ['content/places.json', PlacesFileSchema],
  ['content/apps.json', AppsFileSchema],
  ['content/diet-card.json', DietCardFileSchema],
  ['content/emergency-box.json', EmergencyBoxFileSchema],
  ['content/glossary-es.json', GlossaryFileSchema],
  ...GUIDE_TOPIC_IDS.map((t): [string, ZodType] => [`content/guide/${t}.json`, GuideTopicFileSchema]),
];
const today = new Date().toISOString().slice(0, 10);
let failed = false;
for (const [file, schema] of files) {
  if (!existsSync(file)) {
    failed = true;
    console.log(`${file}: missing`);
    continue;
  }
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    failed = true;
    console.log(
      `${file}: ${result.error.issues
        .slice(0, 10)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
    continue;
  }
  // Key facts and fare tables may only repeat numbers their topic states.
  const glance = schema === GuideTopicFileSchema ? glanceProblems(GuideTopicFileSchema.parse(result.data)) : [];
  if (glance.length) {
    failed = true;
    console.log(`${file}: ${glance.slice(0, 10).join('; ')}`);
    continue;
  }
  const { reviewed } = result.data as { reviewed: string };
  const stale = isReviewOverdue(reviewed, today);
  if (stale) failed = true;
  console.log(`${file}: ${stale ? `review overdue (reviewed ${reviewed})` : 'ok'}`);
}
process.exit(failed ? 1 : 0);
