import { z } from 'zod';
import { CommentParamsSchema, CommentResponseSchema, ModerateCommentInputSchema, ModeratePostInputSchema, PostParamsSchema, PostResponseSchema } from '#shared/contracts/community';
import { ReviewListSchema } from '#shared/contracts/content-review';
import { defineEndpoint } from './endpoint.ts';
import { AdminBoardListSchema, AdminBoardParamsSchema, AdminBoardSchema, AdminCommentListSchema, AdminContentQuerySchema, AdminIdParamsSchema, AdminPhraseListSchema, AdminPhraseSchema, AdminPlaceSchema, AdminPostListSchema, AdminRegionListSchema, AdminRegionSchema, AdminReportDetailSchema, AdminReportListSchema, AdminReportSchema, AdminUserDetailSchema, AdminUserListQuerySchema, AdminUserListSchema, AdminUserSchema, AuditListSchema, AuditQuerySchema, BanInputSchema, CreateBoardInputSchema, DashboardSchema, PhraseInputSchema, PlaceInputSchema, RegionInputSchema, ReorderBoardsInputSchema, ReorderPhrasesInputSchema, ReportParamsSchema, ReportQuerySchema, ResolveReportInputSchema, SetUserRoleInputSchema, SetUserStatusInputSchema, UpdateBoardInputSchema, UserIdParamsSchema } from './admin.ts';

const tags = ['admin'];
const access = 'admin';
const noContent = { 204: z.null() };
const users = '/api/admin/users/:userId';
/** Every admin endpoint: access 'admin' (an admin with a verified e-mail and two-factor sign-in). */
export const adminEndpoints = {
  dashboard: defineEndpoint({ method: 'GET', path: '/api/admin/dashboard', access, tags, response: { 200: DashboardSchema } }),
  audit: defineEndpoint({ method: 'GET', path: '/api/admin/audit', access, tags, query: AuditQuerySchema, response: { 200: AuditListSchema } }),
  contentReview: defineEndpoint({ method: 'GET', path: '/api/admin/content-review', access, tags, response: { 200: ReviewListSchema } }),

  users: defineEndpoint({ method: 'GET', path: '/api/admin/users', access, tags, query: AdminUserListQuerySchema, response: { 200: AdminUserListSchema } }),
  user: defineEndpoint({ method: 'GET', path: users, access, tags, params: UserIdParamsSchema, response: { 200: AdminUserDetailSchema } }),
  setUserStatus: defineEndpoint({ method: 'POST', path: `${users}/status`, access, tags, params: UserIdParamsSchema, body: SetUserStatusInputSchema, response: { 200: AdminUserSchema } }),
  setUserRole: defineEndpoint({ method: 'POST', path: `${users}/role`, access, tags, params: UserIdParamsSchema, body: SetUserRoleInputSchema, response: { 200: AdminUserSchema } }),
  ban: defineEndpoint({ method: 'POST', path: `${users}/ban`, access, tags, params: UserIdParamsSchema, body: BanInputSchema, response: { 200: AdminUserSchema } }),
  liftBan: defineEndpoint({ method: 'DELETE', path: `${users}/ban`, access, tags, params: UserIdParamsSchema, response: { 200: AdminUserSchema } }),
  resetReports: defineEndpoint({ method: 'POST', path: `${users}/reset-reports`, access, tags, params: UserIdParamsSchema, response: { 200: AdminUserSchema } }),

  phrases: defineEndpoint({ method: 'GET', path: '/api/admin/phrases', access, tags, response: { 200: AdminPhraseListSchema } }),
  createPhrase: defineEndpoint({ method: 'POST', path: '/api/admin/phrases', access, tags, body: PhraseInputSchema, response: { 201: z.object({ phrase: AdminPhraseSchema }) } }),
  reorderPhrases: defineEndpoint({ method: 'POST', path: '/api/admin/phrases/reorder', access, tags, body: ReorderPhrasesInputSchema, response: noContent }),
  updatePhrase: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/phrases/:id',
    access,
    tags,
    params: AdminIdParamsSchema,
    body: PhraseInputSchema,
    response: { 200: z.object({ phrase: AdminPhraseSchema }) },
  }),
  deletePhrase: defineEndpoint({ method: 'DELETE', path: '/api/admin/phrases/:id', access, tags, params: AdminIdParamsSchema, response: noContent }),

  regions: defineEndpoint({ method: 'GET', path: '/api/admin/regions', access, tags, response: { 200: AdminRegionListSchema } }),
  createRegion: defineEndpoint({ method: 'POST', path: '/api/admin/regions', access, tags, body: RegionInputSchema, response: { 201: z.object({ region: AdminRegionSchema }) } }),
  updateRegion: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/regions/:id',
    access,
    tags,
    params: AdminIdParamsSchema,
    body: RegionInputSchema,
    response: { 200: z.object({ region: AdminRegionSchema }) },
  }),
  deleteRegion: defineEndpoint({ method: 'DELETE', path: '/api/admin/regions/:id', access, tags, params: AdminIdParamsSchema, response: noContent }),
  createPlace: defineEndpoint({ method: 'POST', path: '/api/admin/places', access, tags, body: PlaceInputSchema, response: { 201: z.object({ place: AdminPlaceSchema }) } }),
  updatePlace: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/places/:id',
    access,
    tags,
    params: AdminIdParamsSchema,
    body: PlaceInputSchema,
    response: { 200: z.object({ place: AdminPlaceSchema }) },
  }),
  deletePlace: defineEndpoint({ method: 'DELETE', path: '/api/admin/places/:id', access, tags, params: AdminIdParamsSchema, response: noContent }),

  boards: defineEndpoint({ method: 'GET', path: '/api/admin/boards', access, tags, response: { 200: AdminBoardListSchema } }),
  createBoard: defineEndpoint({ method: 'POST', path: '/api/admin/boards', access, tags, body: CreateBoardInputSchema, response: { 201: z.object({ board: AdminBoardSchema }) } }),
  reorderBoards: defineEndpoint({ method: 'POST', path: '/api/admin/boards/reorder', access, tags, body: ReorderBoardsInputSchema, response: noContent }),
  updateBoard: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/boards/:slug',
    access,
    tags,
    params: AdminBoardParamsSchema,
    body: UpdateBoardInputSchema,
    response: { 200: z.object({ board: AdminBoardSchema }) },
  }),

  posts: defineEndpoint({ method: 'GET', path: '/api/admin/posts', access, tags, query: AdminContentQuerySchema, response: { 200: AdminPostListSchema } }),
  comments: defineEndpoint({ method: 'GET', path: '/api/admin/comments', access, tags, query: AdminContentQuerySchema, response: { 200: AdminCommentListSchema } }),
  moderatePost: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/posts/:postId',
    access,
    tags: ['admin', 'community'],
    params: PostParamsSchema,
    body: ModeratePostInputSchema,
    response: { 200: PostResponseSchema },
  }),
  moderateComment: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/comments/:commentId',
    access,
    tags: ['admin', 'community'],
    params: CommentParamsSchema,
    body: ModerateCommentInputSchema,
    response: { 200: CommentResponseSchema },
  }),

  reports: defineEndpoint({ method: 'GET', path: '/api/admin/reports', access, tags, query: ReportQuerySchema, response: { 200: AdminReportListSchema } }),
  report: defineEndpoint({ method: 'GET', path: '/api/admin/reports/:reportId', access, tags, params: ReportParamsSchema, response: { 200: AdminReportDetailSchema } }),
  resolveReport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/resolve',
    access,
    tags,
    params: ReportParamsSchema,
    body: ResolveReportInputSchema,
    response: { 200: z.object({ report: AdminReportSchema }) },
  }),
};
