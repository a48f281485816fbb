import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageRequestEndpoints } from '#shared/contracts/message-requests.endpoints';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getMessagingSettings = () => api(messageRequestEndpoints.settings);

export const getMessagingSettingsQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.settings(), queryFn: getMessagingSettings });

export const useMessagingSettings = () => useQuery(getMessagingSettingsQueryOptions());
