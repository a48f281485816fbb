import { useMutation } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

// The live stream answers with the new unread total and the partner's read receipts.
export const markRead = (conversationId: string) =>
  api('POST /api/conversations/:conversationId/read', { params: { conversationId } });

export const useMarkRead = () => useMutation({ mutationFn: markRead });
