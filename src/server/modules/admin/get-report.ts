import { shownNickname } from '#shared/account-rules';
import type { AdminReportDetail } from '#shared/contracts/admin';
import type { Db } from '#server/db/index';
import type { AdminContext } from './admin-context.ts';
import { contextMessageColumns, type ReportRow } from './admin.rows.ts';
import { requireReport, shapeReports } from './shape-reports.ts';

const CONTEXT_MESSAGES = 5;

/** The reported message with the messages around it in its conversation, deleted ones included. */
async function messagesAround(db: Db, messageId: number): Promise<AdminReportDetail['messages']> {
  const anchor = await db
    .selectFrom('messages')
    .select('conversation_id')
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!anchor) return undefined;
  const around = (direction: 'before' | 'after') =>
    db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.sender_id')
      .select(contextMessageColumns)
      .where('messages.conversation_id', '=', anchor.conversation_id)
      .where('messages.id', direction === 'before' ? '<=' : '>', messageId)
      .orderBy('messages.id', direction === 'before' ? 'desc' : 'asc')
      .limit(direction === 'before' ? CONTEXT_MESSAGES + 1 : CONTEXT_MESSAGES)
      .execute();
  const [before, after] = await Promise.all([around('before'), around('after')]);
  // Moderators read what was said, deleted or not: the text is kept while a report needs it.
  return [...before.reverse(), ...after].map((m) => ({
    id: m.id,
    conversationId: m.conversation_id,
    senderId: m.sender_id,
    receiverId: m.receiver_id,
    content: m.content,
    createdAt: m.created_at,
    isRead: Boolean(m.is_read),
    deleted: Boolean(m.deleted),
    reportedByMe: false,
    senderNickname: shownNickname({ nickname: m.nickname, deletedAt: m.deleted_at }),
  }));
}

/** A reported post, or a reported comment with its post. */
async function writingsOf(db: Db, row: ReportRow): Promise<Pick<AdminReportDetail, 'post' | 'comment'>> {
  const found: Pick<AdminReportDetail, 'post' | 'comment'> = {};
  let postId = row.kind === 'post' ? Number(row.target_id) : undefined;
  if (row.kind === 'comment') {
    const comment = await db
      .selectFrom('comments')
      .select(['id', 'post_id', 'body', 'hidden', 'deleted_at'])
      .where('id', '=', Number(row.target_id))
      .executeTakeFirst();
    postId = comment?.post_id;
    if (comment)
      found.comment = {
        id: comment.id,
        body: comment.body,
        hidden: Boolean(comment.hidden),
        deleted: comment.deleted_at !== null,
      };
  }
  if (postId !== undefined) {
    const post = await db
      .selectFrom('posts')
      .select(['id', 'title', 'body', 'hidden', 'deleted_at'])
      .where('id', '=', postId)
      .executeTakeFirst();
    if (post)
      found.post = {
        id: post.id,
        title: post.title,
        body: post.body,
        hidden: Boolean(post.hidden),
        deleted: post.deleted_at !== null,
      };
  }
  return found;
}

/** The report with its context: for a message, the messages around it in that conversation; for a comment, its post. */
export async function getReport({ db }: Pick<AdminContext, 'db'>, id: string): Promise<AdminReportDetail> {
  const row = await requireReport(db, id);
  const [report] = await shapeReports(db, [row]);
  const detail: AdminReportDetail = { report: report! };
  if (row.kind === 'message') {
    const messages = await messagesAround(db, Number(row.target_id));
    if (messages) detail.messages = messages;
  }
  return { ...detail, ...(await writingsOf(db, row)) };
}
