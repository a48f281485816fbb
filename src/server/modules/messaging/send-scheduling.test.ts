import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#shared/contracts/messaging';
import { openDatabase } from '#server/db/index';
import { createMemoryBus } from '#server/events/bus';
import type { Work } from '#server/lib/transaction';
import { pair } from '#server/test/chat';
import { createTestApp } from '#server/test/test-app';
import { createSendMessage } from './send-message.ts';

// The transactional outbox of a send (issue 25, item 7): its mail and push jobs are written in the
// transaction that writes the message, so neither exists without the other, whatever crashes when.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let reader: ReturnType<typeof openDatabase>;
let writer: ReturnType<typeof openDatabase>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 100_000 });
  // A connection of its own: it sees a message only once the send's transaction has committed.
  reader = openDatabase(ctx.config.database);
  writer = openDatabase(ctx.config.database);
});
afterAll(async () => {
  await reader.close();
  await writer.close();
  await ctx.close();
});

const idsIn = async (db: Pick<typeof ctx.db, 'selectFrom'>, ids: number[]) =>
  (await db.selectFrom('messages').select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id)).sort();
const contentsOf = async (conversationId: string) =>
  (await reader.db.selectFrom('messages').select('content').where('conversation_id', '=', conversationId).execute())
    .map((r) => r.content)
    .sort();

describe(`the jobs of a send are written in its transaction (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('hands the written messages of a batch, and only those, to the jobs before the commit', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const heard: { ids: number[]; inTransaction: number[]; elsewhere: number[] }[] = [];
    const sendMessage = createSendMessage(
      { db: writer.db, database: writer, events: createMemoryBus() },
      {
        scheduleJobs: async (messages: Message[], work: Work) => {
          const ids = messages.map((m) => m.id).sort();
          heard.push({ ids, inTransaction: await idsIn(work.trx, ids), elsewhere: await idsIn(reader.db, ids) });
        },
      },
    );
    // Sent in one turn, so they share a batch (one transaction); one is refused.
    const results = await Promise.allSettled([
      sendMessage({ userId: a.id, conversationId: roomId, text: 'first', clientId: null }),
      sendMessage({ userId: b.id, conversationId: roomId, text: 'second', clientId: null }),
      sendMessage({ userId: a.id, conversationId: randomUUID(), text: 'nowhere', clientId: null }),
      sendMessage({ userId: a.id, conversationId: roomId, text: 'third', clientId: null }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const written = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.message.id] : [])).sort();
    expect(heard).toEqual([{ ids: written, inTransaction: written, elsewhere: [] }]);
    expect(await idsIn(reader.db, written)).toEqual(written);
  });

  it('stores no message whose jobs could not be written, and fails its send', async () => {
    const { a, roomId } = await pair(ctx.app);
    const sendMessage = createSendMessage(
      { db: writer.db, database: writer, events: createMemoryBus() },
      {
        scheduleJobs: async (messages) => {
          if (messages.some((m) => m.content === 'no job for me')) throw new Error('the queue refused');
        },
      },
    );
    const results = await Promise.allSettled([
      sendMessage({ userId: a.id, conversationId: roomId, text: 'with its job', clientId: null }),
      sendMessage({ userId: a.id, conversationId: roomId, text: 'no job for me', clientId: null }),
    ]);
    // The batch failed as a whole and ran again send by send: only the send whose job failed fails.
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await contentsOf(roomId)).toEqual(['with its job']);
  });
});
