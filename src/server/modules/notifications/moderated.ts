import type { ReportReason } from '#shared/contracts/reports';
import { inWork, type WorkOption } from '#server/lib/transaction';
import { announce, dataOf, insertNotifications, mayNotify, type NotifyDeps } from './notify.ts';

/**
 * A moderator hid or removed a post or comment: its author hears why. Others' notifications about it
 * disappear from their counts, so those are sent again too.
 */
export async function moderated(
  deps: NotifyDeps,
  input: {
    moderatorId: string;
    subject: 'post' | 'comment';
    id: number;
    type: 'content_hidden' | 'content_removed';
    reason: ReportReason | null;
    at: string;
  },
  { work }: WorkOption,
) {
  return inWork(deps.db, work, async (work) => {
    const { trx } = work;
    const target =
      input.subject === 'post'
        ? await trx
            .selectFrom('posts')
            .select(['author_id', 'id as post_id'])
            .where('id', '=', input.id)
            .executeTakeFirstOrThrow()
        : await trx
            .selectFrom('comments')
            .select(['author_id', 'post_id'])
            .where('id', '=', input.id)
            .executeTakeFirstOrThrow();
    const affected = await trx
      .selectFrom('notifications')
      .select('user_id')
      .distinct()
      .where(input.subject === 'post' ? 'post_id' : 'comment_id', '=', input.id)
      .where('read_at', 'is', null)
      .execute();
    const recipients = affected.map((r) => r.user_id);
    if (target.author_id !== input.moderatorId && (await mayNotify(trx, target.author_id, null))) {
      await insertNotifications(deps, work, [
        {
          user_id: target.author_id,
          type: input.type,
          post_id: target.post_id,
          comment_id: input.subject === 'comment' ? input.id : null,
          data: dataOf({ subject: input.subject, reason: input.reason }),
          created_at: input.at,
        },
      ]);
      recipients.push(target.author_id);
    }
    announce(deps, work, recipients);
  });
}
