import type { NotificationSettings, NotificationSettingsPatch } from '#shared/contracts/notification-settings';
import type { DeliveryContext } from './delivery-context.ts';
import { type SettingsRow, saveSettings, settingsRow, toSettings } from './delivery.rows.ts';

/** Changes the settings the patch names; answers all of them. */
export async function updateSettings(
  ctx: Pick<DeliveryContext, 'db'>,
  userId: string,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const values: Partial<Record<keyof SettingsRow, unknown>> = {};
  if (patch.chatMail !== undefined) values.chat_mail = patch.chatMail;
  if (patch.chatMailDelayMinutes !== undefined) values.chat_mail_delay_minutes = patch.chatMailDelayMinutes;
  if (patch.digest !== undefined) values.digest = patch.digest;
  if (patch.pushChat !== undefined) values.push_chat = patch.pushChat;
  if (patch.pushCommunity !== undefined) values.push_community = patch.pushCommunity;
  if (Object.keys(values).length > 0) await saveSettings(ctx.db, userId, values);
  return toSettings(await settingsRow(ctx.db, userId));
}
