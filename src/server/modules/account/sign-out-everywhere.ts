import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardCookies } from '#server/lib/route-helpers';
import type { AccountContext } from './account-context.ts';

/** Deletes every session of the user, clears this device's cookie and closes the user's open streams. */
export async function signOutEverywhere(
  ctx: Pick<AccountContext, 'db' | 'auth' | 'security'>,
  userId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  const { headers } = await ctx.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
  forwardCookies(headers, reply);
  await ctx.security.sessionsRevoked(userId);
}
