import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardCookies } from '#server/lib/route-helpers';
import type { AccountContext } from './account-context.ts';

/** Ends this device's session (its cookie is cleared) and tells the user's open streams to check theirs. */
export async function signOut(
  ctx: Pick<AccountContext, 'auth' | 'guards' | 'security'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const user = await ctx.guards.readSession(request).catch(() => null);
  const { headers } = await ctx.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
  forwardCookies(headers, reply);
  if (user) await ctx.security.sessionsRevoked(user.id);
}
