import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  SetUserStatusInputSchema,
  UserIdParamsSchema,
} from '#shared/contracts/admin';
import type { Guards } from '#server/auth/guards';
import type { Db } from '#server/db/index';
import { errorResponses } from '#server/lib/route-helpers';
import { createAdminService } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  const service = createAdminService(db);
  const tags = ['admin'];
  // Every route registered in this plugin is admin-only.
  app.addHook('preHandler', guards.requireAdmin);

  app.get(
    '/users',
    { schema: { tags, querystring: AdminUserListQuerySchema, response: { 200: AdminUserListSchema, ...errorResponses } } },
    async (request) => service.listUsers(request.query),
  );

  app.post(
    '/users/:userId/status',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: SetUserStatusInputSchema,
        response: { 200: AdminUserSchema, ...errorResponses },
      },
    },
    async (request) => service.setStatus(request.user!.id, request.params.userId, request.body.status),
  );
};
