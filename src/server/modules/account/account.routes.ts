import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '#shared/contracts/auth.endpoints';
import type { ServerContext } from '#server/context';
import { route } from '#server/lib/route';
import { rateLimit } from '#server/lib/route-helpers';
import type { AccountContext } from './account-context.ts';
import { changePassword } from './change-password.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-account.ts';
import { forgotPassword } from './forgot-password.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';
import { updateProfile } from './update-profile.ts';
import { verifyEmail } from './verify-email.ts';

type Options = Omit<AccountContext, 'db' | 'database'> & { ctx: ServerContext };

/** The account's endpoints, each mapped to its use case. */
export const accountRoutes: FastifyPluginAsync<Options> = async (app, { ctx: server, ...pieces }) => {
  const ctx: AccountContext = { db: server.db, database: server.database, ...pieces };
  const limit = (max: number, minutes: number) => ({ rateLimit: rateLimit(max, minutes, ctx.rateLimitScale) });

  route(app, endpoints.signUp, { config: limit(5, 15) }, async (request) => signUp(ctx, request.body, request.headers));

  // Failed attempts are limited by the sign-in guard (per account, address and device), not per request.
  route(app, endpoints.signIn, {}, async (request, reply) => signIn(ctx, request, reply, request.body));

  route(app, endpoints.signOut, {}, async (request, reply) => {
    await signOut(ctx, request, reply);
    return reply.code(204).send(null);
  });

  route(app, endpoints.me, {}, async (request, reply) => ({
    user: await ctx.guards.loadUser(request, reply),
  }));

  route(app, endpoints.updateMe, {}, async (request, reply) => {
    await updateProfile(ctx, request.user, request.body);
    return { user: await ctx.guards.loadUser(request, reply) };
  });

  route(app, endpoints.changePassword, { config: limit(5, 15) }, async (request, reply) => {
    await changePassword(ctx, request.user, request.body, request, reply);
    return reply.code(204).send(null);
  });

  route(app, endpoints.exportData, {}, async (request, reply) => {
    const data = await exportAccount(ctx, request.user.id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="hola-corea-my-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  route(app, endpoints.deleteAccount, { config: limit(5, 15) }, async (request, reply) => {
    await deleteAccount(ctx, request.user.id, request.body, request, reply);
    return reply.code(204).send(null);
  });

  route(app, endpoints.signOutEverywhere, {}, async (request, reply) => {
    await signOutEverywhere(ctx, request.user.id, request, reply);
    return reply.code(204).send(null);
  });

  route(app, endpoints.verifyEmail, { config: limit(20, 15) }, async (request, reply) => {
    await verifyEmail(ctx, request.body.token);
    return reply.code(204).send(null);
  });

  route(app, endpoints.resendVerification, { config: limit(3, 10) }, async (request, reply) => {
    await resendVerification(ctx, request.user);
    return reply.code(204).send(null);
  });

  route(app, endpoints.forgotPassword, { config: limit(5, 15) }, async (request, reply) => {
    forgotPassword(ctx, request.body.email, request.log);
    return reply.code(204).send(null);
  });

  route(app, endpoints.resetPassword, { config: limit(10, 15) }, async (request, reply) => {
    await resetPassword(ctx, request.body, request, reply);
    return reply.code(204).send(null);
  });
};
