import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppsFileSchema } from '#shared/contracts/content';

export type AppsFile = z.infer<typeof AppsFileSchema>;

export const getApps = async (): Promise<AppsFile> =>
  (await import('../../../../../content/apps.json')).default as AppsFile;
export const getAppsQueryOptions = () =>
  queryOptions({ queryKey: ['essential-apps'], queryFn: getApps, staleTime: Infinity });
export const useApps = () => useQuery(getAppsQueryOptions());
