import { describe, expect, it, vi } from 'vitest';
import type { Message } from '#shared/contracts/messaging';
import type { Photo } from '#shared/contracts/photos';
import { ApiError } from '#app/lib/api-client.ts';
import { createOutbox, type OutboxEntry, type OutboxStorage, queuedFor, retried } from './outbox-core.ts';

/** IndexedDB as the tabs of one browser share it. */
function sharedStorage(): OutboxStorage & { rows: Map<string, OutboxEntry> } {
  const rows = new Map<string, OutboxEntry>();
  return {
    rows,
    values: async () => [...rows.values()].map((e) => ({ ...e })),
    set: async (entry) => void rows.set(entry.clientId, { ...entry }),
    del: async (clientId) => void rows.delete(clientId),
  };
}

/** A Web Lock: one holder at a time, the others wait in turn. */
function sharedLock() {
  let tail = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

const answer = (entry: OutboxEntry, id: number): Message => ({
  id,
  conversationId: entry.conversationId,
  senderId: entry.userId,
  receiverId: 'partner',
  content: entry.text,
  createdAt: new Date().toISOString(),
  isRead: false,
  deleted: false,
  reportedByMe: false,
  clientId: entry.clientId,
});

/** One tab's outbox over the shared storage and lock; `server` answers each send. */
function tab(
  storage: OutboxStorage,
  exclusive: ReturnType<typeof sharedLock>,
  server: (entry: OutboxEntry) => Promise<Message>,
) {
  let ids = 0;
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const send = vi.fn(server);
  const outbox = createOutbox({
    storage,
    exclusive,
    announce: () => {},
    send,
    newClientId: () => `client-${(ids += 1)}-${Math.random().toString(36).slice(2, 6)}`,
    now: () => new Date((clock += 1000)),
  });
  return { outbox, send };
}

let nextId = 100;
const accepting = async (entry: OutboxEntry) => answer(entry, (nextId += 1));
const draft = (text: string, conversationId = 'c1') => ({ userId: 'me', conversationId, text });

describe('the offline outbox', () => {
  it('queues a message and removes it once the server accepted it (sent)', async () => {
    const storage = sharedStorage();
    const { outbox, send } = tab(storage, sharedLock(), accepting);
    const entry = await outbox.add(draft('안녕하세요'));
    expect(outbox.getEntries()).toEqual([entry]);
    expect(entry.state).toBe('pending');

    const result = await outbox.flush('me');
    expect(send).toHaveBeenCalledExactlyOnceWith(entry);
    expect(result.sent.map((m) => m.clientId)).toEqual([entry.clientId]);
    expect(outbox.getEntries()).toEqual([]);
    expect(storage.rows.size).toBe(0);
  });

  it('keeps an entry queued while its send is on the way (sending), so a closed tab leaves it to be sent again', async () => {
    const storage = sharedStorage();
    let release!: () => void;
    const { outbox } = tab(storage, sharedLock(), async (entry) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer(entry, 1);
    });
    const entry = await outbox.add(draft('on its way'));
    const flushing = outbox.flush('me');
    await vi.waitFor(() => expect(release).toBeDefined());
    expect([...storage.rows.values()]).toEqual([entry]);
    release();
    await flushing;
    expect(storage.rows.size).toBe(0);
  });

  it('marks a refused message failed with the reason and goes on with the next (failed)', async () => {
    const { outbox } = tab(sharedStorage(), sharedLock(), async (entry) => {
      if (entry.text === 'blocked') throw new ApiError(403, 'BLOCKED', 'This user does not accept your messages.');
      return accepting(entry);
    });
    const refused = await outbox.add(draft('blocked'));
    const next = await outbox.add(draft('after it'));
    const result = await outbox.flush('me');
    expect(result.refused.map((r) => [r.entry.clientId, r.error.code])).toEqual([[refused.clientId, 'BLOCKED']]);
    expect(result.sent.map((m) => m.clientId)).toEqual([next.clientId]);
    expect(outbox.getEntries()).toEqual([{ ...refused, state: 'failed', code: 'BLOCKED' }]);
  });

  it('sends a failed message again with the same client id once the user retries it (retried)', async () => {
    let refuse = true;
    const { outbox, send } = tab(sharedStorage(), sharedLock(), async (entry) => {
      if (refuse) throw new ApiError(500, 'INTERNAL', 'boom');
      return accepting(entry);
    });
    const entry = await outbox.add(draft('try me again'));
    await outbox.flush('me');
    const [failed] = outbox.getEntries();
    expect(failed).toMatchObject({ state: 'failed', code: 'INTERNAL' });
    // A failed entry waits for the user: another flush leaves it alone.
    await outbox.flush('me');
    expect(send).toHaveBeenCalledTimes(1);

    refuse = false;
    await outbox.retry(failed!);
    expect(outbox.getEntries()).toEqual([{ ...entry, state: 'pending', code: undefined }]);
    const result = await outbox.flush('me');
    expect(send).toHaveBeenLastCalledWith(retried(failed!));
    expect(result.sent.map((m) => m.clientId)).toEqual([entry.clientId]);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('forgets a message the user discards, and never sends it (discarded)', async () => {
    const storage = sharedStorage();
    const { outbox, send } = tab(storage, sharedLock(), async () => {
      throw new ApiError(403, 'REQUEST_DECLINED', 'declined');
    });
    const entry = await outbox.add(draft('never mind'));
    await outbox.flush('me');
    await outbox.remove(entry.clientId);
    expect(outbox.getEntries()).toEqual([]);
    expect(storage.rows.size).toBe(0);
    await outbox.flush('me');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops at a network failure and keeps the rest queued, in order, for when the connection is back', async () => {
    let online = false;
    const { outbox, send } = tab(sharedStorage(), sharedLock(), async (entry) => {
      if (!online) throw new ApiError(0, 'NETWORK', 'offline');
      return accepting(entry);
    });
    const first = await outbox.add(draft('first'));
    const second = await outbox.add(draft('second', 'c2'));
    expect(await outbox.flush('me')).toEqual({ sent: [], refused: [], photos: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect(queuedFor(outbox.getEntries(), 'me')).toEqual([first, second]);

    online = true;
    const result = await outbox.flush('me');
    expect(result.sent.map((m) => m.clientId)).toEqual([first.clientId, second.clientId]);
  });

  it('sends each message once when two tabs flush at the same time (sent once across tabs)', async () => {
    const storage = sharedStorage();
    const lock = sharedLock();
    const server = vi.fn(accepting);
    const one = tab(storage, lock, server);
    const two = tab(storage, lock, server);
    const written = [await one.outbox.add(draft('from tab one')), await two.outbox.add(draft('from tab two'))];
    await Promise.all([one.outbox.flush('me'), two.outbox.flush('me'), one.outbox.flush('me')]);
    expect(server.mock.calls.map(([entry]) => entry.clientId).sort()).toEqual(written.map((e) => e.clientId).sort());
    expect(storage.rows.size).toBe(0);
  });

  it("sends only the signed-in user's messages", async () => {
    const { outbox, send } = tab(sharedStorage(), sharedLock(), accepting);
    await outbox.add({ userId: 'someone-else', conversationId: 'c9', text: 'theirs' });
    const mine = await outbox.add(draft('mine'));
    await outbox.flush('me');
    expect(send.mock.calls.map(([entry]) => entry.clientId)).toEqual([mine.clientId]);
    expect(outbox.getEntries().map((e) => e.userId)).toEqual(['someone-else']);
  });

  it('uploads a queued photo once, keeps its id through a lost connection, and sends it as a message', async () => {
    const storage = sharedStorage();
    const photo = { id: 'p1', width: 4, height: 3 } as unknown as Photo;
    let uploads = 0;
    let online = false;
    const sendPhoto = vi.fn(async (entry: OutboxEntry, save: (entry: OutboxEntry) => Promise<void>) => {
      if (!entry.photoId) {
        uploads += 1;
        await save({ ...entry, photoId: 'p1' });
      }
      if (!online) throw new ApiError(0, 'NETWORK', 'offline');
      return { message: answer(entry, 900), photo };
    });
    const outbox = createOutbox({
      storage,
      exclusive: sharedLock(),
      announce: () => {},
      send: accepting,
      sendPhoto,
      newClientId: () => 'photo-client',
      now: () => new Date(),
    });
    await outbox.add({ ...draft('look'), photo: new Blob(['jpeg']) });
    expect(await outbox.flush('me')).toEqual({ sent: [], refused: [], photos: [] });
    online = true;
    const result = await outbox.flush('me');
    expect(uploads).toBe(1);
    expect(result.sent.map((m) => m.id)).toEqual([900]);
    expect(result.photos).toEqual([{ conversationId: 'c1', messageId: 900, photo }]);
    expect(outbox.getEntries()).toEqual([]);
  });
});
