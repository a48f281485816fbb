import type { ServerContext } from '#server/context';
import type { NotificationsService } from '#server/modules/notifications/notifications.service';

/**
 * What the community's use cases take a part of: the server's context (the database and its community
 * store, the configuration's secret and pacing scale, photo storage) and the notifications their actions
 * write in their own transaction (decision record 019).
 */
export type CommunityContext = Pick<ServerContext, 'db' | 'database' | 'config' | 'photoStorage'> & {
  notifications: Pick<NotificationsService, 'commentCreated' | 'answerAccepted' | 'liked' | 'moderated'>;
};
