import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guideEndpoints } from '#shared/contracts/guide.endpoints';
import { api } from '#app/lib/api-client.ts';

export const getFavoritePhrases = () => api(guideEndpoints.favorites);
export const addFavoritePhrases = (phraseIds: string[]) => api(guideEndpoints.addFavorites, { body: { phraseIds } });
export const removeFavoritePhrase = (phraseId: string) => api(guideEndpoints.removeFavorite, { params: { phraseId } });

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
