import type { Me, UpdateMeInput } from '#shared/contracts/auth';
import { nicknameSkeleton } from '#server/auth/nickname';
import { TooManyRequests } from '#server/lib/errors';
import type { AccountContext } from './account-context.ts';
import { isNicknameConflict, nicknameTaken, requireNicknameFree } from './account.rules.ts';

// A nickname is how others recognise someone: changing it often is how an impersonator hides.
const NICKNAME_CHANGES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

/** Changes the user's nickname or language; a new nickname must be free and at most a few a day. */
export async function updateProfile(
  ctx: Pick<AccountContext, 'db' | 'counter' | 'rateLimitScale'>,
  user: Me,
  changes: UpdateMeInput,
): Promise<void> {
  const renames = changes.nickname !== undefined && changes.nickname !== user.nickname;
  const key = `nickname:${user.id}`;
  if (renames) {
    const { count, resetInMs } = await ctx.counter.peek(key);
    if (count >= Math.max(1, Math.round(NICKNAME_CHANGES_PER_DAY * ctx.rateLimitScale))) {
      throw new TooManyRequests('RATE_LIMITED', 'You changed your nickname too often. Try again later.', resetInMs);
    }
  }
  await writeProfile(ctx, user.id, changes);
  if (renames) await ctx.counter.hit(key, DAY_MS);
}

async function writeProfile(ctx: Pick<AccountContext, 'db'>, userId: string, changes: UpdateMeInput) {
  if (changes.nickname !== undefined) await requireNicknameFree(ctx.db, changes.nickname, userId);
  try {
    await ctx.db
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
}
