import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StartConversationInput } from '#shared/contracts/messaging';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

/** Opens the one conversation with a user, creating it on first contact; resolves with its id. */
export const startConversation = (input: StartConversationInput) => api('POST /api/conversations', { body: input });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (data) => {
      if (data.created) void queryClient.invalidateQueries({ queryKey: messagingKeys.list() });
    },
  });
}
