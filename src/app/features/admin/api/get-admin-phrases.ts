import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPhrase } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Every phrase, by category then position. */
export const getAdminPhrases = async () => (await api.get<{ phrases: AdminPhrase[] }>('/api/admin/phrases')).phrases;

export const getAdminPhrasesQueryOptions = () => queryOptions({ queryKey: adminKeys.phrases(), queryFn: getAdminPhrases });

export const useAdminPhrases = () => useQuery(getAdminPhrasesQueryOptions());
