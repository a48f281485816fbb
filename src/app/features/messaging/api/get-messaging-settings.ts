import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getMessagingSettings = () => api('GET /api/messaging/settings');

export const getMessagingSettingsQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.settings(), queryFn: getMessagingSettings });

export const useMessagingSettings = () => useQuery(getMessagingSettingsQueryOptions());
