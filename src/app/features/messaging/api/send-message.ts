import type { Message } from '#shared/contracts/messaging';
import { api } from '../../../lib/api-client.ts';

/** Sent through the outbox (`../outbox/outbox.ts`), which chooses the `clientId` a repeated send is recognised by. */
export const sendMessage = async ({ conversationId, text, clientId }: { conversationId: string; text: string; clientId: string }) =>
  (await api.post<{ message: Message }>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, { text, clientId })).message;
