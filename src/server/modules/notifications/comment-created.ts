import type { Insertable } from 'kysely';
import type { NotificationsTable } from '#server/db/schema';
import { inWork, type WorkOption } from '#server/lib/transaction';
import { announce, insertNotifications, mayNotify, type NotifyDeps } from './notify.ts';

/** The post's author hears of a new comment; everyone else who commented on the thread hears of a reply. */
export async function commentCreated(
  deps: NotifyDeps,
  input: { actorId: string; postId: number; commentId: number; at: string },
  { work }: WorkOption,
) {
  return inWork(deps.db, work, async (work) => {
    const { trx } = work;
    const post = await trx
      .selectFrom('posts')
      .select('author_id')
      .where('id', '=', input.postId)
      .executeTakeFirstOrThrow();
    const rows: Insertable<NotificationsTable>[] = [];
    const base = { actor_id: input.actorId, post_id: input.postId, comment_id: input.commentId, created_at: input.at };
    if (await mayNotify(trx, post.author_id, input.actorId))
      rows.push({ ...base, user_id: post.author_id, type: 'post_comment' });
    const participants = await trx
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.author_id')
      .select('comments.author_id')
      .distinct()
      .where('comments.post_id', '=', input.postId)
      .where('comments.deleted_at', 'is', null)
      .where('comments.author_id', 'not in', [input.actorId, post.author_id])
      .where('users.status', '=', 'active')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocks')
              .select('blocks.blocker_id')
              .where((b) =>
                b.or([
                  b.and([
                    b('blocks.blocker_id', '=', b.ref('comments.author_id')),
                    b('blocks.blocked_id', '=', input.actorId),
                  ]),
                  b.and([
                    b('blocks.blocker_id', '=', input.actorId),
                    b('blocks.blocked_id', '=', b.ref('comments.author_id')),
                  ]),
                ]),
              ),
          ),
        ),
      )
      .execute();
    for (const p of participants) rows.push({ ...base, user_id: p.author_id, type: 'thread_reply' });
    await insertNotifications(deps, work, rows);
    announce(
      deps,
      work,
      rows.map((r) => r.user_id),
    );
  });
}
