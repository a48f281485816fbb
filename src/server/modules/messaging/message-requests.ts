import { type Expression, type SqlBool, sql } from 'kysely';
import type {
  MemberCandidate,
  MessagePrivacy,
  MessagingSettings,
  RequestActionInput,
  RequestState,
} from '#shared/contracts/message-requests';
import type { LiveEvent } from '#shared/contracts/events';
import { ESTABLISHED_AFTER_WRITINGS, NEW_ACCOUNT_CONVERSATIONS_PER_DAY } from '#shared/limits';
import type { Db } from '#server/db/index';
import { AppError, notFound } from '#server/lib/errors';
import type { MessagingService } from './messaging.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the chat shows of one side of a conversation: nothing once accepted. */
export const pendingSide = (state: RequestState) =>
  state === 'request' ? ('pending' as const) : state === 'declined' ? ('declined' as const) : null;

/** The request rules of a send, after the standing and block checks; null when it may go out. */
export function requestRefusal(state: {
  my_state: RequestState;
  partner_state: RequestState;
  partner_privacy: MessagePrivacy;
}): AppError | null {
  if (state.my_state !== 'accepted')
    return new AppError('REQUEST_PENDING', 'Accept this message request before replying.');
  if (state.partner_state === 'declined')
    return new AppError('REQUEST_DECLINED', 'This user did not accept your message request.');
  // The user closed their messages to new people after this request was opened.
  if (state.partner_state === 'request' && state.partner_privacy !== 'everyone') return notAccepting();
  return null;
}

const notAccepting = () =>
  new AppError('NOT_ACCEPTING_MESSAGES', 'This user does not accept messages from people they have not talked to.');

/** Rows while `listener` has talked to `speaker` outside a conversation: commented on one of their posts. */
const talkedTo = (db: Db, listener: Expression<string> | string, speaker: Expression<string> | string) =>
  db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select('comments.id')
    .where('comments.author_id', '=', listener)
    .where('posts.author_id', '=', speaker)
    .where('comments.deleted_at', 'is', null);

/** The rules every new conversation passes, and a member's own side of one; used by the messaging service. */
export function createRequestRules(
  db: Db,
  deps: {
    publish: (userIds: string[], event: LiveEvent) => Promise<void>;
    unreadTotal: (userId: string) => Promise<number>;
  },
) {
  async function setState(userId: string, conversationId: string, state: RequestState) {
    const member = await db
      .selectFrom('conversation_members')
      .select(['partner_id', 'request_state'])
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member) throw notFound('Conversation');
    if (member.request_state === state) return member;
    await db
      .updateTable('conversation_members')
      .set({ request_state: state })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .execute();
    await deps.publish([userId, member.partner_id], { type: 'conversation.changed', conversationId });
    await deps.publish([userId], { type: 'unread.total', total: await deps.unreadTotal(userId) });
    return member;
  }

  return {
    setState,

    /**
     * Whether `userId` may open a new conversation with `partnerId`, and the partner's side of it: accepted
     * when the partner has talked to the user, a request otherwise. Throws when the partner blocked the user, their
     * setting or the new-account allowance refuse it.
     */
    async admitNewConversation(userId: string, partnerId: string): Promise<RequestState> {
      const since = new Date(Date.now() - DAY_MS).toISOString();
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
            .selectFrom('conversations')
            .select((c) => c.fn.countAll<number>().as('n'))
            .where('started_by', '=', userId)
            .where('created_at', '>', since)
            .as('started_today'),
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
        Number(row.posts) + Number(row.comments) < ESTABLISHED_AFTER_WRITINGS;
      if (isNew && Number(row.started_today) >= NEW_ACCOUNT_CONVERSATIONS_PER_DAY) {
        throw new AppError(
          'CONVERSATION_LIMIT',
          `New accounts start at most ${NEW_ACCOUNT_CONVERSATIONS_PER_DAY} conversations a day.`,
        );
      }
      return talked ? 'accepted' : 'request';
    },

    /** Opening a conversation yourself, from the other member's nickname, accepts their request. */
    async acceptOnReopen(userId: string, conversationId: string) {
      await setState(userId, conversationId, 'accepted');
    },
  };
}

export type RequestRules = ReturnType<typeof createRequestRules>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Settings, answering a request and finding someone to write to: the parts of message requests with routes of their own. */
export function createMessageRequestsService(db: Db, messaging: MessagingService) {
  const { requests } = messaging;
  async function getSettings(userId: string): Promise<MessagingSettings> {
    const row = await db
      .selectFrom('users')
      .select('message_privacy')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { messagePrivacy: row.message_privacy };
  }
  return {
    getSettings,

    async setSettings(userId: string, settings: MessagingSettings): Promise<MessagingSettings> {
      await db
        .updateTable('users')
        .set({ message_privacy: settings.messagePrivacy })
        .where('id', '=', userId)
        .execute();
      return settings;
    },

    /** For the data export: the setting, and the user's side of each conversation that is not simply accepted. */
    async exportFor(userId: string) {
      const [settings, requestRows] = await Promise.all([
        getSettings(userId),
        db
          .selectFrom('conversation_members')
          .select(['conversation_id', 'partner_id', 'request_state'])
          .where('user_id', '=', userId)
          .where('request_state', '!=', 'accepted')
          .execute(),
      ]);
      return {
        messagePrivacy: settings.messagePrivacy,
        messageRequests: requestRows.map((r) => ({
          conversationId: r.conversation_id,
          fromUserId: r.partner_id,
          state: r.request_state,
        })),
      };
    },

    async respond(userId: string, conversationId: string, input: RequestActionInput): Promise<void> {
      if (input.action === 'accept') {
        await requests.setState(userId, conversationId, 'accepted');
        return;
      }
      const member = await requests.setState(userId, conversationId, 'declined');
      if (input.action === 'decline') return;
      const latest = await db
        .selectFrom('messages')
        .select('id')
        .where('conversation_id', '=', conversationId)
        .where('sender_id', '=', member.partner_id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (latest) {
        try {
          await messaging.reportMessage(userId, Number(latest.id), input.report);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'ALREADY_REPORTED')) throw error;
        }
      }
      await messaging.setBlocked(userId, member.partner_id, true);
    },

    /**
     * Members whose nickname starts with `nickname` whom the user may write to: not blocked either way,
     * active, and either sharing a conversation with the user or open to a new one from them.
     */
    async searchMembers(userId: string, nickname: string): Promise<MemberCandidate[]> {
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
    },
  };
}

export type MessageRequestsService = ReturnType<typeof createMessageRequestsService>;
