import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const getRegions = () => api('GET /api/regions');
export const getRegionsQueryOptions = () =>
  queryOptions({ queryKey: rootKeys.regions, queryFn: getRegions, staleTime: 10 * 60_000 });
export const useRegions = () => useQuery(getRegionsQueryOptions());

export const getPlaces = () => api('GET /api/places');
export const getPlacesQueryOptions = () =>
  queryOptions({ queryKey: rootKeys.places, queryFn: getPlaces, staleTime: 10 * 60_000 });
export const usePlaces = (enabled = true) => useQuery({ ...getPlacesQueryOptions(), enabled });

export const getRegion = (regionId: string) => api('GET /api/regions/:regionId', { params: { regionId } });
export const getRegionQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: [...rootKeys.regions, regionId],
    queryFn: () => getRegion(regionId),
    staleTime: 10 * 60_000,
  });
export const useRegion = (regionId: string) => useQuery(getRegionQueryOptions(regionId));
