import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedUser } from '#shared/contracts/messaging';
import { api } from '../../../lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getBlocks = async () => (await api.get<{ blocks: BlockedUser[] }>('/api/blocks')).blocks;

export const getBlocksQueryOptions = () => queryOptions({ queryKey: messagingKeys.blocks(), queryFn: getBlocks });

export const useBlocks = () => useQuery(getBlocksQueryOptions());
