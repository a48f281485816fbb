import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PhrasesFileSchema, PlacesFileSchema } from '#shared/contracts/content';
import type { Db } from './index.ts';

const read = (file: string) => JSON.parse(readFileSync(path.resolve('content', file), 'utf8'));

/**
 * Seeds phrases, regions and places from content/ into empty tables only: once admins edit them,
 * the database is the source and a restart must not bring deleted rows back.
 */
export async function seedContent(db: Db): Promise<void> {
  // A seeded row was last reviewed on its file's date; an admin's edit moves it to the day of the edit.
  const reviewedAt = (day: string) => `${day}T00:00:00.000Z`;
  const hasPhrases = await db.selectFrom('phrases').select('id').limit(1).executeTakeFirst();
  if (!hasPhrases) {
    const { phrases, reviewed } = PhrasesFileSchema.parse(read('phrases.json'));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < phrases.length; i += 100) {
        await trx
          .insertInto('phrases')
          .values(
            phrases.slice(i, i + 100).map((p, j) => ({ ...p, position: i + j, updated_at: reviewedAt(reviewed) })),
          )
          .execute();
      }
    });
  }

  const hasRegions = await db.selectFrom('regions').select('id').limit(1).executeTakeFirst();
  if (!hasRegions) {
    const { regions, reviewed } = PlacesFileSchema.parse(read('places.json'));
    await db.transaction().execute(async (trx) => {
      for (const [position, r] of regions.entries()) {
        await trx
          .insertInto('regions')
          .values({
            id: r.id,
            name_ko: r.name.ko,
            name_es: r.name.es,
            name_en: r.name.en,
            summary_ko: r.summary.ko,
            summary_es: r.summary.es,
            summary_en: r.summary.en,
            position,
            updated_at: reviewedAt(reviewed),
          })
          .execute();
        await trx
          .insertInto('places')
          .values(
            r.places.map((p, i) => ({
              id: p.id,
              region_id: r.id,
              name_korean: p.nameKo,
              address_ko: p.addressKo,
              lat: p.lat,
              lng: p.lng,
              name_ko: p.name.ko,
              name_es: p.name.es,
              name_en: p.name.en,
              what_ko: p.what.ko,
              what_es: p.what.es,
              what_en: p.what.en,
              why_ko: p.why.ko,
              why_es: p.why.es,
              why_en: p.why.en,
              how_ko: p.howToGetThere.ko,
              how_es: p.howToGetThere.es,
              how_en: p.howToGetThere.en,
              position: i,
              updated_at: reviewedAt(reviewed),
            })),
          )
          .execute();
      }
    });
  }
}
