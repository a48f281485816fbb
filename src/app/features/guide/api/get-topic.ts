import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GuideTopicFileSchema } from '#shared/contracts/content';
import type { GuideTopic } from '#app/paths.ts';

export type GuideTopicFile = z.infer<typeof GuideTopicFileSchema>;

// Each topic is its own chunk: a page loads only its article, and the service worker caches it.
const topicFiles = import.meta.glob<{ default: GuideTopicFile }>('../../../../../content/guide/*.json');

export async function getTopic(topic: GuideTopic): Promise<GuideTopicFile> {
  const load = topicFiles[`../../../../../content/guide/${topic}.json`];
  if (!load) throw new Error(`no guide content for ${topic}`);
  return (await load()).default;
}

export const getTopicQueryOptions = (topic: GuideTopic) =>
  queryOptions({ queryKey: ['guide-topic', topic], queryFn: () => getTopic(topic), staleTime: Infinity });

export const useTopic = (topic: GuideTopic) => useQuery(getTopicQueryOptions(topic));

/** Every topic's article, loaded only when `enabled` (the guide search needs them all). */
export const useAllTopics = (topics: readonly GuideTopic[], enabled: boolean) =>
  useQueries({ queries: topics.map((topic) => ({ ...getTopicQueryOptions(topic), enabled })) });
