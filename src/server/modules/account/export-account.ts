import type { AccountContext } from './account-context.ts';

/** Everything the service holds about the user, as they would want to read it: the account's part and every feature's. */
export async function exportAccount(
  ctx: Pick<AccountContext, 'db' | 'exportParts'>,
  userId: string,
): Promise<{ exportedAt: string } & Record<string, unknown>> {
  return Object.assign(
    await exportOwnData(ctx, userId),
    ...(await Promise.all(ctx.exportParts.map((part) => part(userId)))),
  );
}

/** The account's own part: the profile, starred phrases and sessions. */
async function exportOwnData(ctx: Pick<AccountContext, 'db'>, userId: string) {
  const { db } = ctx;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const favorites = await db
    .selectFrom('favorite_phrases')
    .innerJoin('phrases', 'phrases.id', 'favorite_phrases.phrase_id')
    .select(['phrases.id', 'phrases.ko', 'phrases.en', 'phrases.es', 'favorite_phrases.created_at'])
    .where('favorite_phrases.user_id', '=', userId)
    .execute();
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at', 'ip_address', 'user_agent'])
    .where('user_id', '=', userId)
    .execute();
  return {
    exportVersion: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailVerified: Boolean(user.email_verified),
      nickname: user.nickname,
      language: user.language,
      role: user.role,
      createdAt: user.created_at,
      totalMessageReports: user.total_message_reports,
      banUntil: user.ban_until,
    },
    favoritePhrases: favorites.map((f) => ({
      id: f.id,
      ko: f.ko,
      en: f.en,
      es: f.es,
      starredAt: f.created_at,
    })),
    sessions: sessions.map((s) => ({
      createdAt: s.created_at,
      expiresAt: s.expires_at,
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
  };
}
