import { createStore, del, set, values } from 'idb-keyval';
import type { Message } from '#shared/contracts/messaging';
import { ApiError } from '#app/lib/api-client.ts';
import type { Photo } from '#shared/contracts/photos';
import { newClientId, sendWithRetry } from '#app/features/messaging/api/send-message.ts';

/**
 * Messages written but not yet accepted by the server, kept in IndexedDB so they survive reloads and
 * browser restarts (docs/decisions/014). Each carries the `clientId` the server deduplicates sends by,
 * so a send whose answer was lost can be repeated safely; a Web Lock keeps two tabs from sending at once.
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

const store = createStore('hola-corea-outbox', 'messages');
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('hola-corea-outbox');
const LOCK = 'hola-corea-outbox';

let entries: OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

const byAge = (a: OutboxEntry, b: OutboxEntry) => a.createdAt.localeCompare(b.createdAt);

function publish(next: OutboxEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

async function reload() {
  publish((await values<OutboxEntry>(store)).sort(byAge));
}

channel?.addEventListener('message', () => void reload());

export const getOutbox = () => entries;
export function subscribeOutbox(listener: () => void) {
  loaded ??= reload();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function save(entry: OutboxEntry) {
  publish([...entries.filter((e) => e.clientId !== entry.clientId), entry].sort(byAge));
  await set(entry.clientId, entry, store);
  channel?.postMessage('changed');
}

export async function removeFromOutbox(clientId: string) {
  publish(entries.filter((e) => e.clientId !== clientId));
  await del(clientId, store);
  channel?.postMessage('changed');
}

export async function addToOutbox(
  input: Pick<OutboxEntry, 'userId' | 'conversationId' | 'text' | 'photo'>,
): Promise<OutboxEntry> {
  await (loaded ??= reload());
  const entry: OutboxEntry = {
    ...input,
    clientId: newClientId(),
    createdAt: new Date().toISOString(),
    state: 'pending',
  };
  await save(entry);
  return entry;
}

export const retryEntry = (entry: OutboxEntry) => save({ ...entry, state: 'pending', code: undefined });

export type SendResult = {
  sent: Message[];
  refused: { entry: OutboxEntry; error: ApiError }[];
  /** Chat photos that joined their messages. */
  photos: { conversationId: string; messageId: number; photo: Photo }[];
};

/** A queued photo: uploaded once (its id kept in the entry), then sent as a message like a text. */
async function sendPhotoEntry(entry: OutboxEntry, result: SendResult): Promise<Message> {
  // Loaded with the first photo sent: the app shell that runs the outbox stays within its budget.
  const [{ uploadPhoto }, { sendPhotoWithRetry }] = await Promise.all([
    import('#app/lib/photo-upload.ts'),
    import('#app/features/messaging/api/send-photo-message.ts'),
  ]);
  let photoId = entry.photoId;
  if (!photoId) {
    photoId = (await uploadPhoto(entry.photo!, { purpose: 'chat' })).id;
    await save({ ...entry, photoId });
  }
  const { message, photo } = await sendPhotoWithRetry({
    conversationId: entry.conversationId,
    photoId,
    caption: entry.text,
    clientId: entry.clientId,
  });
  result.photos.push({ conversationId: entry.conversationId, messageId: message.id, photo });
  return message;
}

/**
 * Sends the user's pending messages, oldest first, one at a time. Stops at the first network failure (they
 * wait for the connection); a refusal marks that message failed and goes on with the next.
 */
export async function flushOutbox(userId: string): Promise<SendResult> {
  const result: SendResult = { sent: [], refused: [], photos: [] };
  const run = async () => {
    // Read again inside the lock: another tab may have sent some meanwhile.
    await reload();
    for (const entry of entries.filter((e) => e.userId === userId && e.state === 'pending')) {
      try {
        const message = entry.photo
          ? await sendPhotoEntry(entry, result)
          : await sendWithRetry({ conversationId: entry.conversationId, text: entry.text, clientId: entry.clientId });
        result.sent.push(message);
        await removeFromOutbox(entry.clientId);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error));
        if (apiError.code === 'NETWORK') break;
        result.refused.push({ entry, error: apiError });
        await save({ ...entry, state: 'failed', code: apiError.code });
      }
    }
  };
  if (navigator.locks) await navigator.locks.request(LOCK, run);
  else await run();
  return result;
}
