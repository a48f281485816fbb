import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { communityEndpoints as endpoints } from '#shared/contracts/community.endpoints';
import { route } from '#server/lib/route';
import { perUserRateLimit, rateLimit } from '#server/lib/route-helpers';
import { acceptAnswer } from './accept-answer.ts';
import { addComment } from './add-comment.ts';
import type { CommunityContext } from './community-context.ts';
import { createPost } from './create-post.ts';
import { deleteComment } from './delete-comment.ts';
import { deletePost } from './delete-post.ts';
import { getBoard } from './get-board.ts';
import { getHighlights } from './get-highlights.ts';
import { getPost } from './get-post.ts';
import { likeComment } from './like-comment.ts';
import { likePost } from './like-post.ts';
import { listBoards } from './list-boards.ts';
import { listComments } from './list-comments.ts';
import { listPosts } from './list-posts.ts';
import { getMyActivity } from './my-activity.ts';
import { createRecordView } from './record-view.ts';
import { reportComment, reportPost, reportUser } from './report-content.ts';
import { updateComment } from './update-comment.ts';
import { updatePost } from './update-post.ts';

type Options = { ctx: CommunityContext; rateLimitScale: number };

/** Reading boards, posts and threads: visitors too. */
function readRoutes(app: FastifyInstance, { ctx, rateLimitScale }: Options) {
  const recordView = createRecordView(ctx);

  route(app, endpoints.boards, {}, async () => ({ boards: await listBoards(ctx) }));
  route(app, endpoints.board, {}, async (request) => ({ board: await getBoard(ctx, request.params.slug) }));
  route(app, endpoints.posts, {}, async (request) => listPosts(ctx, request.params.slug, request.query));
  route(app, endpoints.highlights, {}, async () => getHighlights(ctx));

  route(app, endpoints.post, {}, async (request) => ({
    post: await getPost(ctx, request.params.postId, request.user),
  }));

  route(app, endpoints.recordView, { config: { rateLimit: rateLimit(120, 1, rateLimitScale) } }, async (request) => ({
    viewCount: await recordView(request.params.postId, request.user ? { userId: request.user.id } : { ip: request.ip }),
  }));

  route(app, endpoints.comments, {}, async (request) => ({
    comments: await listComments(ctx, request.params.postId, request.user),
  }));
}

/** Writing, liking, accepting and reporting, and my page: signed-in members. */
function writeRoutes(app: FastifyInstance, { ctx, rateLimitScale }: Options) {
  const perUser = (max: number, minutes: number) => perUserRateLimit(max, minutes, rateLimitScale);

  route(app, endpoints.createPost, { config: perUser(30, 60) }, async (request) => ({
    post: await createPost(ctx, request.user, request.body),
  }));

  route(app, endpoints.updatePost, { config: perUser(60, 10) }, async (request) => ({
    post: await updatePost(ctx, request.user, request.params.postId, request.body),
  }));

  route(app, endpoints.deletePost, {}, async (request, reply) => {
    await deletePost(ctx, request.user, request.params.postId);
    return reply.code(204).send(null);
  });

  for (const liked of [true, false]) {
    route(app, liked ? endpoints.likePost : endpoints.unlikePost, { config: perUser(120, 10) }, async (request) =>
      likePost(ctx, request.user, request.params.postId, liked),
    );
    route(app, liked ? endpoints.likeComment : endpoints.unlikeComment, { config: perUser(120, 10) }, async (request) =>
      likeComment(ctx, request.user, request.params.commentId, liked),
    );
  }

  route(app, endpoints.acceptAnswer, {}, async (request) => ({
    post: await acceptAnswer(ctx, request.user, request.params.postId, request.body.commentId),
  }));

  route(app, endpoints.clearAcceptedAnswer, {}, async (request) => ({
    post: await acceptAnswer(ctx, request.user, request.params.postId, null),
  }));

  route(app, endpoints.createComment, { config: perUser(60, 10) }, async (request) => ({
    comment: await addComment(ctx, request.user, request.params.postId, request.body.body, request.body.photos),
  }));

  route(app, endpoints.updateComment, { config: perUser(60, 10) }, async (request) => ({
    comment: await updateComment(ctx, request.user, request.params.commentId, request.body.body),
  }));

  route(app, endpoints.deleteComment, {}, async (request, reply) => {
    await deleteComment(ctx, request.user, request.params.commentId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.reportPost, { config: perUser(10, 10) }, async (request, reply) => {
    await reportPost(ctx, request.user, request.params.postId, request.body);
    return reply.code(201).send(null);
  });
  route(app, endpoints.reportComment, { config: perUser(10, 10) }, async (request, reply) => {
    await reportComment(ctx, request.user, request.params.commentId, request.body);
    return reply.code(201).send(null);
  });
  route(app, endpoints.reportUser, { config: perUser(10, 10) }, async (request, reply) => {
    await reportUser(ctx, request.user, request.params.userId, request.body);
    return reply.code(201).send(null);
  });

  route(app, endpoints.myActivity, {}, async (request) => getMyActivity(ctx, request.user.id));
}

/** The community's endpoints, each mapped to its use case. */
export const communityRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  readRoutes(app, options);
  writeRoutes(app, options);
};
