import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  NotificationSettingsPatchSchema,
  NotificationSettingsSchema,
  PushConfigSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
} from './notification-settings.ts';

const tags = ['notifications'];
/** Mail and push settings, and this browser's push subscription. The unsubscribe page (`/unsubscribe`) is server-rendered HTML outside /api. */
export const notificationSettingsEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/me/notification-settings',
    access: 'user',
    tags,
    response: { 200: NotificationSettingsSchema },
  }),
  updateSettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/me/notification-settings',
    access: 'user',
    tags,
    body: NotificationSettingsPatchSchema,
    response: { 200: NotificationSettingsSchema },
  }),
  pushConfig: defineEndpoint({
    method: 'GET',
    path: '/api/push/config',
    access: 'user',
    tags,
    response: { 200: PushConfigSchema },
  }),
  subscribePush: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'user',
    tags,
    body: PushSubscriptionInputSchema,
    response: { 204: z.null() },
  }),
  unsubscribePush: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'user',
    tags,
    query: PushUnsubscribeInputSchema,
    response: { 204: z.null() },
  }),
};
