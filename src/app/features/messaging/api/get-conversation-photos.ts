import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationPhotosResponse, Photo } from '#shared/contracts/photos';
import { photoEndpoints } from '#shared/contracts/photos.endpoints';
import { api } from '#app/lib/api-client.ts';
import { useLiveEvents } from '#app/lib/live-events.ts';
import { messagingKeys } from './keys.ts';

export const getConversationPhotos = (conversationId: string) =>
  api(photoEndpoints.conversationPhotos, { params: { conversationId } });

export const getConversationPhotosQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: messagingKeys.photos(conversationId),
    queryFn: () => getConversationPhotos(conversationId),
  });

/** Adds a photo that joined its message (a live `message.photo`, or our own send) to the open chat's photos. */
export function addConversationPhoto(
  queryClient: QueryClient,
  conversationId: string,
  messageId: number,
  photo: Photo,
) {
  queryClient.setQueryData<ConversationPhotosResponse>(messagingKeys.photos(conversationId), (data) =>
    data
      ? { photos: [{ messageId, photo }, ...data.photos.filter((p) => p.messageId !== messageId)] }
      : { photos: [{ messageId, photo }] },
  );
}

/** A chat's photos by message id, kept current by `message.photo` events (decision record 032). */
export function useConversationPhotos(conversationId: string): Map<number, Photo> {
  const queryClient = useQueryClient();
  const query = useQuery(getConversationPhotosQueryOptions(conversationId));
  useLiveEvents({
    'message.photo': (event) => {
      // Not the open chat's: it is read when that chat opens.
      if (event.conversationId !== conversationId) return;
      addConversationPhoto(queryClient, event.conversationId, event.messageId, event.photo);
    },
  });
  return new Map((query.data?.photos ?? []).map((p) => [p.messageId, p.photo]));
}
