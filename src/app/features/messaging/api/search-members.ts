import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

/** Members whose nickname starts with `nickname` and who may be written to (the server applies blocks and settings). */
export const searchMembers = async (nickname: string) =>
  (await api('GET /api/messaging/members', { query: { nickname } })).members;

export const searchMembersQueryOptions = (nickname: string) =>
  queryOptions({
    queryKey: messagingKeys.members(nickname),
    queryFn: () => searchMembers(nickname),
    staleTime: 30_000,
  });

export const useSearchMembers = (nickname: string) =>
  useQuery({
    ...searchMembersQueryOptions(nickname),
    enabled: nickname.length >= 2,
    placeholderData: keepPreviousData,
  });
