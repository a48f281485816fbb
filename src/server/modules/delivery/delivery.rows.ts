import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '#shared/contracts/notification-settings';
import type { Db } from '#server/db/index';

/** A row of notification_settings, as the use cases read it. */
export type SettingsRow = {
  chat_mail: boolean;
  chat_mail_delay_minutes: number;
  digest: 'off' | 'daily' | 'weekly';
  push_chat: boolean;
  push_community: boolean;
};

/** A user's settings; the defaults when they never changed them. */
export function toSettings(row: SettingsRow | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    chatMail: Boolean(row.chat_mail),
    chatMailDelayMinutes: row.chat_mail_delay_minutes as NotificationSettings['chatMailDelayMinutes'],
    digest: row.digest,
    pushChat: Boolean(row.push_chat),
    pushCommunity: Boolean(row.push_community),
  };
}

export async function settingsRow(db: Db, userId: string) {
  return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSettings(db: Db, userId: string, values: Partial<Record<keyof SettingsRow, unknown>>) {
  const now = new Date().toISOString();
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, updated_at: now, ...values } as never)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now, ...values } as never))
    .execute();
}

/** Where a notification leads: its post or comment; moderation and report outcomes to the notifications list. */
export function targetPath(n: { type: string; post_id: number | null; comment_id: number | null }) {
  if (!n.post_id || ['content_removed', 'content_hidden', 'report_outcome'].includes(n.type)) return '/notifications';
  return `/community/post/${n.post_id}${n.comment_id ? `#comment-${n.comment_id}` : ''}`;
}

export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
