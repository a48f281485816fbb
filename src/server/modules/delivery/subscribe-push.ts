import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { PushSubscriptionInput } from '#shared/contracts/notification-settings';
import type { Db } from '#server/db/index';
import { AppError } from '#server/lib/errors';
import { retryOnConflict } from '#server/lib/transaction';
import { type DestinationPolicy, RefusedDestination } from './push-destination.ts';

/** Devices (push subscriptions) per account: a phone, a laptop, a tablet… the oldest gives way to a new one. */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

const sameSecret = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** False when another request inserted the same endpoint meanwhile (then the next try sees its row). */
async function register(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<boolean> {
  const now = new Date().toISOString();
  const values = {
    user_id: userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    user_agent: userAgent,
    created_at: now,
    gone_at: null,
  };
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'p256dh', 'auth'])
      .where('endpoint', '=', input.endpoint)
      .executeTakeFirst();
    if (existing) {
      const sameBrowser = sameSecret(existing.p256dh, input.keys.p256dh) && sameSecret(existing.auth, input.keys.auth);
      if (existing.user_id !== userId && !sameBrowser)
        throw new AppError('PUSH_ENDPOINT_TAKEN', 'endpoint: another account receives pushes there.', 'endpoint');
      await trx.updateTable('push_subscriptions').set(values).where('id', '=', existing.id).execute();
    } else {
      const inserted = await trx
        .insertInto('push_subscriptions')
        .values({ id: randomUUID(), endpoint: input.endpoint, ...values })
        .onConflict((oc) => oc.column('endpoint').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    }
    return true;
  });
}

/**
 * Keeps the newest MAX_PUSH_SUBSCRIPTIONS devices (ties by id). One statement after the registration has
 * committed: of two registrations at once, the later trim sees both rows.
 */
async function trim(db: Db, userId: string) {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_PUSH_SUBSCRIPTIONS),
    )
    .execute();
}

/**
 * Registers this browser for pushes (issue 25, decision record 029): the endpoint must be a public address
 * now (checked again at every send), one row per endpoint, at most MAX_PUSH_SUBSCRIPTIONS per account.
 * An endpoint another account registered moves only with proof that the newcomer is that browser: the
 * same key and auth secret, which only the browser and the server know (one browser, two accounts
 * signing in on it in turn). Anyone else gets a 409 and the owner keeps their pushes. A 400 for an address
 * the server must not reach.
 */
export async function subscribePush(
  ctx: { db: Db; policy: DestinationPolicy },
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  try {
    await ctx.policy.check(input.endpoint);
  } catch (error) {
    if (error instanceof RefusedDestination)
      throw new AppError('BAD_REQUEST', `endpoint: ${error.reason}.`, 'endpoint');
    throw error;
  }
  // Two registrations of one endpoint at once: the loser of the insert finds the winner's row next time.
  for (let tries = 0; tries < 3; tries++) {
    if (await retryOnConflict(() => register(ctx.db, userId, input, userAgent?.slice(0, 300) ?? null))) {
      await trim(ctx.db, userId);
      return;
    }
  }
  throw new Error('push subscription: the endpoint kept changing hands');
}
