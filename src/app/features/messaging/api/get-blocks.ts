import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getBlocks = async () => (await api('GET /api/blocks')).blocks;

export const getBlocksQueryOptions = () => queryOptions({ queryKey: messagingKeys.blocks(), queryFn: getBlocks });

export const useBlocks = () => useQuery(getBlocksQueryOptions());
