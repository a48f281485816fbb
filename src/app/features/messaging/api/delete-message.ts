import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Message } from '#shared/contracts/messaging';
import { api } from '#app/lib/api-client.ts';
import { updateConversationMessages } from './get-messages.ts';
import { messagingKeys } from './keys.ts';

export const deleteMessage = (message: Pick<Message, 'id'>) =>
  api('DELETE /api/messages/:messageId', { params: { messageId: message.id } });

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_, message: Pick<Message, 'id' | 'conversationId'>) => {
      updateConversationMessages(queryClient, message.conversationId, (m) =>
        m.id === message.id ? { ...m, deleted: true, content: null } : m,
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.list() });
    },
  });
}
