import { randomBytes } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type {
  AdminBoard,
  AdminComment,
  AdminContentQuerySchema,
  AdminPhrase,
  AdminPlace,
  AdminPost,
  AdminRegion,
  CreateBoardInput,
  PhraseInput,
  PlaceInput,
  RegionInput,
  UpdateBoardInput,
} from '#shared/contracts/admin';
import type { PhraseCategorySchema } from '#shared/contracts/content';
import { shownNickname } from '#shared/account-rules';
import { type Dialect, toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import type { BoardsTable, PlacesTable } from '#server/db/schema';
import { postTextMatches } from '#server/db/search';
import { recordAudit } from '#server/lib/audit';
import { AppError, notFound } from '#server/lib/errors';

type ContentQuery = z.infer<typeof AdminContentQuerySchema>;

/** "Gyeongbokgung Palace" → "gyeongbokgung-palace-3f9a": readable in URLs, unique without asking. */
const newId = (english: string) =>
  `${
    english
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item'
  }-${randomBytes(2).toString('hex')}`;

const localized = (row: Record<string, unknown>, field: string) => ({
  ko: String(row[`${field}_ko`]),
  es: String(row[`${field}_es`]),
  en: String(row[`${field}_en`]),
});
const columns = <F extends string>(field: F, value: { ko: string; es: string; en: string }) =>
  ({ [`${field}_ko`]: value.ko, [`${field}_es`]: value.es, [`${field}_en`]: value.en }) as Record<
    `${F}_${'ko' | 'es' | 'en'}`,
    string
  >;

function shapePlace(row: Selectable<PlacesTable>): AdminPlace {
  return {
    id: row.id,
    regionId: row.region_id,
    name: localized(row, 'name'),
    nameKo: row.name_korean,
    addressKo: row.address_ko,
    lat: Number(row.lat),
    lng: Number(row.lng),
    what: localized(row, 'what'),
    why: localized(row, 'why'),
    howToGetThere: localized(row, 'how'),
    position: Number(row.position),
  };
}

const placeColumns = (input: PlaceInput) => ({
  region_id: input.regionId,
  name_korean: input.nameKo,
  address_ko: input.addressKo,
  lat: input.lat,
  lng: input.lng,
  ...columns('name', input.name),
  ...columns('what', input.what),
  ...columns('why', input.why),
  ...columns('how', input.howToGetThere),
});

function shapeBoard(row: Selectable<BoardsTable>): AdminBoard {
  return {
    slug: row.slug,
    name: localized(row, 'name'),
    description: localized(row, 'description'),
    kind: row.kind,
    archived: Boolean(row.archived),
    position: Number(row.position),
    postCount: Number(row.post_count),
  };
}

/** Phrases, regions and places, boards, and the moderators' lists of posts and comments; every change is audited. */
export function createAdminContentService(db: Db, opts: { dialect: Dialect }) {
  const audit = recordAudit;

  async function requirePhrase(id: string) {
    const phrase = await db.selectFrom('phrases').selectAll().where('id', '=', id).executeTakeFirst();
    if (!phrase) throw notFound('Phrase');
    return phrase;
  }

  async function requireRegion(id: string) {
    const region = await db.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!region) throw new AppError('NOT_FOUND', 'Region not found.', 'regionId');
    return region;
  }

  async function requirePlace(id: string) {
    const place = await db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
    if (!place) throw notFound('Place');
    return place;
  }

  async function requireBoard(slug: string) {
    const board = await db.selectFrom('boards').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!board) throw notFound('Board');
    return board;
  }

  const reportCounts = async (target: 'post' | 'comment', ids: number[]) => {
    if (ids.length === 0) return new Map<string, number>();
    const rows = await db
      .selectFrom('content_reports')
      .select((eb) => ['target_id', eb.fn.countAll<number>().as('n')])
      .where('target_type', '=', target)
      .where('target_id', 'in', ids.map(String))
      .groupBy('target_id')
      .execute();
    return new Map(rows.map((r) => [r.target_id, Number(r.n)]));
  };

  return {
    async listPhrases(): Promise<AdminPhrase[]> {
      const rows = await db.selectFrom('phrases').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map((r) => ({
        id: r.id,
        category: r.category as AdminPhrase['category'],
        ko: r.ko,
        romanization: r.romanization,
        en: r.en,
        es: r.es,
        position: Number(r.position),
      }));
    },

    async createPhrase(actorId: string, input: PhraseInput): Promise<AdminPhrase> {
      const id = newId(input.en);
      const phrase = await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('phrases')
          .select((eb) => eb.fn.max('position').as('last'))
          .executeTakeFirstOrThrow();
        const row = { id, ...input, position: Number(last ?? -1) + 1, updated_at: new Date().toISOString() };
        await trx.insertInto('phrases').values(row).execute();
        await audit(trx, {
          actorId,
          action: 'phrase.create',
          targetType: 'phrase',
          targetId: id,
          before: null,
          after: input,
        });
        return row;
      });
      return { ...input, id: phrase.id, position: phrase.position };
    },

    async updatePhrase(actorId: string, id: string, input: PhraseInput): Promise<AdminPhrase> {
      const before = await requirePhrase(id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('phrases')
          .set({ ...input, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        const { category, ko, romanization, en, es } = before;
        await audit(trx, {
          actorId,
          action: 'phrase.update',
          targetType: 'phrase',
          targetId: id,
          before: { category, ko, romanization, en, es },
          after: input,
        });
      });
      return { ...input, id, position: Number(before.position) };
    },

    async deletePhrase(actorId: string, id: string): Promise<void> {
      const before = await requirePhrase(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('favorite_phrases').where('phrase_id', '=', id).execute();
        await trx.deleteFrom('phrases').where('id', '=', id).execute();
        await audit(trx, {
          actorId,
          action: 'phrase.delete',
          targetType: 'phrase',
          targetId: id,
          before: { category: before.category, ko: before.ko, en: before.en, es: before.es },
          after: null,
        });
      });
    },

    /** The category's phrases take the category's existing positions in the new order, so other categories stay put. */
    async reorderPhrases(
      actorId: string,
      category: z.infer<typeof PhraseCategorySchema>,
      ids: string[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('phrases')
          .select(['id', 'position'])
          .where('category', '=', category)
          .orderBy('position')
          .orderBy('id')
          .execute();
        const current = rows.map((r) => r.id);
        if (
          ids.length !== current.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !current.includes(id))
        ) {
          throw new AppError('BAD_REQUEST', 'List every phrase of the category exactly once.', 'ids');
        }
        const positions = rows.map((r) => Number(r.position));
        for (const [i, id] of ids.entries()) {
          await trx.updateTable('phrases').set({ position: positions[i]! }).where('id', '=', id).execute();
        }
        await audit(trx, {
          actorId,
          action: 'phrase.reorder',
          targetType: 'phrase',
          targetId: category,
          before: current,
          after: ids,
        });
      });
    },

    async listRegions(): Promise<AdminRegion[]> {
      const [regions, places] = await Promise.all([
        db.selectFrom('regions').selectAll().orderBy('position').execute(),
        db.selectFrom('places').selectAll().orderBy('position').execute(),
      ]);
      return regions.map((r) => ({
        id: r.id,
        name: localized(r, 'name'),
        summary: localized(r, 'summary'),
        position: Number(r.position),
        places: places.filter((p) => p.region_id === r.id).map(shapePlace),
      }));
    },

    async createRegion(actorId: string, input: RegionInput): Promise<AdminRegion> {
      const id = newId(input.name.en);
      const position = await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('regions')
          .select((eb) => eb.fn.max('position').as('last'))
          .executeTakeFirstOrThrow();
        const next = Number(last ?? -1) + 1;
        await trx
          .insertInto('regions')
          .values({
            id,
            ...columns('name', input.name),
            ...columns('summary', input.summary),
            position: next,
            updated_at: new Date().toISOString(),
          })
          .execute();
        await audit(trx, {
          actorId,
          action: 'region.create',
          targetType: 'region',
          targetId: id,
          before: null,
          after: input,
        });
        return next;
      });
      return { id, ...input, position, places: [] };
    },

    async updateRegion(actorId: string, id: string, input: RegionInput): Promise<AdminRegion> {
      const before = await requireRegion(id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('regions')
          .set({
            ...columns('name', input.name),
            ...columns('summary', input.summary),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .execute();
        await audit(trx, {
          actorId,
          action: 'region.update',
          targetType: 'region',
          targetId: id,
          before: { name: localized(before, 'name'), summary: localized(before, 'summary') },
          after: input,
        });
      });
      const places = await db
        .selectFrom('places')
        .selectAll()
        .where('region_id', '=', id)
        .orderBy('position')
        .execute();
      return { id, ...input, position: Number(before.position), places: places.map(shapePlace) };
    },

    async deleteRegion(actorId: string, id: string): Promise<void> {
      const before = await requireRegion(id);
      const place = await db.selectFrom('places').select('id').where('region_id', '=', id).executeTakeFirst();
      if (place) throw new AppError('REGION_NOT_EMPTY', 'Move or delete its places first.');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('regions').where('id', '=', id).execute();
        await audit(trx, {
          actorId,
          action: 'region.delete',
          targetType: 'region',
          targetId: id,
          before: { name: localized(before, 'name') },
          after: null,
        });
      });
    },

    async createPlace(actorId: string, input: PlaceInput): Promise<AdminPlace> {
      await requireRegion(input.regionId);
      const id = newId(input.name.en);
      const row = await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('places')
          .select((eb) => eb.fn.max('position').as('last'))
          .where('region_id', '=', input.regionId)
          .executeTakeFirstOrThrow();
        const values = {
          id,
          ...placeColumns(input),
          position: Number(last ?? -1) + 1,
          updated_at: new Date().toISOString(),
        };
        await trx.insertInto('places').values(values).execute();
        await audit(trx, {
          actorId,
          action: 'place.create',
          targetType: 'place',
          targetId: id,
          before: null,
          after: input,
        });
        return values;
      });
      return shapePlace(row);
    },

    async updatePlace(actorId: string, id: string, input: PlaceInput): Promise<AdminPlace> {
      const before = await requirePlace(id);
      if (input.regionId !== before.region_id) await requireRegion(input.regionId);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('places')
          .set({ ...placeColumns(input), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await audit(trx, {
          actorId,
          action: 'place.update',
          targetType: 'place',
          targetId: id,
          before: shapePlace(before),
          after: input,
        });
      });
      return shapePlace(await requirePlace(id));
    },

    async deletePlace(actorId: string, id: string): Promise<void> {
      const before = await requirePlace(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('places').where('id', '=', id).execute();
        await audit(trx, {
          actorId,
          action: 'place.delete',
          targetType: 'place',
          targetId: id,
          before: { name: localized(before, 'name'), regionId: before.region_id },
          after: null,
        });
      });
    },

    async listBoards(): Promise<AdminBoard[]> {
      const rows = await db.selectFrom('boards').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map(shapeBoard);
    },

    async createBoard(actorId: string, input: CreateBoardInput): Promise<AdminBoard> {
      const taken = await db.selectFrom('boards').select('id').where('slug', '=', input.slug).executeTakeFirst();
      if (taken) throw new AppError('SLUG_TAKEN', 'Another board uses this address.', 'slug');
      await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('boards')
          .select((eb) => eb.fn.max('position').as('last'))
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('boards')
          .values({
            slug: input.slug,
            kind: input.kind,
            ...columns('name', input.name),
            ...columns('description', input.description),
            position: Number(last ?? 0) + 1,
            created_at: new Date().toISOString(),
          })
          .execute();
        await audit(trx, {
          actorId,
          action: 'board.create',
          targetType: 'board',
          targetId: input.slug,
          before: null,
          after: input,
        });
      });
      return shapeBoard(await requireBoard(input.slug));
    },

    /** Rename in three languages, change its kind, archive (hidden from the community, posts kept) or restore. */
    async updateBoard(actorId: string, slug: string, input: UpdateBoardInput): Promise<AdminBoard> {
      const before = shapeBoard(await requireBoard(slug));
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('boards')
          .set({
            ...(input.name ? columns('name', input.name) : {}),
            ...(input.description ? columns('description', input.description) : {}),
            ...(input.kind ? { kind: input.kind } : {}),
            ...(input.archived !== undefined ? { archived: input.archived } : {}),
          })
          .where('slug', '=', slug)
          .execute();
        const action =
          input.archived === true && !before.archived
            ? 'board.archive'
            : input.archived === false && before.archived
              ? 'board.restore'
              : 'board.update';
        const changed = Object.keys(input) as (keyof UpdateBoardInput)[];
        await audit(trx, {
          actorId,
          action,
          targetType: 'board',
          targetId: slug,
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: input,
        });
      });
      return shapeBoard(await requireBoard(slug));
    },

    async reorderBoards(actorId: string, slugs: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('boards').select('slug').orderBy('position').orderBy('id').execute();
        const current = rows.map((r) => r.slug);
        if (
          slugs.length !== current.length ||
          new Set(slugs).size !== slugs.length ||
          slugs.some((s) => !current.includes(s))
        ) {
          throw new AppError('BAD_REQUEST', 'List every board exactly once.', 'slugs');
        }
        for (const [i, slug] of slugs.entries())
          await trx
            .updateTable('boards')
            .set({ position: i + 1 })
            .where('slug', '=', slug)
            .execute();
        await audit(trx, {
          actorId,
          action: 'board.reorder',
          targetType: 'board',
          targetId: '*',
          before: current,
          after: slugs,
        });
      });
    },

    /** Every post, hidden and deleted included, with how often it was reported. */
    async listPosts(query: ContentQuery): Promise<{ posts: AdminPost[]; total: number }> {
      let list = db.selectFrom('posts').innerJoin('boards', 'boards.id', 'posts.board_id');
      if (query.board) list = list.where('boards.slug', '=', query.board);
      if (query.q) list = list.where(postTextMatches(opts.dialect, query.q));
      if (query.state === 'visible')
        list = list.where('posts.deleted_at', 'is', null).where('posts.hidden', '=', false);
      if (query.state === 'hidden') list = list.where('posts.hidden', '=', true);
      if (query.state === 'deleted') list = list.where('posts.deleted_at', 'is not', null);
      const [{ total }, rows] = await Promise.all([
        list.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        list
          .innerJoin('users as author', 'author.id', 'posts.author_id')
          .select([
            'posts.id',
            'posts.title',
            sql<string>`substr(posts.body, 1, 200)`.as('excerpt'),
            'posts.author_id',
            'author.nickname',
            'author.deleted_at as author_deleted_at',
            'posts.created_at',
            'posts.hidden',
            'posts.pinned',
            'posts.deleted_at',
            'posts.like_count',
            'posts.comment_count',
            'boards.slug',
            'boards.name_ko',
            'boards.name_es',
            'boards.name_en',
          ])
          .orderBy('posts.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
      ]);
      const reports = await reportCounts(
        'post',
        rows.map((r) => Number(r.id)),
      );
      return {
        total: Number(total),
        posts: rows.map((r) => ({
          id: Number(r.id),
          board: { slug: r.slug, name: localized(r, 'name') },
          title: r.title,
          excerpt: r.excerpt.replace(/\s+/g, ' ').trim(),
          author: {
            id: r.author_id,
            nickname: shownNickname({ nickname: r.nickname, deletedAt: r.author_deleted_at }),
          },
          createdAt: toIso(r.created_at),
          hidden: Boolean(r.hidden),
          pinned: Boolean(r.pinned),
          deleted: r.deleted_at !== null,
          likeCount: Number(r.like_count),
          commentCount: Number(r.comment_count),
          reportCount: reports.get(String(r.id)) ?? 0,
        })),
      };
    },

    async listComments(query: ContentQuery): Promise<{ comments: AdminComment[]; total: number }> {
      let list = db.selectFrom('comments').innerJoin('posts', 'posts.id', 'comments.post_id');
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        list = list.where(sql<boolean>`lower(comments.body) like ${pattern} escape '\\'`);
      }
      if (query.board)
        list = list.innerJoin('boards', 'boards.id', 'posts.board_id').where('boards.slug', '=', query.board);
      if (query.state === 'visible')
        list = list.where('comments.deleted_at', 'is', null).where('comments.hidden', '=', false);
      if (query.state === 'hidden') list = list.where('comments.hidden', '=', true);
      if (query.state === 'deleted') list = list.where('comments.deleted_at', 'is not', null);
      const [{ total }, rows] = await Promise.all([
        list.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        list
          .innerJoin('users as author', 'author.id', 'comments.author_id')
          .select([
            'comments.id',
            'comments.body',
            'comments.author_id',
            'author.nickname',
            'author.deleted_at as author_deleted_at',
            'comments.created_at',
            'comments.hidden',
            'comments.deleted_at',
            'posts.id as post_id',
            'posts.title',
          ])
          .orderBy('comments.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
      ]);
      const reports = await reportCounts(
        'comment',
        rows.map((r) => Number(r.id)),
      );
      return {
        total: Number(total),
        comments: rows.map((r) => ({
          id: Number(r.id),
          post: { id: Number(r.post_id), title: r.title },
          body: r.body,
          author: {
            id: r.author_id,
            nickname: shownNickname({ nickname: r.nickname, deletedAt: r.author_deleted_at }),
          },
          createdAt: toIso(r.created_at),
          hidden: Boolean(r.hidden),
          deleted: r.deleted_at !== null,
          reportCount: reports.get(String(r.id)) ?? 0,
        })),
      };
    },
  };
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
