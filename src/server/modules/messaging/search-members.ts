import { type SqlBool, sql } from 'kysely';
import type { MemberCandidate } from '#shared/contracts/message-requests';
import type { ServerContext } from '#server/context';
import { talkedTo } from './messaging.rows.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose nickname starts with `nickname` whom the user may write to: not blocked either way,
 * active, and either sharing a conversation with the user or open to a new one from them.
 */
export async function searchMembers(
  { db }: Pick<ServerContext, 'db'>,
  userId: string,
  nickname: string,
): Promise<MemberCandidate[]> {
  const prefix = nickname.toLowerCase();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('conversation_members as m', (join) =>
      join.onRef('m.partner_id', '=', 'u.id').on('m.user_id', '=', userId),
    )
    .select(['u.id', 'u.nickname', 'm.conversation_id'])
    .where(sql<SqlBool>`lower(u.nickname) like ${`${escapeLike(prefix)}%`} escape '\\'`)
    .where('u.id', '!=', userId)
    .where('u.status', '=', 'active')
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocks')
            .select('blocker_id')
            .where((b) =>
              b.or([
                b.and([b('blocker_id', '=', userId), b('blocked_id', '=', b.ref('u.id'))]),
                b.and([b('blocker_id', '=', b.ref('u.id')), b('blocked_id', '=', userId)]),
              ]),
            ),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('m.conversation_id', 'is not', null),
        eb('u.message_privacy', '=', 'everyone'),
        eb.and([eb('u.message_privacy', '=', 'contacts'), eb.exists(talkedTo(db, eb.ref('u.id'), userId))]),
      ]),
    )
    .orderBy(sql`lower(u.nickname) = ${prefix}`, 'desc')
    .orderBy(sql`lower(u.nickname)`)
    .limit(10)
    .execute();
  return rows.map((r) => ({ id: r.id, nickname: r.nickname, conversationId: r.conversation_id }));
}
