// Fills a fresh database for `npm run bench`: users, posts and messages spread over a year, in the
// languages the app serves, with a few rare words to search for and a day's worth of reports.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '#server/db/index';
import { type Insertable, sql } from 'kysely';
import type { ConversationMembersTable, ConversationsTable, MessagesTable } from '#server/db/schema';
import type { Config } from '#server/env';

// 100,000 posts over a year, in every language the app serves; a few carry a rare word to search for.

const SENTENCES = [
  'How do I get from Incheon Airport to Myeongdong by subway?',
  'The AREX express train takes 43 minutes to Seoul Station.',
  'T-money cards work on buses, the subway and most taxis.',
  '¿Dónde puedo cambiar dinero cerca de la estación de Seúl?',
  'En Busan el metro es barato y muy fácil de usar.',
  'Recomiendo probar el bibimbap en Jeonju, es delicioso.',
  '서울역에서 공항철도를 타면 인천공항까지 한 시간이 안 걸려요.',
  '제주도에서는 렌터카나 버스를 이용하는 게 편해요.',
  '편의점에서 교통카드를 충전할 수 있어요.',
  'Looking for a hiking buddy for Bukhansan this Saturday.',
  'Is the jjimjilbang in Dongdaemun open all night?',
  'Naver Map gives walking directions; Google Maps does not.',
];
export const RARE = 'Gwangjangmarketbindaetteok';
const PER_CONVERSATION = 20;

export async function seedBenchData(
  database: Config['database'],
  opts: { authorId: string; users: number; posts: number; messages: number },
) {
  const { authorId, users: USERS, posts: POSTS, messages: MESSAGES } = opts;
  const handle = openDatabase(database);
  const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
  const at = (fraction: number) => new Date(yearAgo + fraction * 365 * 24 * 3600 * 1000).toISOString();
  const userIds: string[] = [];
  for (let i = 0; i < USERS; i += 1000) {
    const rows = [];
    for (let j = i; j < Math.min(USERS, i + 1000); j += 1) {
      const id = randomUUID();
      userIds.push(id);
      rows.push({
        id,
        email: `traveller${j}@example.com`,
        email_verified: j % 5 !== 0,
        nickname: `traveller${j}`,
        image: null,
        language: null,
        ban_until: j % 1000 === 0 ? at(2) : null,
        created_at: at(j / USERS),
        updated_at: at(j / USERS),
      });
    }
    await handle.db.insertInto('users').values(rows).execute();
  }
  // Pairs of neighbours chat PER_CONVERSATION messages each, spread over the year.
  const conversations = Math.ceil(MESSAGES / PER_CONVERSATION);
  for (let c = 0; c < conversations; c += 500) {
    const rooms: Insertable<ConversationsTable>[] = [];
    const members: Insertable<ConversationMembersTable>[] = [];
    const messages: Insertable<MessagesTable>[] = [];
    for (let k = c; k < Math.min(conversations, c + 500); k += 1) {
      const [a, b] = [userIds[(2 * k) % USERS]!, userIds[(2 * k + 1) % USERS]!];
      const id = randomUUID();
      const [low, high] = [a, b].sort() as [string, string];
      const when = at(k / conversations);
      rooms.push({ id, user_low: low, user_high: high, last_message_id: null, updated_at: when, created_at: when });
      members.push(
        { conversation_id: id, user_id: a, partner_id: b, updated_at: when },
        { conversation_id: id, user_id: b, partner_id: a, updated_at: when },
      );
      for (let m = 0; m < PER_CONVERSATION && k * PER_CONVERSATION + m < MESSAGES; m += 1) {
        const [from, to] = m % 2 ? [b, a] : [a, b];
        messages.push({
          conversation_id: id,
          sender_id: from,
          receiver_id: to,
          content: SENTENCES[(k + m) % SENTENCES.length]!,
          is_read: true,
          created_at: when,
        });
      }
    }
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('conversations')
        .values(rooms)
        .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
        .execute();
      const kept = new Set(
        (
          await trx
            .selectFrom('conversations')
            .select('id')
            .where(
              'id',
              'in',
              rooms.map((r) => r.id),
            )
            .execute()
        ).map((r) => r.id),
      );
      await trx
        .insertInto('conversation_members')
        .values(members.filter((m) => kept.has(m.conversation_id)))
        .execute();
      const keptMessages = messages.filter((m) => kept.has(m.conversation_id));
      for (let i = 0; i < keptMessages.length; i += 1000)
        await trx
          .insertInto('messages')
          .values(keptMessages.slice(i, i + 1000))
          .execute();
    });
  }
  // A day's worth of reports to moderate.
  const reported = await handle.db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'receiver_id'])
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  await handle.db
    .insertInto('message_reports')
    .values(
      reported.map((m) => ({
        message_id: m.id,
        reporter_id: m.receiver_id,
        reported_user_id: m.sender_id,
        reason: '광고/스팸',
        detail: null,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();

  const boards = await handle.db.selectFrom('boards').select(['id']).execute();
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const batch = 500;
  for (let i = 0; i < POSTS; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(POSTS, i + batch); j += 1) {
      const pick = (k: number) => SENTENCES[(j * 7 + k * 13) % SENTENCES.length]!;
      rows.push({
        board_id: boards[j % boards.length]!.id,
        author_id: authorId,
        title: `${pick(0).slice(0, 60)} #${j}`,
        body: [pick(1), pick(2), pick(3), j % 10_000 === 0 ? RARE : ''].join('\n'),
        like_count: (j * 31) % 97,
        comment_count: (j * 17) % 23,
        view_count: (j * 13) % 500,
        created_at: new Date(start + (j / POSTS) * 365 * 24 * 3600 * 1000).toISOString(),
      });
    }
    await handle.db.insertInto('posts').values(rows).execute();
  }
  for (const board of boards) {
    const { n } = await handle.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('board_id', '=', board.id)
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('boards')
      .set({ post_count: Number(n) })
      .where('id', '=', board.id)
      .execute();
  }
  // A live PostgreSQL has planner statistics (autovacuum keeps them); a bulk load has none until analyzed.
  if (database.dialect === 'postgres') await sql`analyze`.execute(handle.db);
  await handle.close();
}
