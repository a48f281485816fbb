import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { isReviewOverdue, reviewDueOn } from '#shared/content-rules';
import {
  AppsFileSchema,
  DietCardFileSchema,
  EmergencyBoxFileSchema,
  GlossaryFileSchema,
  GUIDE_TOPIC_IDS,
  GuideTopicFileSchema,
} from '#shared/contracts/content';
import type { ReviewItem } from '#shared/contracts/content-review';
import type { Db } from '#server/db/index';
import { route } from '#server/lib/route';

/** Items falling due within this many days are listed with the overdue ones, so they can be planned. */
export const REVIEW_SOON_DAYS = 30;

const read = (file: string) => JSON.parse(readFileSync(path.resolve('content', file), 'utf8'));

type Dated = Omit<ReviewItem, 'dueOn' | 'overdue'>;

/** What ships in content/ (read once: it changes only with a deploy) with its reviewed dates. */
function fileItems(): Dated[] {
  const apps = AppsFileSchema.parse(read('apps.json'));
  return [
    ...GUIDE_TOPIC_IDS.map((topic) => {
      const article = GuideTopicFileSchema.parse(read(`guide/${topic}.json`));
      return { kind: 'guide' as const, id: topic, title: article.title.en, reviewed: article.reviewed };
    }),
    { kind: 'apps', id: 'apps', title: 'Essential apps', reviewed: apps.reviewed },
    ...apps.apps.map((app) => ({ kind: 'app' as const, id: app.id, title: app.name, reviewed: app.reviewed })),
    {
      kind: 'diet-card',
      id: 'diet-card',
      title: 'Diet card',
      reviewed: DietCardFileSchema.parse(read('diet-card.json')).reviewed,
    },
    {
      kind: 'emergency-box',
      id: 'emergency-box',
      title: 'Home emergency box',
      reviewed: EmergencyBoxFileSchema.parse(read('emergency-box.json')).reviewed,
    },
    {
      kind: 'glossary',
      id: 'glossary-es',
      title: 'Spanish glossary',
      reviewed: GlossaryFileSchema.parse(read('glossary-es.json')).reviewed,
    },
  ];
}

export function createContentReviewService(db: Db) {
  const files = fileItems();
  return {
    /** Everything overdue or due within REVIEW_SOON_DAYS, soonest first; places and phrases count from their last edit. */
    async list(now = new Date()) {
      const [places, phrases] = await Promise.all([
        db.selectFrom('places').select(['id', 'name_en', 'updated_at']).execute(),
        db.selectFrom('phrases').select(['id', 'en', 'updated_at']).execute(),
      ]);
      const items: Dated[] = [
        ...files,
        ...places.map((p) => ({
          kind: 'place' as const,
          id: p.id,
          title: p.name_en,
          reviewed: p.updated_at.slice(0, 10),
        })),
        ...phrases.map((p) => ({
          kind: 'phrase' as const,
          id: p.id,
          title: p.en,
          reviewed: p.updated_at.slice(0, 10),
        })),
      ];
      const today = now.toISOString().slice(0, 10);
      const soon = new Date(now.getTime() + REVIEW_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
      const due = items
        .map((item) => ({ ...item, dueOn: reviewDueOn(item.reviewed), overdue: isReviewOverdue(item.reviewed, today) }))
        .filter((item) => item.dueOn <= soon)
        .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
      return { items: due, tracked: items.length };
    },
  };
}

/** GET /api/admin/content-review: the changeable content due for another check. */
export const contentReviewRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createContentReviewService(db);
  route(app, adminEndpoints.contentReview, {}, async () => service.list());
};
