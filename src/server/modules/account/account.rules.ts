import { isStaffLike, nicknameSkeleton } from '#server/auth/nickname';
import type { Db } from '#server/db/index';
import { AppError } from '#server/lib/errors';

export const nicknameTaken = () => new AppError('NICKNAME_TAKEN', 'This nickname is already taken.', 'nickname');

/** Refuses staff-like names and any nickname that looks like another one ("Mina", "mina", "Мina"). */
export async function requireNicknameFree(db: Db, nickname: string, exceptUserId?: string) {
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

/** The unique index on lower(nickname) settles races that the check above cannot. */
export function isNicknameConflict(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return (
    text.includes('users_nickname_lower_key') ||
    text.includes('users_nickname_skeleton_key') ||
    text.includes('nickname_skeleton')
  );
}
