import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsPatch } from '#shared/contracts/notification-settings';
import { api } from '../../../lib/api-client.ts';

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['notification-settings'], queryFn: () => api.get<NotificationSettings>('/api/me/notification-settings') });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) => api.patch<NotificationSettings>('/api/me/notification-settings', patch),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
  });
}
