import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptAnswerInputSchema,
  BoardListResponseSchema,
  BoardResponseSchema,
  BoardSlugSchema,
  CommentInputSchema,
  CommentListResponseSchema,
  CommentResponseSchema,
  CreatePostInputSchema,
  HighlightsResponseSchema,
  LikeResponseSchema,
  ModerateCommentInputSchema,
  ModeratePostInputSchema,
  MyActivityResponseSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostResponseSchema,
  ReportContentInputSchema,
  UpdatePostInputSchema,
  ViewResponseSchema,
} from '#shared/contracts/community';
import type { Guards } from '#server/auth/guards';
import { errorResponses, rateLimit } from '#server/lib/route-helpers';
import type { CommunityService } from './community.service.ts';

type Options = { service: CommunityService; guards: Guards; rateLimitScale: number };

const BoardParams = z.object({ slug: BoardSlugSchema });
const PostParams = z.object({ postId: z.coerce.number().int().positive() });
const CommentParams = z.object({ commentId: z.coerce.number().int().positive() });
const UserParams = z.object({ userId: z.string().min(1).max(100) });

export const communityRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, rateLimitScale }) => {
  const tags = ['community'];
  // onRequest, so a visitor hears 401 before any 400 about the body.
  const onRequest = guards.requireUser;
  const reader = guards.optionalUser;
  // Keyed by the signed-in user (the guard runs first): travellers share hotel Wi-Fi.
  const perUser = (max: number, minutes: number) => ({
    rateLimit: { ...rateLimit(max, minutes, rateLimitScale), hook: 'preHandler' as const, keyGenerator: (r: { user: { id: string } | null; ip: string }) => r.user?.id ?? r.ip },
  });
  const noContent = { 204: z.null(), ...errorResponses };

  app.get('/boards', { schema: { tags, response: { 200: BoardListResponseSchema, ...errorResponses } } }, async () => ({ boards: await service.listBoards() }));

  app.get('/boards/:slug', { schema: { tags, params: BoardParams, response: { 200: BoardResponseSchema, ...errorResponses } } }, async (request) => ({
    board: await service.getBoard(request.params.slug),
  }));

  app.get(
    '/boards/:slug/posts',
    { schema: { tags, params: BoardParams, querystring: PostListQuerySchema, response: { 200: PostListResponseSchema, ...errorResponses } } },
    async (request) => service.listPosts(request.params.slug, request.query),
  );

  app.get('/community/highlights', { schema: { tags, response: { 200: HighlightsResponseSchema, ...errorResponses } } }, async () => service.highlights());

  app.get('/posts/:postId', { onRequest: reader, schema: { tags, params: PostParams, response: { 200: PostResponseSchema, ...errorResponses } } }, async (request) => ({
    post: await service.getPost(request.params.postId, request.user),
  }));

  app.post(
    '/posts/:postId/views',
    { onRequest: reader, config: { rateLimit: rateLimit(120, 1, rateLimitScale) }, schema: { tags, params: PostParams, response: { 200: ViewResponseSchema, ...errorResponses } } },
    async (request) => ({
      viewCount: await service.recordView(request.params.postId, request.user ? { userId: request.user.id } : { ip: request.ip }),
    }),
  );

  app.get(
    '/posts/:postId/comments',
    { onRequest: reader, schema: { tags, params: PostParams, response: { 200: CommentListResponseSchema, ...errorResponses } } },
    async (request) => ({ comments: await service.listComments(request.params.postId, request.user) }),
  );

  app.post(
    '/posts',
    { onRequest, config: perUser(30, 60), schema: { tags, body: CreatePostInputSchema, response: { 201: PostResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send({ post: await service.createPost(request.user!, request.body) }),
  );

  app.patch(
    '/posts/:postId',
    { onRequest, config: perUser(60, 10), schema: { tags, params: PostParams, body: UpdatePostInputSchema, response: { 200: PostResponseSchema, ...errorResponses } } },
    async (request) => ({ post: await service.updatePost(request.user!, request.params.postId, request.body) }),
  );

  app.delete('/posts/:postId', { onRequest, schema: { tags, params: PostParams, response: noContent } }, async (request, reply) => {
    await service.deletePost(request.user!, request.params.postId);
    return reply.code(204).send(null);
  });

  for (const liked of [true, false]) {
    app.route({
      method: liked ? 'PUT' : 'DELETE',
      url: '/posts/:postId/like',
      onRequest,
      config: perUser(120, 10),
      schema: { tags, params: PostParams, response: { 200: LikeResponseSchema, ...errorResponses } },
      handler: async (request) => service.setPostLike(request.user!, (request.params as z.infer<typeof PostParams>).postId, liked),
    });
    app.route({
      method: liked ? 'PUT' : 'DELETE',
      url: '/comments/:commentId/like',
      onRequest,
      config: perUser(120, 10),
      schema: { tags, params: CommentParams, response: { 200: LikeResponseSchema, ...errorResponses } },
      handler: async (request) => service.setCommentLike(request.user!, (request.params as z.infer<typeof CommentParams>).commentId, liked),
    });
  }

  app.put(
    '/posts/:postId/accepted-answer',
    { onRequest, schema: { tags, params: PostParams, body: AcceptAnswerInputSchema, response: { 200: PostResponseSchema, ...errorResponses } } },
    async (request) => ({ post: await service.setAcceptedAnswer(request.user!, request.params.postId, request.body.commentId) }),
  );

  app.delete(
    '/posts/:postId/accepted-answer',
    { onRequest, schema: { tags, params: PostParams, response: { 200: PostResponseSchema, ...errorResponses } } },
    async (request) => ({ post: await service.setAcceptedAnswer(request.user!, request.params.postId, null) }),
  );

  app.post(
    '/posts/:postId/comments',
    { onRequest, config: perUser(60, 10), schema: { tags, params: PostParams, body: CommentInputSchema, response: { 201: CommentResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send({ comment: await service.createComment(request.user!, request.params.postId, request.body.body) }),
  );

  app.patch(
    '/comments/:commentId',
    { onRequest, config: perUser(60, 10), schema: { tags, params: CommentParams, body: CommentInputSchema, response: { 200: CommentResponseSchema, ...errorResponses } } },
    async (request) => ({ comment: await service.updateComment(request.user!, request.params.commentId, request.body.body) }),
  );

  app.delete('/comments/:commentId', { onRequest, schema: { tags, params: CommentParams, response: noContent } }, async (request, reply) => {
    await service.deleteComment(request.user!, request.params.commentId);
    return reply.code(204).send(null);
  });

  const reportSchema = { tags, body: ReportContentInputSchema, response: { 201: z.null(), ...errorResponses } };
  app.post('/posts/:postId/report', { onRequest, config: perUser(10, 10), schema: { ...reportSchema, params: PostParams } }, async (request, reply) => {
    await service.reportPost(request.user!, request.params.postId, request.body);
    return reply.code(201).send(null);
  });
  app.post('/comments/:commentId/report', { onRequest, config: perUser(10, 10), schema: { ...reportSchema, params: CommentParams } }, async (request, reply) => {
    await service.reportComment(request.user!, request.params.commentId, request.body);
    return reply.code(201).send(null);
  });
  app.post('/users/:userId/report', { onRequest, config: perUser(10, 10), schema: { ...reportSchema, params: UserParams } }, async (request, reply) => {
    await service.reportUser(request.user!, request.params.userId, request.body);
    return reply.code(201).send(null);
  });

  app.get('/me/activity', { onRequest, schema: { tags, response: { 200: MyActivityResponseSchema, ...errorResponses } } }, async (request) =>
    service.myActivity(request.user!.id),
  );

  const adminTags = ['admin', 'community'];
  app.patch(
    '/admin/posts/:postId',
    { onRequest: guards.requireAdmin, schema: { tags: adminTags, params: PostParams, body: ModeratePostInputSchema, response: { 200: PostResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.moderatePost(request.user!, request.params.postId, request.body);
      return { post: await service.getPost(request.params.postId, request.user!) };
    },
  );
  app.patch(
    '/admin/comments/:commentId',
    { onRequest: guards.requireAdmin, schema: { tags: adminTags, params: CommentParams, body: ModerateCommentInputSchema, response: { 200: CommentResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.moderateComment(request.user!, request.params.commentId, request.body.hidden);
      return { comment: await service.getComment(request.user!, request.params.commentId) };
    },
  );
};
