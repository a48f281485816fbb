import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '#server/db/index';
import { createMemoryBus } from '#server/events/bus';
import type { Work } from '#server/lib/transaction';
import { pair } from '#server/test/chat';
import { createTestApp } from '#server/test/test-app';
import { createSendMessage, type ToSend } from './send-message.ts';

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

const contentsOf = async (conversationId: string) =>
  (await reader.db.selectFrom('messages').select('content').where('conversation_id', '=', conversationId).execute())
    .map((r) => r.content)
    .sort();

/** What the hook wrote through the send's transaction, as a stand-in for the queue's rows: one per receiver. */
const markedFor = async (userId: string) =>
  (await reader.db.selectFrom('notification_mails').select('id').where('user_id', '=', userId).execute()).length;
const markEach = async (messages: ToSend[], work: Work) => {
  for (const m of messages)
    await work.trx
      .insertInto('notification_mails')
      .values({ user_id: m.receiverId, kind: 'chat', sent_at: new Date().toISOString() })
      .execute();
};
const sendsWith = (scheduleJobs: (messages: ToSend[], work: Work) => Promise<void>) =>
  createSendMessage({ db: writer.db, database: writer, events: createMemoryBus() }, { scheduleJobs });

describe(`the jobs of a send are written in its transaction (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('hands the sends a batch will write, and only those, to the jobs, which commit with the messages', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const heard: ToSend[][] = [];
    const sendMessage = sendsWith(async (messages, work) => {
      heard.push(
        messages.map(({ conversationId, senderId, receiverId }) => ({ conversationId, senderId, receiverId })),
      );
      await markEach(messages, work);
      // Not committed yet: another connection sees none of it.
      expect(await markedFor(b.id)).toBe(0);
    });
    // Sent in one turn, so they share a batch (one transaction); one is refused.
    const results = await Promise.allSettled([
      sendMessage({ userId: a.id, conversationId: roomId, text: 'first', clientId: null }),
      sendMessage({ userId: b.id, conversationId: roomId, text: 'second', clientId: null }),
      sendMessage({ userId: a.id, conversationId: randomUUID(), text: 'nowhere', clientId: null }),
      sendMessage({ userId: a.id, conversationId: roomId, text: 'third', clientId: null }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(heard).toEqual([
      [
        { conversationId: roomId, senderId: a.id, receiverId: b.id },
        { conversationId: roomId, senderId: b.id, receiverId: a.id },
        { conversationId: roomId, senderId: a.id, receiverId: b.id },
      ],
    ]);
    expect(await contentsOf(roomId)).toEqual(['first', 'second', 'third']);
    expect([await markedFor(a.id), await markedFor(b.id)]).toEqual([1, 2]);
  });

  it('stores no message whose jobs could not be written, and fails its send', async () => {
    const { a, roomId } = await pair(ctx.app);
    let failNext = false;
    const sendMessage = sendsWith(async () => {
      if (failNext) throw new Error('the queue refused');
    });
    expect(
      (await sendMessage({ userId: a.id, conversationId: roomId, text: 'with its job', clientId: null })).created,
    ).toBe(true);
    failNext = true;
    await expect(
      sendMessage({ userId: a.id, conversationId: roomId, text: 'no job for me', clientId: null }),
    ).rejects.toThrow('the queue refused');
    expect(await contentsOf(roomId)).toEqual(['with its job']);
  });

  it('writes no job for a message whose write failed', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const sendMessage = sendsWith(markEach);
    await explodeOn('explode');
    try {
      await expect(
        sendMessage({ userId: a.id, conversationId: roomId, text: 'explode', clientId: null }),
      ).rejects.toThrow();
    } finally {
      await defuse();
    }
    expect(await contentsOf(roomId)).toEqual([]);
    expect(await markedFor(b.id)).toBe(0);
  });
});

/** A write that fails for one text only, as a broken row would. */
async function explodeOn(text: string) {
  if (ctx.config.database.dialect === 'sqlite') {
    await sql`create trigger explode before insert on messages when new.content = ${sql.lit(text)} begin select raise(abort, 'boom'); end`.execute(
      ctx.db,
    );
    return;
  }
  await sql`create function explode() returns trigger language plpgsql as $$ begin if new.content = ${sql.lit(text)} then raise exception 'boom'; end if; return new; end $$`.execute(
    ctx.db,
  );
  await sql`create trigger explode before insert on messages for each row execute function explode()`.execute(ctx.db);
}

async function defuse() {
  await sql`drop trigger explode${sql.raw(ctx.config.database.dialect === 'sqlite' ? '' : ' on messages')}`.execute(
    ctx.db,
  );
  if (ctx.config.database.dialect === 'postgres') await sql`drop function explode()`.execute(ctx.db);
}
