import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Every phrase, by category then position. */
export const getAdminPhrases = async () => (await api('GET /api/admin/phrases')).phrases;

export const getAdminPhrasesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.phrases(), queryFn: getAdminPhrases });

export const useAdminPhrases = () => useQuery(getAdminPhrasesQueryOptions());
