import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestActionInput } from '#shared/contracts/message-requests';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

/** Accept, decline, or decline with a block and a report; the live stream brings the new unread total. */
export const respondToRequest = ({ conversationId, input }: { conversationId: string; input: RequestActionInput }) =>
  api('POST /api/conversations/:conversationId/request', { params: { conversationId }, body: input });

export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    onSuccess: (_, { conversationId, input }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.list() }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.detail(conversationId) }),
        input.action === 'block' ? queryClient.invalidateQueries({ queryKey: messagingKeys.blocks() }) : null,
      ]),
  });
}
