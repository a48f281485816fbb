import type { RequestState } from '#shared/contracts/message-requests';
import { ESTABLISHED_AFTER_WRITINGS, NEW_ACCOUNT_CONVERSATIONS_PER_DAY } from '#shared/limits';
import type { Transaction } from 'kysely';
import type { ServerContext } from '#server/context';
import type { Database } from '#server/db/schema';
import type { MessageStore } from '#server/db/stores/message-store';
import { AppError } from '#server/lib/errors';
import { talkedTo } from './messaging.rows.ts';
import { notAccepting } from './messaging.rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether `userId` may open a new conversation with `partnerId`, and the partner's side of it: accepted
 * when the partner has talked to the user, a request otherwise. Throws when the partner blocked the user or
 * their setting refuses it; `limited`: a new account, whose starts count against the daily allowance.
 */
export async function admitNewConversation(
  { db }: Pick<ServerContext, 'db'>,
  userId: string,
  partnerId: string,
): Promise<{ partnerState: RequestState; limited: boolean }> {
  const row = await db
    .selectFrom('users as me')
    .innerJoin('users as p', (join) => join.on('p.id', '=', partnerId))
    .select((eb) => [
      'me.created_at',
      'p.message_privacy',
      eb
        .exists(
          eb
            .selectFrom('blocks')
            .select('blocker_id')
            .where('blocker_id', '=', partnerId)
            .where('blocked_id', '=', userId),
        )
        .as('blocked'),
      eb.exists(talkedTo(db, partnerId, userId)).as('talked'),
      eb
        .selectFrom('posts')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('author_id', '=', userId)
        .as('posts'),
      eb
        .selectFrom('comments')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('author_id', '=', userId)
        .as('comments'),
    ])
    .where('me.id', '=', userId)
    .executeTakeFirstOrThrow();
  // Someone the user blocked may still be opened (from the blocked list): its sends are refused until unblocked.
  if (row.blocked) throw new AppError('BLOCKED', 'This user does not accept your messages.');
  const talked = Boolean(row.talked);
  if (row.message_privacy === 'nobody' || (row.message_privacy === 'contacts' && !talked)) throw notAccepting();
  const isNew =
    new Date(row.created_at).getTime() > Date.now() - DAY_MS ||
    (row.posts ?? 0) + (row.comments ?? 0) < ESTABLISHED_AFTER_WRITINGS;
  return { partnerState: talked ? 'accepted' : 'request', limited: isNew };
}

/**
 * The new-account allowance, checked where the conversation is inserted: the user's row is locked first
 * (MessageStore.lockUser), so that concurrent starts count one after another and exactly the allowance
 * gets through (issue 25, item 6: 6 to 10 of 10 concurrent starts passed a count read outside).
 */
export async function claimDailyStart(store: MessageStore, trx: Transaction<Database>, userId: string) {
  await store.lockUser(trx, userId);
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const row = await trx
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('started_by', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (row.n >= NEW_ACCOUNT_CONVERSATIONS_PER_DAY) {
    throw new AppError(
      'CONVERSATION_LIMIT',
      `New accounts start at most ${NEW_ACCOUNT_CONVERSATIONS_PER_DAY} conversations a day.`,
    );
  }
}
