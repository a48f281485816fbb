import type { ServerContext } from '#server/context';
import type { Work } from '#server/lib/transaction';
import type { CommunityService } from '#server/modules/community/community.service';
import type { NotificationsService } from '#server/modules/notifications/notifications.service';

/**
 * What the admin room's use cases take a part of (decision record 028): the database and its admin store,
 * and the live events that tell a user's open tabs their account changed.
 */
export type AdminContext = Pick<ServerContext, 'db' | 'database' | 'events'>;

/**
 * What resolving a report may call on the owning rooms: only functions that join its work (WorkOption),
 * so that the report, the action and the audit entry commit together or not at all.
 */
export type ReportActions = {
  messaging: { removeMessage: (messageId: number, opts: { work: Work }) => Promise<void> };
  community: Pick<CommunityService, 'deletePost' | 'deleteComment' | 'moderatePost' | 'moderateComment'>;
  notifications: Pick<NotificationsService, 'reportsClosed'>;
};

/** The reports' context: the admin room's own and the rooms a resolution acts through. */
export type ReportsContext = AdminContext & ReportActions;
