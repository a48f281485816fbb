import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The live stream answers with the new unread total and the partner's read receipts.
export const markRead = (conversationId: string) => api.post<void>(`/api/conversations/${encodeURIComponent(conversationId)}/read`);

export const useMarkRead = () => useMutation({ mutationFn: markRead });
