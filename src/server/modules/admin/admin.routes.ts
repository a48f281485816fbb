import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as endpoints } from '#shared/contracts/admin.endpoints';
import { route } from '#server/lib/route';
import type { CommunityService } from '#server/modules/community/community.service';
import type { AdminContentService } from './admin-content.service.ts';
import type { createAdminReportsService } from './admin-reports.service.ts';
import type { AdminService } from './admin.service.ts';

type Options = {
  users: AdminService;
  content: AdminContentService;
  reports: ReturnType<typeof createAdminReportsService>;
  community: CommunityService;
};

/** Every admin endpoint, each guarded (on onRequest, before validation) by its contract's access 'admin'. */
export const adminRoutes: FastifyPluginAsync<Options> = async (app, { users, content, reports, community }) => {
  const actor = (request: { user: { id: string } }) => request.user.id;

  route(app, endpoints.dashboard, {}, async () => users.dashboard());
  route(app, endpoints.audit, {}, async (request) => users.auditLog(request.query));

  route(app, endpoints.users, {}, async (request) => users.listUsers(request.query));
  route(app, endpoints.user, {}, async (request) => users.userDetail(request.params.userId));
  route(app, endpoints.setUserStatus, {}, async (request) =>
    users.setStatus(actor(request), request.params.userId, request.body.status),
  );
  route(app, endpoints.setUserRole, {}, async (request) =>
    users.setRole(actor(request), request.params.userId, request.body.role),
  );
  route(app, endpoints.ban, {}, async (request) => users.ban(actor(request), request.params.userId, request.body));
  route(app, endpoints.liftBan, {}, async (request) => users.liftBan(actor(request), request.params.userId));
  route(app, endpoints.resetReports, {}, async (request) => users.resetReports(actor(request), request.params.userId));

  route(app, endpoints.phrases, {}, async () => ({ phrases: await content.listPhrases() }));
  route(app, endpoints.createPhrase, {}, async (request) => ({
    phrase: await content.createPhrase(actor(request), request.body),
  }));
  route(app, endpoints.reorderPhrases, {}, async (request, reply) => {
    await content.reorderPhrases(actor(request), request.body.category, request.body.ids);
    return reply.code(204).send(null);
  });
  route(app, endpoints.updatePhrase, {}, async (request) => ({
    phrase: await content.updatePhrase(actor(request), request.params.id, request.body),
  }));
  route(app, endpoints.deletePhrase, {}, async (request, reply) => {
    await content.deletePhrase(actor(request), request.params.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.regions, {}, async () => ({ regions: await content.listRegions() }));
  route(app, endpoints.createRegion, {}, async (request) => ({
    region: await content.createRegion(actor(request), request.body),
  }));
  route(app, endpoints.updateRegion, {}, async (request) => ({
    region: await content.updateRegion(actor(request), request.params.id, request.body),
  }));
  route(app, endpoints.deleteRegion, {}, async (request, reply) => {
    await content.deleteRegion(actor(request), request.params.id);
    return reply.code(204).send(null);
  });
  route(app, endpoints.createPlace, {}, async (request) => ({
    place: await content.createPlace(actor(request), request.body),
  }));
  route(app, endpoints.updatePlace, {}, async (request) => ({
    place: await content.updatePlace(actor(request), request.params.id, request.body),
  }));
  route(app, endpoints.deletePlace, {}, async (request, reply) => {
    await content.deletePlace(actor(request), request.params.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.boards, {}, async () => ({ boards: await content.listBoards() }));
  route(app, endpoints.createBoard, {}, async (request) => ({
    board: await content.createBoard(actor(request), request.body),
  }));
  route(app, endpoints.reorderBoards, {}, async (request, reply) => {
    await content.reorderBoards(actor(request), request.body.slugs);
    return reply.code(204).send(null);
  });
  route(app, endpoints.updateBoard, {}, async (request) => ({
    board: await content.updateBoard(actor(request), request.params.slug, request.body),
  }));

  route(app, endpoints.posts, {}, async (request) => ({
    ...(await content.listPosts(request.query)),
    page: request.query.page,
    pageSize: request.query.pageSize,
  }));
  route(app, endpoints.comments, {}, async (request) => ({
    ...(await content.listComments(request.query)),
    page: request.query.page,
    pageSize: request.query.pageSize,
  }));
  route(app, endpoints.moderatePost, {}, async (request) => {
    await community.moderatePost(request.user, request.params.postId, request.body);
    return { post: await community.requirePost(request.params.postId, request.user) };
  });
  route(app, endpoints.moderateComment, {}, async (request) => {
    await community.moderateComment(request.user, request.params.commentId, request.body.hidden);
    return { comment: await community.requireCommentView(request.user, request.params.commentId) };
  });

  route(app, endpoints.reports, {}, async (request) => reports.list(request.query));
  route(app, endpoints.report, {}, async (request) => reports.detail(request.params.reportId));
  route(app, endpoints.resolveReport, {}, async (request) => ({
    report: await reports.resolve(request.user, request.params.reportId, request.body),
  }));
};
