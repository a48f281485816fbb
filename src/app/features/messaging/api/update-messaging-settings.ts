import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MessagingSettings } from '#shared/contracts/message-requests';
import { api } from '#app/lib/api-client.ts';
import { getMessagingSettingsQueryOptions } from './get-messaging-settings.ts';

export const updateMessagingSettings = (settings: MessagingSettings) =>
  api('PUT /api/messaging/settings', { body: settings });

export function useUpdateMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessagingSettings,
    onSuccess: (settings) => queryClient.setQueryData(getMessagingSettingsQueryOptions().queryKey, settings),
  });
}
