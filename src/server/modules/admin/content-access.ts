import type { Db } from '#server/db/index';
import { AppError, notFound } from '#server/lib/errors';

/** The look-ups of the content use cases: a phrase, region, place or board, or 404. */

export async function requirePhrase(db: Db, id: string) {
  const phrase = await db.selectFrom('phrases').selectAll().where('id', '=', id).executeTakeFirst();
  if (!phrase) throw notFound('Phrase');
  return phrase;
}

export async function requireRegion(db: Db, id: string) {
  const region = await db.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!region) throw new AppError('NOT_FOUND', 'Region not found.', 'regionId');
  return region;
}

export async function requirePlace(db: Db, id: string) {
  const place = await db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
  if (!place) throw notFound('Place');
  return place;
}

export async function requireBoard(db: Db, slug: string) {
  const board = await db.selectFrom('boards').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!board) throw notFound('Board');
  return board;
}

/** How often each of these posts or comments was reported, by id. */
export async function reportCounts(db: Db, target: 'post' | 'comment', ids: number[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('content_reports')
    .select((eb) => ['target_id', eb.fn.countAll<number>().as('n')])
    .where('target_type', '=', target)
    .where('target_id', 'in', ids.map(String))
    .groupBy('target_id')
    .execute();
  return new Map(rows.map((r) => [r.target_id, r.n]));
}
