import type { NotificationSettings } from '#shared/contracts/notification-settings';
import type { DeliveryContext } from './delivery-context.ts';
import { settingsRow, toSettings } from './delivery.rows.ts';

/** The user's notification settings (the defaults until they change one). */
export async function getSettings(ctx: Pick<DeliveryContext, 'db'>, userId: string): Promise<NotificationSettings> {
  return toSettings(await settingsRow(ctx.db, userId));
}
