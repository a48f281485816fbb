import type { FastifyPluginAsync } from 'fastify';
import { communityEndpoints as endpoints } from '#shared/contracts/community.endpoints';
import { route } from '#server/lib/route';
import { perUserRateLimit, rateLimit } from '#server/lib/route-helpers';
import type { CommunityService } from './community.service.ts';

type Options = { service: CommunityService; rateLimitScale: number };

export const communityRoutes: FastifyPluginAsync<Options> = async (app, { service, rateLimitScale }) => {
  const perUser = (max: number, minutes: number) => perUserRateLimit(max, minutes, rateLimitScale);

  route(app, endpoints.boards, {}, async () => ({ boards: await service.listBoards() }));
  route(app, endpoints.board, {}, async (request) => ({
    board: await service.requireBoardSummary(request.params.slug),
  }));
  route(app, endpoints.posts, {}, async (request) => service.listPosts(request.params.slug, request.query));
  route(app, endpoints.highlights, {}, async () => service.highlights());

  route(app, endpoints.post, {}, async (request) => ({
    post: await service.requirePost(request.params.postId, request.user),
  }));

  route(app, endpoints.recordView, { config: { rateLimit: rateLimit(120, 1, rateLimitScale) } }, async (request) => ({
    viewCount: await service.recordView(
      request.params.postId,
      request.user ? { userId: request.user.id } : { ip: request.ip },
    ),
  }));

  route(app, endpoints.comments, {}, async (request) => ({
    comments: await service.listComments(request.params.postId, request.user),
  }));

  route(app, endpoints.createPost, { config: perUser(30, 60) }, async (request) => ({
    post: await service.createPost(request.user, request.body),
  }));

  route(app, endpoints.updatePost, { config: perUser(60, 10) }, async (request) => ({
    post: await service.updatePost(request.user, request.params.postId, request.body),
  }));

  route(app, endpoints.deletePost, {}, async (request, reply) => {
    await service.deletePost(request.user, request.params.postId);
    return reply.code(204).send(null);
  });

  for (const liked of [true, false]) {
    route(app, liked ? endpoints.likePost : endpoints.unlikePost, { config: perUser(120, 10) }, async (request) =>
      service.setPostLike(request.user, request.params.postId, liked),
    );
    route(app, liked ? endpoints.likeComment : endpoints.unlikeComment, { config: perUser(120, 10) }, async (request) =>
      service.setCommentLike(request.user, request.params.commentId, liked),
    );
  }

  route(app, endpoints.acceptAnswer, {}, async (request) => ({
    post: await service.setAcceptedAnswer(request.user, request.params.postId, request.body.commentId),
  }));

  route(app, endpoints.clearAcceptedAnswer, {}, async (request) => ({
    post: await service.setAcceptedAnswer(request.user, request.params.postId, null),
  }));

  route(app, endpoints.createComment, { config: perUser(60, 10) }, async (request) => ({
    comment: await service.createComment(request.user, request.params.postId, request.body.body, request.body.photos),
  }));

  route(app, endpoints.updateComment, { config: perUser(60, 10) }, async (request) => ({
    comment: await service.updateComment(request.user, request.params.commentId, request.body.body),
  }));

  route(app, endpoints.deleteComment, {}, async (request, reply) => {
    await service.deleteComment(request.user, request.params.commentId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.reportPost, { config: perUser(10, 10) }, async (request, reply) => {
    await service.reportPost(request.user, request.params.postId, request.body);
    return reply.code(201).send(null);
  });
  route(app, endpoints.reportComment, { config: perUser(10, 10) }, async (request, reply) => {
    await service.reportComment(request.user, request.params.commentId, request.body);
    return reply.code(201).send(null);
  });
  route(app, endpoints.reportUser, { config: perUser(10, 10) }, async (request, reply) => {
    await service.reportUser(request.user, request.params.userId, request.body);
    return reply.code(201).send(null);
  });

  route(app, endpoints.myActivity, {}, async (request) => service.myActivity(request.user.id));
};
