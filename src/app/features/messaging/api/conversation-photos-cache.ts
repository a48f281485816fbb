import type { QueryClient } from '@tanstack/react-query';
import type { ConversationPhotosResponse, Photo } from '#shared/contracts/photos';
import { messagingKeys } from './keys.ts';

/** A chat's photos (under the chat's key, so leaving messaging clears them); apart from `messagingKeys`, which every page loads. */
export const conversationPhotosKey = (conversationId: string) =>
  [...messagingKeys.all, conversationId, 'photos'] as const;

/** Adds a photo that joined its message (a live `message.photo`, or our own send) to the open chat's photos. */
export function addConversationPhoto(
  queryClient: QueryClient,
  conversationId: string,
  messageId: number,
  photo: Photo,
) {
  queryClient.setQueryData<ConversationPhotosResponse>(conversationPhotosKey(conversationId), (data) =>
    data
      ? { photos: [{ messageId, photo }, ...data.photos.filter((p) => p.messageId !== messageId)] }
      : { photos: [{ messageId, photo }] },
  );
}
