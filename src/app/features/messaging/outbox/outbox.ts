import { createStore, del, set, values } from 'idb-keyval';
import { newClientId, sendWithRetry } from '#app/features/messaging/api/send-message.ts';
import { createOutbox, type OutboxEntry } from './outbox-core.ts';

export type { OutboxEntry, SendResult } from './outbox-core.ts';

/**
 * Messages written but not yet accepted by the server, kept in IndexedDB so they survive reloads and
 * browser restarts (docs/decisions/014). Each carries the `clientId` the server deduplicates sends by,
 * so a send whose answer was lost can be repeated safely; a Web Lock keeps two tabs from sending at once.
 * The states and the flush are in outbox-core.ts; this binds them to the browser.
 */
const store = createStore('hola-corea-outbox', 'messages');
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('hola-corea-outbox');
const LOCK = 'hola-corea-outbox';

/** A queued photo: uploaded once (its id kept in the entry), then sent as a message like a text. */
async function sendPhotoEntry(entry: OutboxEntry, save: (entry: OutboxEntry) => Promise<void>) {
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
  return sendPhotoWithRetry({
    conversationId: entry.conversationId,
    photoId,
    caption: entry.text,
    clientId: entry.clientId,
  });
}

const outbox = createOutbox({
  storage: {
    values: () => values<OutboxEntry>(store),
    set: (entry) => set(entry.clientId, entry, store),
    del: (clientId) => del(clientId, store),
  },
  exclusive: async (task) =>
    navigator.locks ? ((await navigator.locks.request(LOCK, task)) as Awaited<ReturnType<typeof task>>) : task(),
  announce: () => channel?.postMessage('changed'),
  send: (entry) => sendWithRetry({ conversationId: entry.conversationId, text: entry.text, clientId: entry.clientId }),
  sendPhoto: sendPhotoEntry,
  newClientId,
  now: () => new Date(),
});

channel?.addEventListener('message', () => void outbox.reload());

export const getOutbox = outbox.getEntries;
export const subscribeOutbox = outbox.subscribe;
export const addToOutbox = outbox.add;
export const removeFromOutbox = outbox.remove;
export const retryEntry = outbox.retry;
export const flushOutbox = outbox.flush;
