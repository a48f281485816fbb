import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NotificationSettingsPatch } from '#shared/contracts/notification-settings';
import { api } from '#app/lib/api-client.ts';

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['notification-settings'], queryFn: () => api('GET /api/me/notification-settings') });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) => api('PATCH /api/me/notification-settings', { body: patch }),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
  });
}
