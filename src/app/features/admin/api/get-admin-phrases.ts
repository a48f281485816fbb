import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Every phrase, by category then position. */
export const getAdminPhrases = async () => (await api(adminEndpoints.phrases)).phrases;

export const getAdminPhrasesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.phrases(), queryFn: getAdminPhrases });

export const useAdminPhrases = () => useQuery(getAdminPhrasesQueryOptions());
