import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '#shared/contracts/messaging';
import { api } from '../../../lib/api-client.ts';
import { upsertMessage } from './get-messages.ts';
import { messagingKeys } from './keys.ts';

export const sendMessage = async ({ conversationId, text }: { conversationId: string; text: string }) =>
  (await api.post<{ message: Message }>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, { text })).message;

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.list() });
    },
  });
}
