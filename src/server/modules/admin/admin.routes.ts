import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as endpoints } from '#shared/contracts/admin.endpoints';
import { route } from '#server/lib/route';
import type { CommunityService } from '#server/modules/community/community.service';
import type { AdminContext, ReportActions } from './admin-context.ts';
import { banUser } from './ban-user.ts';
import { changeRole } from './change-role.ts';
import { getDashboard } from './get-dashboard.ts';
import { getReport } from './get-report.ts';
import { getUser } from './get-user.ts';
import { liftBan } from './lift-ban.ts';
import { listAudit } from './list-audit.ts';
import { listReports } from './list-reports.ts';
import { listUsers } from './list-users.ts';
import { resetReports } from './reset-reports.ts';
import { resolveReport } from './resolve-report.ts';
import { setUserStatus } from './set-user-status.ts';

type Options = { ctx: AdminContext; community: CommunityService } & Omit<ReportActions, 'community'>;

/**
 * The admin's users, dashboard, audit trail, reports and moderation endpoints, each mapped to its use case and
 * guarded (on onRequest, before validation) by its contract's access 'admin'. Content: `admin-content.routes.ts`.
 */
export const adminRoutes: FastifyPluginAsync<Options> = async (app, { ctx, community, messaging, notifications }) => {
  const reports = { ...ctx, community, messaging, notifications };

  route(app, endpoints.dashboard, {}, async () => getDashboard(ctx));
  route(app, endpoints.audit, {}, async (request) => listAudit(ctx, request.query));

  route(app, endpoints.users, {}, async (request) => listUsers(ctx, request.query));
  route(app, endpoints.user, {}, async (request) => getUser(ctx, request.params.userId));
  route(app, endpoints.setUserStatus, {}, async (request) =>
    setUserStatus(ctx, { actorId: request.user.id, userId: request.params.userId, status: request.body.status }),
  );
  route(app, endpoints.setUserRole, {}, async (request) =>
    changeRole(ctx, { actorId: request.user.id, userId: request.params.userId, role: request.body.role }),
  );
  route(app, endpoints.ban, {}, async (request) =>
    banUser(ctx, { actorId: request.user.id, userId: request.params.userId, ban: request.body }),
  );
  route(app, endpoints.liftBan, {}, async (request) =>
    liftBan(ctx, { actorId: request.user.id, userId: request.params.userId }),
  );
  route(app, endpoints.resetReports, {}, async (request) =>
    resetReports(ctx, { actorId: request.user.id, userId: request.params.userId }),
  );

  route(app, endpoints.moderatePost, {}, async (request) => {
    await community.moderatePost(request.user, request.params.postId, request.body);
    return { post: await community.requirePost(request.params.postId, request.user) };
  });
  route(app, endpoints.moderateComment, {}, async (request) => {
    await community.moderateComment(request.user, request.params.commentId, request.body.hidden);
    return { comment: await community.requireCommentView(request.user, request.params.commentId) };
  });

  route(app, endpoints.reports, {}, async (request) => listReports(ctx, request.query));
  route(app, endpoints.report, {}, async (request) => getReport(ctx, request.params.reportId));
  route(app, endpoints.resolveReport, {}, async (request) => ({
    report: await resolveReport(reports, request.user, request.params.reportId, request.body),
  }));
};
