import { randomBytes } from 'node:crypto';
import { toIso } from '#server/db/column-types';
import type { Dialect } from '#server/db/column-types';
import { type Db, flushErased } from '#server/db/index';
import { isStaffLike, nicknameSkeleton } from '#server/auth/nickname';
import { AppError } from '#server/lib/errors';
import { inWork } from '#server/lib/transaction';

export function createAccountService(db: Db, dialect: Dialect) {
  /** Refuses staff-like names and any nickname that looks like another one ("Mina", "mina", "Мina"). */
  async function requireNicknameFree(nickname: string, exceptUserId?: string) {
    if (isStaffLike(nickname)) throw new AppError('NICKNAME_RESERVED', 'This nickname is reserved.', 'nickname');
    let query = db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['nickname']), '=', nickname.toLowerCase()),
          eb('nickname_skeleton', '=', nicknameSkeleton(nickname)),
        ]),
      );
    if (exceptUserId) query = query.where('id', '!=', exceptUserId);
    if (await query.executeTakeFirst()) throw nicknameTaken();
  }

  return {
    async updateProfile(userId: string, changes: { nickname?: string; language?: 'ko' | 'es' | 'en' }) {
      if (changes.nickname !== undefined) await requireNicknameFree(changes.nickname, userId);
      try {
        await db
          .updateTable('users')
          .set({
            ...changes,
            ...(changes.nickname !== undefined ? { nickname_skeleton: nicknameSkeleton(changes.nickname) } : {}),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', userId)
          .execute();
      } catch (error) {
        if (isNicknameConflict(error)) throw nicknameTaken();
        throw error;
      }
    },

    /** Everything the service holds about the user, as they would want to read it. */
    async exportData(userId: string) {
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
          createdAt: toIso(user.created_at),
          totalMessageReports: user.total_message_reports,
          banUntil: user.ban_until ? toIso(user.ban_until) : null,
        },
        favoritePhrases: favorites.map((f) => ({
          id: f.id,
          ko: f.ko,
          en: f.en,
          es: f.es,
          starredAt: toIso(f.created_at),
        })),
        sessions: sessions.map((s) => ({
          createdAt: toIso(s.created_at),
          expiresAt: toIso(s.expires_at),
          ipAddress: s.ip_address,
          userAgent: s.user_agent,
        })),
      };
    },

    /**
     * Removes everything personal and keeps the row (its id only), so content the user wrote can
     * stay readable as by 'deleted user' and conversations keep their other side.
     */
    async deleteAccount(userId: string, confirmation: string) {
      await inWork(db, undefined, async ({ trx }) => {
        const now = new Date().toISOString();
        // Locks the row first: an admin's ban or deactivation of this user waits, then sees it deleted.
        const user = await trx
          .updateTable('users')
          .set({ updated_at: now })
          .where('id', '=', userId)
          .returning(['nickname', 'email'])
          .executeTakeFirstOrThrow();
        if (confirmation.trim() !== user.nickname) {
          throw new AppError('CONFIRMATION_MISMATCH', 'Type your nickname exactly to confirm.', 'confirmation');
        }
        const placeholder = `deleted-${randomBytes(6).toString('hex')}`;
        await trx
          .updateTable('users')
          .set({
            email: `${placeholder}@deleted.invalid`,
            nickname: placeholder,
            nickname_skeleton: nicknameSkeleton(placeholder),
            image: null,
            language: null,
            email_verified: false,
            status: 'deactivated',
            deleted_at: now,
          })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('accounts').where('user_id', '=', userId).execute();
        await trx.deleteFrom('favorite_phrases').where('user_id', '=', userId).execute();
        await trx.deleteFrom('blocks').where('blocker_id', '=', userId).execute();
        await trx.deleteFrom('post_views').where('viewer', '=', userId).execute();
        await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
        await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
        await trx.deleteFrom('verifications').where('identifier', 'like', `%${user.email}%`).execute();
        // Reset links carry the user's id: one kept from before the deletion must not set a password again.
        await trx.deleteFrom('verifications').where('value', '=', userId).execute();
      });
      await flushErased(db, dialect);
    },

    async signOutEverywhere(userId: string) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    requireNicknameFree,
  };
}

export const nicknameTaken = () => new AppError('NICKNAME_TAKEN', 'This nickname is already taken.', 'nickname');

/** The unique index on lower(nickname) settles races that the check above cannot. */
export function isNicknameConflict(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return (
    text.includes('users_nickname_lower_key') ||
    text.includes('users_nickname_skeleton_key') ||
    text.includes('nickname_skeleton')
  );
}
