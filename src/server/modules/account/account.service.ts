import { randomBytes } from 'node:crypto';
import { toIso } from '#server/db/column-types';
import type { Dialect } from '#server/db/column-types';
import { type Db, flushErased } from '#server/db/index';
import { AppError } from '#server/lib/errors';

export function createAccountService(db: Db, dialect: Dialect) {
  return {
    async updateProfile(userId: string, changes: { nickname?: string; language?: 'ko' | 'es' | 'en' }) {
      if (changes.nickname !== undefined) {
        const taken = await db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['nickname']), '=', changes.nickname!.toLowerCase()))
          .where('id', '!=', userId)
          .executeTakeFirst();
        if (taken) throw nicknameTaken();
      }
      try {
        await db
          .updateTable('users')
          .set({ ...changes, updated_at: new Date().toISOString() })
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
        favoritePhrases: favorites.map((f) => ({ id: f.id, ko: f.ko, en: f.en, es: f.es, starredAt: toIso(f.created_at) })),
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
      const user = await db.selectFrom('users').select(['nickname', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
      if (confirmation.trim() !== user.nickname) {
        throw new AppError(400, 'CONFIRMATION_MISMATCH', 'Type your nickname exactly to confirm.', 'confirmation');
      }
      const now = new Date().toISOString();
      const placeholder = `deleted-${randomBytes(6).toString('hex')}`;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            email: `${placeholder}@deleted.invalid`,
            nickname: placeholder,
            image: null,
            language: null,
            email_verified: false,
            status: 'deleted',
            deleted_at: now,
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('accounts').where('user_id', '=', userId).execute();
        await trx.deleteFrom('favorite_phrases').where('user_id', '=', userId).execute();
        await trx.deleteFrom('blocks').where('blocker_id', '=', userId).execute();
        await trx.deleteFrom('post_views').where('viewer', '=', userId).execute();
        await trx.deleteFrom('verifications').where('identifier', 'like', `%${user.email}%`).execute();
      });
      await flushErased(db, dialect);
    },

    /** The e-mail of the account a password-reset token belongs to, read before the reset consumes it. */
    async resetTokenOwner(token: string): Promise<string | null> {
      const row = await db
        .selectFrom('verifications')
        .innerJoin('users', 'users.id', 'verifications.value')
        .select('users.email')
        .where('verifications.identifier', '=', `reset-password:${token}`)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    async signOutEverywhere(userId: string) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    async requireNicknameFree(nickname: string) {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['nickname']), '=', nickname.toLowerCase()))
        .executeTakeFirst();
      if (taken) throw nicknameTaken();
    },
  };
}

export const nicknameTaken = () => new AppError(409, 'NICKNAME_TAKEN', 'This nickname is already taken.', 'nickname');

/** The unique index on lower(nickname) settles races that the check above cannot. */
export function isNicknameConflict(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('users_nickname_lower_key');
}
