import type { Message } from '#shared/contracts/messaging';
import type { Photo } from '#shared/contracts/photos';
import { ApiError } from '#app/lib/api-client.ts';

/**
 * The offline outbox's states and its flush, apart from the browser's storage, locks and network so that
 * unit tests drive them (docs/decisions/014, 038). An entry is queued ('pending') until the server accepts
 * it (then it leaves the outbox: sent), or refuses it ('failed', with the code; the user retries it, back
 * to queued, or discards it). While its send is on the way it stays queued: a tab that closes mid-send
 * leaves it to be sent again with the same client id, which the server stores once.
 */
export type OutboxEntry = {
  clientId: string;
  userId: string;
  conversationId: string;
  text: string;
  createdAt: string;
  /** 'failed': the server refused it (`code`); it waits for the user to retry or discard it. */
  state: 'pending' | 'failed';
  code?: string;
  /** A chat photo (shrunk, kept as bytes until uploaded), sent with `text` as its caption. */
  photo?: Blob;
  /** The uploaded photo's id, once uploaded: a repeat never uploads it twice. */
  photoId?: string;
};

export type SendResult = {
  sent: Message[];
  refused: { entry: OutboxEntry; error: ApiError }[];
  /** Chat photos that joined their messages. */
  photos: { conversationId: string; messageId: number; photo: Photo }[];
};

/** Where entries are kept (IndexedDB in the browser), shared by every tab. */
export type OutboxStorage = {
  values(): Promise<OutboxEntry[]>;
  set(entry: OutboxEntry): Promise<void>;
  del(clientId: string): Promise<void>;
};

export type OutboxDeps = {
  storage: OutboxStorage;
  /** Runs `task` while no other tab runs its own (a Web Lock). */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tells the other tabs that the entries changed (a BroadcastChannel). */
  announce: () => void;
  /** One send, repeated with the same client id while its answer is lost (`sendWithRetry`). */
  send: (entry: OutboxEntry) => Promise<Message>;
  /** A photo entry's send: uploads once (keeping the id with `save`), then sends it as a message. */
  sendPhoto?: (
    entry: OutboxEntry,
    save: (entry: OutboxEntry) => Promise<void>,
  ) => Promise<{ message: Message; photo: Photo }>;
  newClientId: () => string;
  now: () => Date;
};

const byAge = (a: OutboxEntry, b: OutboxEntry) => a.createdAt.localeCompare(b.createdAt);

/** The user's queued entries, oldest first: the order they are sent in. */
export const queuedFor = (entries: OutboxEntry[], userId: string) =>
  entries.filter((e) => e.userId === userId && e.state === 'pending').sort(byAge);

/** A refused entry the user sends again: queued, its code forgotten, the same client id. */
export const retried = (entry: OutboxEntry): OutboxEntry => ({ ...entry, state: 'pending', code: undefined });

/** A refused entry, kept with the server's reason. */
export const refused = (entry: OutboxEntry, code: string): OutboxEntry => ({ ...entry, state: 'failed', code });

/** Whether an error means the network, not the server's refusal: the entry waits for the connection. */
export const isOffline = (error: ApiError) => error.code === 'NETWORK';

export const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error));

export function createOutbox(deps: OutboxDeps) {
  let entries: OutboxEntry[] = [];
  let loaded: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function publish(next: OutboxEntry[]) {
    entries = [...next].sort(byAge);
    for (const listener of listeners) listener();
  }
  const reload = async () => publish(await deps.storage.values());

  async function save(entry: OutboxEntry) {
    publish([...entries.filter((e) => e.clientId !== entry.clientId), entry]);
    await deps.storage.set(entry);
    deps.announce();
  }

  async function remove(clientId: string) {
    publish(entries.filter((e) => e.clientId !== clientId));
    await deps.storage.del(clientId);
    deps.announce();
  }

  /**
   * Sends the user's queued messages, oldest first, one at a time, from one tab at a time. Stops at the
   * first network failure (they wait for the connection); a refusal marks that message failed and goes on.
   */
  async function flush(userId: string): Promise<SendResult> {
    const result: SendResult = { sent: [], refused: [], photos: [] };
    await deps.exclusive(async () => {
      // Read again inside the lock: another tab may have sent some meanwhile.
      await reload();
      for (const entry of queuedFor(entries, userId)) {
        try {
          if (entry.photo && deps.sendPhoto) {
            const { message, photo } = await deps.sendPhoto(entry, save);
            result.sent.push(message);
            result.photos.push({ conversationId: entry.conversationId, messageId: message.id, photo });
          } else {
            result.sent.push(await deps.send(entry));
          }
          await remove(entry.clientId);
        } catch (error) {
          const apiError = asApiError(error);
          if (isOffline(apiError)) break;
          result.refused.push({ entry, error: apiError });
          await save(refused(entry, apiError.code));
        }
      }
    });
    return result;
  }

  return {
    reload,
    getEntries: () => entries,
    subscribe(listener: () => void) {
      loaded ??= reload();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async add(input: Pick<OutboxEntry, 'userId' | 'conversationId' | 'text' | 'photo'>): Promise<OutboxEntry> {
      await (loaded ??= reload());
      const entry: OutboxEntry = {
        ...input,
        clientId: deps.newClientId(),
        createdAt: deps.now().toISOString(),
        state: 'pending',
      };
      await save(entry);
      return entry;
    },
    remove,
    retry: (entry: OutboxEntry) => save(retried(entry)),
    flush,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
