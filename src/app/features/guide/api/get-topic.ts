import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { topics as topicFiles } from 'virtual:guide-topics';
import type { z } from 'zod';
import type { Language } from '#shared/limits';
import type { GuideTopicFileSchema } from '#shared/contracts/content';
import { useLanguage } from '#app/lib/i18n.ts';
import type { GuideTopic } from '#app/paths.ts';

/** An article as a reader of one language gets it: every text in that language only (src/shared/content-language.ts). */
export type GuideTopicFile = z.infer<typeof GuideTopicFileSchema>;

// Each topic and language is its own chunk: a page loads only its article, in its reader's language, and
// the service worker caches them all.
export async function getTopic(topic: GuideTopic, lng: Language): Promise<GuideTopicFile> {
  const load = topicFiles[topic]?.[lng];
  if (!load) throw new Error(`no guide content for ${topic}`);
  return (await load()).default as GuideTopicFile;
}

export const getTopicQueryOptions = (topic: GuideTopic, lng: Language) =>
  queryOptions({ queryKey: ['guide-topic', topic, lng], queryFn: () => getTopic(topic, lng), staleTime: Infinity });

export const useTopic = (topic: GuideTopic) => useQuery(getTopicQueryOptions(topic, useLanguage()));

/** Every topic's article, loaded only when `enabled` (the guide search needs them all). */
export const useAllTopics = (topics: readonly GuideTopic[], enabled: boolean) => {
  const lng = useLanguage();
  return useQueries({ queries: topics.map((topic) => ({ ...getTopicQueryOptions(topic, lng), enabled })) });
};
