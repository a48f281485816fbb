import type { ServerContext } from '#server/context';

/** The user's unread messages in accepted conversations: the badge (a request lights none until accepted). */
export async function unreadTotal({ db, database }: Pick<ServerContext, 'db' | 'database'>, userId: string) {
  return (await database.stores.messages.unreadTotals(db, [userId])).get(userId) ?? 0;
}
