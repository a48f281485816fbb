import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Photo } from '#shared/contracts/photos';
import { api } from '#app/lib/api-client.ts';
import { conversationPhotosKey } from './conversation-photos-cache.ts';

export const getConversationPhotos = (conversationId: string) =>
  api('GET /api/conversations/:conversationId/photos', { params: { conversationId } });

export const getConversationPhotosQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: conversationPhotosKey(conversationId),
    queryFn: () => getConversationPhotos(conversationId),
  });

/** A chat's photos by message id, kept current by `message.photo` events (useLiveMessaging; decision record 032). */
export function useConversationPhotos(conversationId: string): Map<number, Photo> {
  const query = useQuery(getConversationPhotosQueryOptions(conversationId));
  return new Map((query.data?.photos ?? []).map((p) => [p.messageId, p.photo]));
}
