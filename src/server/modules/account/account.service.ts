import type { Db } from '#server/db/index';
import { AppError } from '#server/lib/errors';

export function createAccountService(db: Db) {
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
