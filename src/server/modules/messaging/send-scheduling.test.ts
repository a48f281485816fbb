import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#shared/contracts/messaging';
import { openDatabase } from '#server/db/index';
import { createMemoryBus } from '#server/events/bus';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { createSendMessage } from './send-message.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let reader: ReturnType<typeof openDatabase>;
let writer: ReturnType<typeof openDatabase>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 100_000 });
  // A connection of its own: it sees a message only once the send's write has committed.
  reader = openDatabase(ctx.config.database);
  writer = openDatabase(ctx.config.database);
});
afterAll(async () => {
  await reader.close();
  await writer.close();
  await ctx.close();
});

describe(`the mails and pushes of a send are scheduled after its commit (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('onCreated hears only the written messages of a batch, each already visible to another connection', async () => {
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const roomId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id as string;
    expect((await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' })).statusCode).toBe(204);

    const heard: Message[] = [];
    const visibleWhenHeard: Promise<number[]>[] = [];
    const sendMessage = createSendMessage(
      { db: writer.db, database: writer, events: createMemoryBus() },
      {
        onCreated: (messages) => {
          heard.push(...messages);
          const ids = messages.map((m) => m.id);
          visibleWhenHeard.push(
            reader.db
              .selectFrom('messages')
              .select('id')
              .where('id', 'in', ids)
              .execute()
              .then((rows) => rows.map((r) => Number(r.id))),
          );
        },
      },
    );

    // Sent in one turn, so they share a batch (one statement on PostgreSQL, one transaction on SQLite); one is refused.
    const results = await Promise.allSettled([
      sendMessage({ userId: a.id, conversationId: roomId, text: 'first', clientId: null }),
      sendMessage({ userId: b.id, conversationId: roomId, text: 'second', clientId: null }),
      sendMessage({
        userId: a.id,
        conversationId: randomUUID(),
        text: 'to a conversation that does not exist',
        clientId: null,
      }),
      sendMessage({ userId: a.id, conversationId: roomId, text: 'third', clientId: null }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const written = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.message.id] : []));

    expect(heard.map((m) => m.id).sort()).toEqual([...written].sort());
    expect((await Promise.all(visibleWhenHeard)).flat().sort()).toEqual([...written].sort());
  });
});
