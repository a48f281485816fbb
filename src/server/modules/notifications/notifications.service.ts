import type { Db } from '#server/db/index';
import type { WorkOption } from '#server/lib/transaction';
import { answerAccepted } from './answer-accepted.ts';
import { commentCreated } from './comment-created.ts';
import { exportNotifications } from './export-notifications.ts';
import { liked } from './liked.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllRead, markRead } from './mark-read.ts';
import { moderated } from './moderated.ts';
import { type NotifyDeps, unreadCount } from './notify.ts';
import { reportsClosed } from './reports-closed.ts';

type Input<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * In-app notifications (decision record 019): written inside the transaction of the action that causes them,
 * read through the recipient's blocks and the current state of what they point at; each change of a user's
 * unread count goes out on their live stream once the action has committed. One use case a file; this binds
 * them to their dependencies for the other domains and the routes.
 */
export function createNotificationsService(db: Db, options: Omit<NotifyDeps, 'db'>) {
  const deps: NotifyDeps = { db, ...options };
  return {
    commentCreated: (input: Input<typeof commentCreated>, { work }: WorkOption) =>
      commentCreated(deps, input, { work }),
    answerAccepted: (input: Input<typeof answerAccepted>, { work }: WorkOption) =>
      answerAccepted(deps, input, { work }),
    liked: (input: Input<typeof liked>, { work }: WorkOption) => liked(deps, input, { work }),
    moderated: (input: Input<typeof moderated>, { work }: WorkOption) => moderated(deps, input, { work }),
    reportsClosed: (input: Input<typeof reportsClosed>, { work }: WorkOption) => reportsClosed(deps, input, { work }),
    list: (userId: string, cursor?: number) => listNotifications(db, userId, cursor),
    unreadCount: (userId: string) => unreadCount(db, userId),
    markRead: (userId: string, id: number) => markRead(deps, userId, id),
    markAllRead: (userId: string) => markAllRead(deps, userId),
    exportFor: (userId: string) => exportNotifications(db, userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
