import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favorites } from '#shared/contracts/guide';
import { api } from '../../../lib/api-client.ts';

export const getFavoritePhrases = () => api.get<Favorites>('/api/me/favorite-phrases');
export const addFavoritePhrases = (phraseIds: string[]) => api.post<Favorites>('/api/me/favorite-phrases', { phraseIds });
export const removeFavoritePhrase = (phraseId: string) =>
  api.delete<Favorites>(`/api/me/favorite-phrases/${encodeURIComponent(phraseId)}`);

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
