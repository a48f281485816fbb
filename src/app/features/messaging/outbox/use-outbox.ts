import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { addConversationPhoto } from '#app/features/messaging/api/conversation-photos-cache.ts';
import { upsertMessage } from '#app/features/messaging/api/get-messages.ts';
import { messagingKeys } from '#app/features/messaging/api/keys.ts';
import { addToOutbox, flushOutbox, getOutbox, subscribeOutbox } from './outbox.ts';

// A server that answered nothing (a captive portal, a restart) is tried again now and then while anything waits.
const RETRY_MS = 15_000;

export const useOutboxEntries = () => useSyncExternalStore(subscribeOutbox, getOutbox);

/** Queues a message; the sender below takes it from there. */
export function useOutboxSend(userId: string) {
  return useCallback(
    (conversationId: string, text: string, photo?: Blob) =>
      addToOutbox({ userId, conversationId, text, ...(photo ? { photo } : {}) }),
    [userId],
  );
}

/**
 * Sends the user's queued messages whenever the app is open and online: at start, after each new one, when
 * the connection returns, and every little while. `onAccountChanged` runs when a send was refused with 403
 * (a ban, a block): the state on screen is stale.
 */
export function useOutboxSender(userId: string | null, onAccountChanged: () => void) {
  const queryClient = useQueryClient();
  const entries = useOutboxEntries();
  const onAccountChangedRef = useRef(onAccountChanged);
  useEffect(() => {
    onAccountChangedRef.current = onAccountChanged;
  });
  const state = useRef({ running: false, again: false });
  const hasPending = entries.some((e) => e.userId === userId && e.state === 'pending');

  const kick = useCallback(async () => {
    if (!userId || !navigator.onLine) return;
    if (state.current.running) {
      state.current.again = true;
      return;
    }
    state.current.running = true;
    try {
      do {
        state.current.again = false;
        const { sent, refused, photos } = await flushOutbox(userId);
        for (const p of photos) addConversationPhoto(queryClient, p.conversationId, p.messageId, p.photo);
        for (const message of sent) upsertMessage(queryClient, message);
        if (sent.length > 0) void queryClient.invalidateQueries({ queryKey: messagingKeys.list() });
        for (const { entry, error } of refused) {
          if (error.status !== 403) continue;
          onAccountChangedRef.current();
          void queryClient.invalidateQueries({ queryKey: messagingKeys.detail(entry.conversationId) });
        }
      } while (state.current.again);
    } finally {
      state.current.running = false;
    }
  }, [queryClient, userId]);

  useEffect(() => {
    if (!hasPending) return;
    void kick();
    const timer = setInterval(() => void kick(), RETRY_MS);
    window.addEventListener('online', kick);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', kick);
    };
  }, [hasPending, entries, kick]);
}
