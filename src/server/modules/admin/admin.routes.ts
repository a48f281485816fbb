import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBoardListSchema,
  AdminBoardSchema,
  AdminCommentListSchema,
  AdminContentQuerySchema,
  AdminPhraseListSchema,
  AdminPhraseSchema,
  AdminPlaceSchema,
  AdminPostListSchema,
  AdminRegionListSchema,
  AdminRegionSchema,
  AdminReportDetailSchema,
  AdminReportListSchema,
  AdminReportSchema,
  AdminUserDetailSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  AuditListSchema,
  AuditQuerySchema,
  BanInputSchema,
  CreateBoardInputSchema,
  DashboardSchema,
  PhraseInputSchema,
  PlaceInputSchema,
  RegionInputSchema,
  ReorderBoardsInputSchema,
  ReorderPhrasesInputSchema,
  ReportQuerySchema,
  ResolveReportInputSchema,
  SetUserRoleInputSchema,
  SetUserStatusInputSchema,
  UpdateBoardInputSchema,
  UserIdParamsSchema,
} from '#shared/contracts/admin';
import { BoardSlugSchema } from '#shared/contracts/community';
import type { Guards } from '#server/auth/guards';
import { errorResponses } from '#server/lib/route-helpers';
import type { AdminContentService } from './admin-content.service.ts';
import type { createAdminReportsService } from './admin-reports.service.ts';
import type { AdminService } from './admin.service.ts';

type Options = { guards: Guards; users: AdminService; content: AdminContentService; reports: ReturnType<typeof createAdminReportsService> };

const IdParams = z.object({ id: z.string().min(1).max(100) });
const SlugParams = z.object({ slug: BoardSlugSchema });
const ReportParams = z.object({ reportId: z.string().min(1).max(200) });

export const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { guards, users, content, reports }) => {
  const tags = ['admin'];
  // Every route registered in this plugin is admin-only; onRequest, so a visitor hears 401 before any 400.
  app.addHook('onRequest', guards.requireAdmin);
  const ok = (schema: z.ZodType) => ({ 200: schema, ...errorResponses });
  const created = (schema: z.ZodType) => ({ 201: schema, ...errorResponses });
  const noContent = { 204: z.null(), ...errorResponses };
  const actor = (request: { user: { id: string } | null }) => request.user!.id;

  app.get('/dashboard', { schema: { tags, response: ok(DashboardSchema) } }, async () => users.dashboard());
  app.get('/audit', { schema: { tags, querystring: AuditQuerySchema, response: ok(AuditListSchema) } }, async (request) => users.auditLog(request.query));

  app.get('/users', { schema: { tags, querystring: AdminUserListQuerySchema, response: ok(AdminUserListSchema) } }, async (request) => users.listUsers(request.query));
  app.get('/users/:userId', { schema: { tags, params: UserIdParamsSchema, response: ok(AdminUserDetailSchema) } }, async (request) => users.userDetail(request.params.userId));
  app.post('/users/:userId/status', { schema: { tags, params: UserIdParamsSchema, body: SetUserStatusInputSchema, response: ok(AdminUserSchema) } }, async (request) =>
    users.setStatus(actor(request), request.params.userId, request.body.status),
  );
  app.post('/users/:userId/role', { schema: { tags, params: UserIdParamsSchema, body: SetUserRoleInputSchema, response: ok(AdminUserSchema) } }, async (request) =>
    users.setRole(actor(request), request.params.userId, request.body.role),
  );
  app.post('/users/:userId/ban', { schema: { tags, params: UserIdParamsSchema, body: BanInputSchema, response: ok(AdminUserSchema) } }, async (request) =>
    users.ban(actor(request), request.params.userId, request.body),
  );
  app.delete('/users/:userId/ban', { schema: { tags, params: UserIdParamsSchema, response: ok(AdminUserSchema) } }, async (request) =>
    users.liftBan(actor(request), request.params.userId),
  );
  app.post('/users/:userId/reset-reports', { schema: { tags, params: UserIdParamsSchema, response: ok(AdminUserSchema) } }, async (request) =>
    users.resetReports(actor(request), request.params.userId),
  );

  app.get('/phrases', { schema: { tags, response: ok(AdminPhraseListSchema) } }, async () => ({ phrases: await content.listPhrases() }));
  app.post('/phrases', { schema: { tags, body: PhraseInputSchema, response: created(z.object({ phrase: AdminPhraseSchema })) } }, async (request, reply) =>
    reply.code(201).send({ phrase: await content.createPhrase(actor(request), request.body) }),
  );
  app.post('/phrases/reorder', { schema: { tags, body: ReorderPhrasesInputSchema, response: noContent } }, async (request, reply) => {
    await content.reorderPhrases(actor(request), request.body.category, request.body.ids);
    return reply.code(204).send(null);
  });
  app.patch('/phrases/:id', { schema: { tags, params: IdParams, body: PhraseInputSchema, response: ok(z.object({ phrase: AdminPhraseSchema })) } }, async (request) => ({
    phrase: await content.updatePhrase(actor(request), request.params.id, request.body),
  }));
  app.delete('/phrases/:id', { schema: { tags, params: IdParams, response: noContent } }, async (request, reply) => {
    await content.deletePhrase(actor(request), request.params.id);
    return reply.code(204).send(null);
  });

  app.get('/regions', { schema: { tags, response: ok(AdminRegionListSchema) } }, async () => ({ regions: await content.listRegions() }));
  app.post('/regions', { schema: { tags, body: RegionInputSchema, response: created(z.object({ region: AdminRegionSchema })) } }, async (request, reply) =>
    reply.code(201).send({ region: await content.createRegion(actor(request), request.body) }),
  );
  app.patch('/regions/:id', { schema: { tags, params: IdParams, body: RegionInputSchema, response: ok(z.object({ region: AdminRegionSchema })) } }, async (request) => ({
    region: await content.updateRegion(actor(request), request.params.id, request.body),
  }));
  app.delete('/regions/:id', { schema: { tags, params: IdParams, response: noContent } }, async (request, reply) => {
    await content.deleteRegion(actor(request), request.params.id);
    return reply.code(204).send(null);
  });
  app.post('/places', { schema: { tags, body: PlaceInputSchema, response: created(z.object({ place: AdminPlaceSchema })) } }, async (request, reply) =>
    reply.code(201).send({ place: await content.createPlace(actor(request), request.body) }),
  );
  app.patch('/places/:id', { schema: { tags, params: IdParams, body: PlaceInputSchema, response: ok(z.object({ place: AdminPlaceSchema })) } }, async (request) => ({
    place: await content.updatePlace(actor(request), request.params.id, request.body),
  }));
  app.delete('/places/:id', { schema: { tags, params: IdParams, response: noContent } }, async (request, reply) => {
    await content.deletePlace(actor(request), request.params.id);
    return reply.code(204).send(null);
  });

  app.get('/boards', { schema: { tags, response: ok(AdminBoardListSchema) } }, async () => ({ boards: await content.listBoards() }));
  app.post('/boards', { schema: { tags, body: CreateBoardInputSchema, response: created(z.object({ board: AdminBoardSchema })) } }, async (request, reply) =>
    reply.code(201).send({ board: await content.createBoard(actor(request), request.body) }),
  );
  app.post('/boards/reorder', { schema: { tags, body: ReorderBoardsInputSchema, response: noContent } }, async (request, reply) => {
    await content.reorderBoards(actor(request), request.body.slugs);
    return reply.code(204).send(null);
  });
  app.patch('/boards/:slug', { schema: { tags, params: SlugParams, body: UpdateBoardInputSchema, response: ok(z.object({ board: AdminBoardSchema })) } }, async (request) => ({
    board: await content.updateBoard(actor(request), request.params.slug, request.body),
  }));

  app.get('/posts', { schema: { tags, querystring: AdminContentQuerySchema, response: ok(AdminPostListSchema) } }, async (request) => ({
    ...(await content.listPosts(request.query)),
    page: request.query.page,
    pageSize: request.query.pageSize,
  }));
  app.get('/comments', { schema: { tags, querystring: AdminContentQuerySchema, response: ok(AdminCommentListSchema) } }, async (request) => ({
    ...(await content.listComments(request.query)),
    page: request.query.page,
    pageSize: request.query.pageSize,
  }));

  app.get('/reports', { schema: { tags, querystring: ReportQuerySchema, response: ok(AdminReportListSchema) } }, async (request) => reports.list(request.query));
  app.get('/reports/:reportId', { schema: { tags, params: ReportParams, response: ok(AdminReportDetailSchema) } }, async (request) => reports.detail(request.params.reportId));
  app.post('/reports/:reportId/resolve', { schema: { tags, params: ReportParams, body: ResolveReportInputSchema, response: ok(z.object({ report: AdminReportSchema })) } }, async (request) => ({
    report: await reports.resolve(request.user!, request.params.reportId, request.body),
  }));
};
