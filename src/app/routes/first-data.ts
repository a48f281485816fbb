import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getBoardsQueryOptions } from '#app/features/community/api/get-boards.ts';
import { communityKeys } from '#app/features/community/api/keys.ts';
import { getAppsQueryOptions } from '#app/features/guide/api/get-apps.ts';
import { getSiteQueryOptions } from '#app/features/legal/api/get-site.ts';
import { getPhrasesQueryOptions } from '#app/features/phrases/api/get-phrases.ts';
import {
  getPlacesQueryOptions,
  getRegionQueryOptions,
  getRegionsQueryOptions,
} from '#app/features/places/api/get-regions.ts';
import { pageLanguage } from '#app/lib/i18n.ts';
import type { GuideTopic } from '#app/paths.ts';

/** The data a public page opens with, fetched with its chunk before a prerendered page hands over (decision record 026). */
export const firstData = {
  phrases: (qc: QueryClient) => qc.prefetchQuery(getPhrasesQueryOptions()),
  // Imported with the page's chunk, not in the entry: the list of article files grows with every topic.
  topic: (topic: GuideTopic) => async (qc: QueryClient) => {
    const { getTopicQueryOptions } = await import('#app/features/guide/api/get-topic.ts');
    return qc.prefetchQuery(getTopicQueryOptions(topic, pageLanguage()));
  },
  places: (qc: QueryClient) =>
    Promise.all([qc.prefetchQuery(getRegionsQueryOptions()), qc.prefetchQuery(getPlacesQueryOptions())]),
  region: (qc: QueryClient, { regionId = '' }: Record<string, string | undefined>) =>
    qc.prefetchQuery(getRegionQueryOptions(regionId)),
  community: (qc: QueryClient) => qc.prefetchQuery(getBoardsQueryOptions()),
  site: (qc: QueryClient) => qc.prefetchQuery(getSiteQueryOptions()),
  apps: (qc: QueryClient) => qc.prefetchQuery(getAppsQueryOptions()),
};

/**
 * The public pages the server renders again when asked for, with the API's live answers (decision record 045):
 * their lists are on screen with no app. Anything else such a page would load stays loading, as at build time.
 */
export const LIVE_PAGES: Record<string, { url: string; queryKey: QueryKey }[]> = {
  '/community': [
    { url: '/api/boards', queryKey: communityKeys.boards() },
    { url: '/api/community/highlights', queryKey: communityKeys.highlights() },
  ],
};
