import type { MessagingSettings } from '#shared/contracts/message-requests';
import type { ServerContext } from '#server/context';

/** Who may start a conversation with the user (decision record 015). */
export async function getMessagingSettings(
  { db }: Pick<ServerContext, 'db'>,
  userId: string,
): Promise<MessagingSettings> {
  const row = await db.selectFrom('users').select('message_privacy').where('id', '=', userId).executeTakeFirstOrThrow();
  return { messagePrivacy: row.message_privacy };
}

export async function setMessagingSettings(
  { db }: Pick<ServerContext, 'db'>,
  userId: string,
  settings: MessagingSettings,
): Promise<MessagingSettings> {
  await db.updateTable('users').set({ message_privacy: settings.messagePrivacy }).where('id', '=', userId).execute();
  return settings;
}
