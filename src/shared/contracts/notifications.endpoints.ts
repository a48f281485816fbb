import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationUnreadResponseSchema,
} from './notifications.ts';

const tags = ['notifications'];
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    tags,
    query: NotificationListQuerySchema,
    response: { 200: NotificationListResponseSchema },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'user',
    tags,
    response: { 200: NotificationUnreadResponseSchema },
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'user',
    tags,
    response: { 204: z.null() },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'user',
    tags,
    params: NotificationIdParamsSchema,
    response: { 204: z.null() },
  }),
};
