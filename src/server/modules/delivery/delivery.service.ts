import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isDeactivated } from '#shared/account-rules';
import type { Message } from '#shared/contracts/messaging';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  type NotificationSettingsPatch,
  type PushPayload,
  type UnsubscribeKind,
} from '#shared/contracts/notification-settings';
import type { Language } from '#shared/limits';
import { oneLine } from '#shared/contracts/text';
import { toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import type { Presence } from '#server/events/presence';
import { type Enqueued, enqueued, type Jobs } from '#server/jobs/define-job';
import type { ServerT } from '#server/lib/i18n';
import type { Mailer } from '#server/mail/mailer';
import { visibleNow } from '#server/modules/notifications/notifications.rows';
import type { Work } from '#server/lib/transaction';
import { chatMailJob } from './chat-mail.job.ts';
import { digestJob, digestSweepJob } from './digest.job.ts';
import { type Claim, createMailClaims } from './mail-claim.ts';
import { type PushJobPayload, pushJob } from './push.job.ts';
import type { PushSender } from './push.ts';

type Deps = {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  t: ServerT;
  presence: Presence;
  push: PushSender;
  log: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
  /** The length of a minute in delays (tests shorten it). */
  minuteMs: number;
  dailyCap: number;
  /** How long a mail being sent is its run's (the job queue's lease). */
  leaseMs: number;
};

/** What a chat message's jobs need to know of it (they read the rest when they run). */
type ChatMessageRef = Pick<Message, 'conversationId' | 'receiverId'>;

const DAY_MINUTES = 24 * 60;
const DIGEST_MINUTES = { daily: DAY_MINUTES, weekly: 7 * DAY_MINUTES } as const;
const DIGEST_ITEMS = 20;
const PREVIEW_CHARS = 120;

type SettingsRow = {
  chat_mail: boolean | number;
  chat_mail_delay_minutes: number;
  digest: 'off' | 'daily' | 'weekly';
  push_chat: boolean | number;
  push_community: boolean | number;
};

function toSettings(row: SettingsRow | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    chatMail: Boolean(row.chat_mail),
    chatMailDelayMinutes: row.chat_mail_delay_minutes as NotificationSettings['chatMailDelayMinutes'],
    digest: row.digest,
    pushChat: Boolean(row.push_chat),
    pushCommunity: Boolean(row.push_community),
  };
}

/** Where a notification leads: its post or comment; moderation and report outcomes to the notifications list. */
function targetPath(n: { type: string; post_id: number | null; comment_id: number | null }) {
  if (!n.post_id || ['content_removed', 'content_hidden', 'report_outcome'].includes(n.type)) return '/notifications';
  return `/community/post/${n.post_id}${n.comment_id ? `#comment-${n.comment_id}` : ''}`;
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Mails and pushes about chat messages and community notifications (decision record 020). Requests only
 * enqueue jobs; the jobs read the database again when they run, so what was read, turned off or deleted
 * meanwhile is not sent.
 */
export function createDeliveryService(deps: Deps) {
  const { db, jobs, mailer, t, presence, push, log, publicUrl, secret, minuteMs, dailyCap } = deps;
  const claims = createMailClaims(db, deps.leaseMs);

  async function settingsRow(userId: string) {
    return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async function saveSettings(userId: string, values: Partial<Record<keyof SettingsRow, unknown>>) {
    const now = new Date().toISOString();
    await db
      .insertInto('notification_settings')
      .values({ user_id: userId, updated_at: now, ...values } as never)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now, ...values } as never))
      .execute();
  }

  async function sendOrRelease(claim: Claim, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      await claim.release();
      throw error;
    }
    await claim.sent();
  }

  /** Who may get a notification mail: active, verified, not deleted. */
  async function mailRecipient(userId: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'nickname', 'language'])
      .where('id', '=', userId)
      .where('status', '=', 'active')
      .where('email_verified', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async function underDailyCap(userId: string) {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const row = await db
      .selectFrom('notification_mails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('sent_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0) < dailyCap;
  }

  function unsubscribeToken(userId: string, kind: UnsubscribeKind) {
    const sig = createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
    return `${Buffer.from(userId).toString('base64url')}.${kind}.${sig}`;
  }

  function readUnsubscribeToken(token: string): { userId: string; kind: UnsubscribeKind } | null {
    const [encodedId, kind, sig] = token.split('.');
    if (!encodedId || !sig || (kind !== 'chat' && kind !== 'digest')) return null;
    const userId = Buffer.from(encodedId, 'base64url').toString();
    const expected = Buffer.from(unsubscribeToken(userId, kind).split('.')[2]!);
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
  }

  async function sendNotificationMail(
    user: { id: string; email: string; nickname: string; language: Language | null },
    kind: UnsubscribeKind,
    subject: string,
    lines: string[],
    link: string,
  ) {
    const tt = t(user.language);
    const unsubscribeUrl = `${publicUrl}/unsubscribe?token=${unsubscribeToken(user.id, kind)}`;
    const text = [
      tt('notify:mail.greeting', { nickname: user.nickname }),
      '',
      ...lines,
      '',
      link,
      '',
      '—',
      tt(`notify:mail.${kind}.why`),
      tt('notify:mail.settings', { url: `${publicUrl}/mypage#notifications` }),
      tt('notify:mail.unsubscribe', { url: unsubscribeUrl }),
    ].join('\n');
    await mailer.send({
      to: user.email,
      subject,
      text,
      link,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await db
      .insertInto('notification_mails')
      .values({ user_id: user.id, kind, sent_at: new Date().toISOString() })
      .execute();
  }

  /** The user's unread chat messages in accepted conversations, oldest first. */
  async function unreadMessages(userId: string) {
    return db
      .selectFrom('messages as m')
      .innerJoin('conversation_members as cm', (join) =>
        join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId),
      )
      .innerJoin('users as s', 's.id', 'm.sender_id')
      .select(['m.id', 'm.created_at', 's.nickname', 's.status'])
      .where('m.receiver_id', '=', userId)
      .where('m.is_read', '=', false)
      .where('m.deleted', '=', false)
      .where('cm.request_state', '=', 'accepted')
      .orderBy('m.id')
      .execute();
  }

  async function chatMail(userId: string) {
    await claims.recover(userId, 'chat');
    const user = await mailRecipient(userId);
    const row = await settingsRow(userId);
    const settings = toSettings(row);
    if (!user || !settings.chatMail) return;
    const delayMs = settings.chatMailDelayMinutes * minuteMs;
    const since = row?.last_chat_mail_at ? new Date(toIso(row.last_chat_mail_at)).getTime() : 0;
    const unread = await unreadMessages(userId);
    // Only messages that came after the last chat mail call for another one.
    const fresh = unread.filter((m) => new Date(toIso(m.created_at)).getTime() > since);
    if (fresh.length === 0) return;
    // An open tab shows them: look again after the delay, in case the user leaves without reading.
    if (await presence.isOnline(userId)) {
      await jobs.enqueue(chatMailJob, { userId }, { delayMs });
      return;
    }
    const oldest = new Date(toIso(fresh[0]!.created_at)).getTime();
    if (Date.now() - oldest < delayMs) {
      await jobs.enqueue(chatMailJob, { userId }, { delayMs: oldest + delayMs - Date.now() });
      return;
    }
    if (!(await underDailyCap(userId))) {
      log.info({ userId }, 'chat mail not sent: daily cap reached');
      return;
    }
    const claim = await claims.claim(
      userId,
      'chat',
      row?.last_chat_mail_at ?? null,
      toIso(fresh[fresh.length - 1]!.created_at),
    );
    if (!claim) return;
    const tt = t(user.language);
    const names = [...new Set(unread.map((m) => (isDeactivated(m.status) ? tt('notify:unknownUser') : m.nickname)))];
    await sendOrRelease(claim, () =>
      sendNotificationMail(
        user,
        'chat',
        tt('notify:mail.chat.subject', { count: unread.length }),
        [
          tt('notify:mail.chat.body', { count: unread.length, names: names.slice(0, 3).join(', ') }),
          ...(names.length > 3 ? [tt('notify:mail.chat.more', { count: names.length - 3 })] : []),
        ],
        `${publicUrl}/messages`,
      ),
    );
  }

  async function digestLines(userId: string, language: Language | null, since: string | null) {
    let query = db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .leftJoin('posts as p', 'p.id', 'n.post_id')
      .leftJoin('comments as c', 'c.id', 'n.comment_id')
      .select([
        'n.id',
        'n.type',
        'n.post_id',
        'n.comment_id',
        'a.nickname as actor',
        'a.status as actorStatus',
        'p.title',
      ])
      .where('n.user_id', '=', userId)
      .where('n.read_at', 'is', null)
      // What the in-app list would show now: nothing hidden since, nothing across a block.
      .where(visibleNow);
    if (since) query = query.where('n.created_at', '>', since);
    const rows = await query
      .orderBy('n.id', 'desc')
      .limit(DIGEST_ITEMS + 1)
      .execute();
    const tt = t(language);
    return {
      more: rows.length > DIGEST_ITEMS,
      lines: rows.slice(0, DIGEST_ITEMS).map((n) => {
        const actor =
          !n.actor || (n.actorStatus !== null && isDeactivated(n.actorStatus)) ? tt('notify:unknownUser') : n.actor;
        const title = n.title ? truncate(oneLine(n.title), 60) : '';
        return `• ${tt(`notify:types.${n.type}`, { actor, title })}\n  ${publicUrl}${targetPath(n)}`;
      }),
    };
  }

  async function digest(userId: string) {
    await claims.recover(userId, 'digest');
    const user = await mailRecipient(userId);
    const row = await settingsRow(userId);
    const settings = toSettings(row);
    if (!user || settings.digest === 'off') return;
    const last = row?.last_digest_at ? toIso(row.last_digest_at) : null;
    if (last && Date.now() - new Date(last).getTime() < DIGEST_MINUTES[settings.digest] * minuteMs) return;
    const { lines, more } = await digestLines(userId, user.language, last);
    if (lines.length === 0) return;
    if (!(await underDailyCap(userId))) {
      log.info({ userId }, 'digest not sent: daily cap reached');
      return;
    }
    const claim = await claims.claim(userId, 'digest', row?.last_digest_at ?? null, new Date().toISOString());
    if (!claim) return;
    const tt = t(user.language);
    await sendOrRelease(claim, () =>
      sendNotificationMail(
        user,
        'digest',
        tt(`notify:mail.digest.subject.${settings.digest}`),
        [tt('notify:mail.digest.body'), '', ...lines, ...(more ? ['', tt('notify:mail.digest.more')] : [])],
        `${publicUrl}/notifications`,
      ),
    );
  }

  /** Finds users with unread community notifications and a digest due, and gives each a digest job. */
  async function digestSweep() {
    const rows = await db
      .selectFrom('users as u')
      .leftJoin('notification_settings as s', 's.user_id', 'u.id')
      .select(['u.id', 's.digest', 's.last_digest_at'])
      .where('u.status', '=', 'active')
      .where('u.email_verified', '=', true)
      .where((eb) => eb.or([eb('s.digest', 'is', null), eb('s.digest', '!=', 'off')]))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'u.id')
            .where('n.read_at', 'is', null)
            .where((inner) =>
              inner.or([
                inner('s.last_digest_at', 'is', null),
                inner('n.created_at', '>', inner.ref('s.last_digest_at')),
              ]),
            ),
        ),
      )
      .execute();
    for (const row of rows) {
      const period = DIGEST_MINUTES[row.digest === 'weekly' ? 'weekly' : 'daily'] * minuteMs;
      if (row.last_digest_at && Date.now() - new Date(toIso(row.last_digest_at)).getTime() < period) continue;
      await jobs.enqueue(digestJob, { userId: row.id });
    }
  }

  async function chatPushPayload(
    userId: string,
    conversationId: string,
    language: Language | null,
  ): Promise<PushPayload | null> {
    const message = await db
      .selectFrom('messages as m')
      .innerJoin('users as s', 's.id', 'm.sender_id')
      .innerJoin('conversation_members as cm', (join) =>
        join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId),
      )
      .select(['m.content', 's.nickname', 's.status'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.receiver_id', '=', userId)
      .where('m.is_read', '=', false)
      .where('m.deleted', '=', false)
      .where('cm.request_state', '=', 'accepted')
      .orderBy('m.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!message) return null;
    const tt = t(language);
    return {
      title: tt('notify:push.chatTitle', {
        nickname: isDeactivated(message.status) ? tt('notify:unknownUser') : message.nickname,
      }),
      body: truncate(message.content, PREVIEW_CHARS),
      url: `/chat/${encodeURIComponent(conversationId)}`,
      tag: `chat-${conversationId}`,
    };
  }

  async function communityPushPayload(
    userId: string,
    notificationId: number,
    language: Language | null,
  ): Promise<PushPayload | null> {
    const n = await db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .leftJoin('posts as p', 'p.id', 'n.post_id')
      .leftJoin('comments as c', 'c.id', 'n.comment_id')
      .select([
        'n.type',
        'n.post_id',
        'n.comment_id',
        'n.read_at',
        'n.group_key',
        'a.nickname as actor',
        'a.status as actorStatus',
        'p.title',
      ])
      .where('n.id', '=', notificationId)
      .where('n.user_id', '=', userId)
      .where(visibleNow)
      .executeTakeFirst();
    if (!n || n.read_at) return null;
    const tt = t(language);
    const actor =
      !n.actor || (n.actorStatus !== null && isDeactivated(n.actorStatus)) ? tt('notify:unknownUser') : n.actor;
    return {
      title: tt('notify:push.communityTitle'),
      body: tt(`notify:types.${n.type}`, { actor, title: n.title ? truncate(oneLine(n.title), 60) : '' }),
      url: targetPath(n),
      // Likes on one post or comment replace each other on the device.
      tag: n.group_key ? `group-${n.group_key}` : `notification-${notificationId}`,
    };
  }

  /** One subscription, one job: a retry never pushes twice to the devices that already got it. */
  async function sendPush(data: PushJobPayload) {
    const sub = await db
      .selectFrom('push_subscriptions as ps')
      .innerJoin('users as u', 'u.id', 'ps.user_id')
      .select(['ps.id', 'ps.user_id', 'ps.endpoint', 'ps.p256dh', 'ps.auth', 'u.language', 'u.status'])
      .where('ps.id', '=', data.subscriptionId)
      .where('ps.gone_at', 'is', null)
      .executeTakeFirst();
    if (!sub || sub.status !== 'active') return;
    const settings = toSettings(await settingsRow(sub.user_id));
    let payload: PushPayload | null = null;
    if (data.kind === 'chat' && settings.pushChat && !(await presence.isOnline(sub.user_id))) {
      payload = await chatPushPayload(sub.user_id, data.conversationId, sub.language);
    } else if (data.kind === 'community' && settings.pushCommunity) {
      payload = await communityPushPayload(sub.user_id, data.notificationId, sub.language);
    }
    if (!payload) return;
    // Marked, not deleted: the account's view of its devices never tells what an endpoint answered.
    if ((await push.send(sub, payload)) === 'gone') {
      await db
        .updateTable('push_subscriptions')
        .set({ gone_at: new Date().toISOString() })
        .where('id', '=', sub.id)
        .execute();
    }
  }

  /** The settings and push subscriptions of several users in one query, for a batch of sends or notifications. */
  async function deliveryTargets(userIds: string[], executor: Db = db) {
    const rows = await executor
      .selectFrom('users as u')
      .leftJoin('notification_settings as s', 's.user_id', 'u.id')
      .leftJoin('push_subscriptions as ps', (join) =>
        join.onRef('ps.user_id', '=', 'u.id').on('ps.gone_at', 'is', null),
      )
      .select([
        'u.id as user_id',
        's.chat_mail',
        's.chat_mail_delay_minutes',
        's.digest',
        's.push_chat',
        's.push_community',
        'ps.id as subscription_id',
      ])
      .where('u.id', 'in', userIds)
      .execute();
    const targets = new Map<string, { settings: NotificationSettings; subscriptions: string[] }>();
    for (const row of rows) {
      const target = targets.get(row.user_id) ?? {
        settings: toSettings(row.chat_mail === null ? undefined : (row as SettingsRow)),
        subscriptions: [],
      };
      if (row.subscription_id) target.subscriptions.push(row.subscription_id);
      targets.set(row.user_id, target);
    }
    return targets;
  }

  const orderOf = ({ job, payload }: Enqueued) => `${job.name}\u0000${job.key(payload as never)}`;

  const pushJobs = (
    subscriptions: string[],
    about: { kind: 'chat'; conversationId: string } | { kind: 'community'; notificationId: number },
  ): Enqueued[] => subscriptions.map((subscriptionId) => enqueued(pushJob, { subscriptionId, ...about }));

  return {
    pushPublicKey: push.publicKey,

    async start() {
      await jobs.work(chatMailJob, ({ userId }) => chatMail(userId));
      await jobs.work(digestJob, ({ userId }) => digest(userId));
      await jobs.work(digestSweepJob, () => digestSweep());
      await jobs.work(pushJob, sendPush);
    },

    /**
     * After a batch of sends commits: a chat mail job per receiver (one waiting at a time) and a push per
     * device of receivers with no tab open; one read and one insert for the whole batch.
     */
    /**
     * For messages being written, in the send's transaction (`work`): a chat mail job for each receiver
     * who wants one, and a push job for each of their devices (the push checks for an open tab when it
     * runs). Jobs are added in (name, key) order, so concurrent sends take the queue's key locks in one order.
     */
    async onMessagesCreated(messages: ChatMessageRef[], { work }: { work: Work }) {
      const receivers = new Map<string, ChatMessageRef>();
      for (const message of messages) receivers.set(message.receiverId, message);
      const targets = await deliveryTargets([...receivers.keys()], work.trx);
      const toAdd: Enqueued[] = [];
      for (const [userId, message] of receivers) {
        const target = targets.get(userId);
        if (!target) continue;
        const { settings, subscriptions } = target;
        if (settings.chatMail) toAdd.push(enqueued(chatMailJob, { userId }, settings.chatMailDelayMinutes * minuteMs));
        if (settings.pushChat)
          toAdd.push(...pushJobs(subscriptions, { kind: 'chat', conversationId: message.conversationId }));
      }
      toAdd.sort((x, y) => orderOf(x).localeCompare(orderOf(y)));
      await jobs.enqueueAll(toAdd, { work });
    },

    /** For in-app notifications just created: a push to each device of their recipients who want them. */
    async onNotificationsCreated(notifications: { id: number; userId: string }[]) {
      const targets = await deliveryTargets([...new Set(notifications.map((n) => n.userId))]);
      await jobs.enqueueAll(
        notifications.flatMap((n) => {
          const target = targets.get(n.userId);
          if (!target?.settings.pushCommunity) return [];
          return pushJobs(target.subscriptions, { kind: 'community', notificationId: n.id });
        }),
      );
    },

    /** Asks one instance (the queue picks it) to look for due digests. */
    scheduleDigestSweep: () => jobs.enqueue(digestSweepJob, {}),

    async getSettings(userId: string) {
      return toSettings(await settingsRow(userId));
    },

    async updateSettings(userId: string, patch: NotificationSettingsPatch) {
      const values: Partial<Record<keyof SettingsRow, unknown>> = {};
      if (patch.chatMail !== undefined) values.chat_mail = patch.chatMail;
      if (patch.chatMailDelayMinutes !== undefined) values.chat_mail_delay_minutes = patch.chatMailDelayMinutes;
      if (patch.digest !== undefined) values.digest = patch.digest;
      if (patch.pushChat !== undefined) values.push_chat = patch.pushChat;
      if (patch.pushCommunity !== undefined) values.push_community = patch.pushCommunity;
      if (Object.keys(values).length > 0) await saveSettings(userId, values);
      return toSettings(await settingsRow(userId));
    },

    readUnsubscribeToken,
    unsubscribeToken,

    /** Applies an unsubscribe link; the user's language and what was turned off, or null for a bad token. */
    async unsubscribe(token: string) {
      const target = readUnsubscribeToken(token);
      if (!target) return null;
      const user = await db.selectFrom('users').select(['language']).where('id', '=', target.userId).executeTakeFirst();
      if (!user) return null;
      await saveSettings(target.userId, target.kind === 'chat' ? { chat_mail: false } : { digest: 'off' });
      return { kind: target.kind, language: user.language };
    },

    async languageOf(userId: string) {
      return (
        (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language ?? null
      );
    },

    /** The data export's part: settings and the devices push goes to. */
    async exportFor(userId: string) {
      const subscriptions = await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'user_agent', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return {
        notificationSettings: toSettings(await settingsRow(userId)),
        pushSubscriptions: subscriptions.map((s) => ({
          endpoint: s.endpoint,
          userAgent: s.user_agent,
          createdAt: toIso(s.created_at),
        })),
      };
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
