import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const getFavoritePhrases = () => api('GET /api/me/favorite-phrases');
export const addFavoritePhrases = (phraseIds: string[]) =>
  api('POST /api/me/favorite-phrases', { body: { phraseIds } });
export const removeFavoritePhrase = (phraseId: string) =>
  api('DELETE /api/me/favorite-phrases/:phraseId', { params: { phraseId } });

export const getFavoritePhrasesQueryOptions = () =>
  queryOptions({ queryKey: ['favorite-phrases'], queryFn: getFavoritePhrases });

export const useAccountFavorites = (enabled: boolean) => useQuery({ ...getFavoritePhrasesQueryOptions(), enabled });

export function useSetAccountFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phraseId, starred }: { phraseId: string; starred: boolean }) =>
      starred ? addFavoritePhrases([phraseId]) : removeFavoritePhrase(phraseId),
    onSuccess: (favorites) => queryClient.setQueryData(getFavoritePhrasesQueryOptions().queryKey, favorites),
  });
}

export function useMergeAccountFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoritePhrases,
    onSuccess: (favorites) => queryClient.setQueryData(getFavoritePhrasesQueryOptions().queryKey, favorites),
  });
}
