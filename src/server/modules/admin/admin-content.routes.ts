import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as endpoints } from '#shared/contracts/admin.endpoints';
import { route } from '#server/lib/route';
import type { AdminContext } from './admin-context.ts';
import { createBoard } from './create-board.ts';
import { createPhrase } from './create-phrase.ts';
import { createPlace } from './create-place.ts';
import { createRegion } from './create-region.ts';
import { deletePhrase } from './delete-phrase.ts';
import { deletePlace } from './delete-place.ts';
import { deleteRegion } from './delete-region.ts';
import { editBoard } from './edit-board.ts';
import { editPhrase } from './edit-phrase.ts';
import { editPlace } from './edit-place.ts';
import { editRegion } from './edit-region.ts';
import { listBoards } from './list-boards.ts';
import { listComments } from './list-comments.ts';
import { listPhrases } from './list-phrases.ts';
import { listPosts } from './list-posts.ts';
import { listRegions } from './list-regions.ts';
import { reorderBoards } from './reorder-boards.ts';
import { reorderPhrases } from './reorder-phrases.ts';

/** The admin's phrases, regions and places, boards and lists of posts and comments, each mapped to its use case. */
export const adminContentRoutes: FastifyPluginAsync<{ ctx: AdminContext }> = async (app, { ctx }) => {
  route(app, endpoints.phrases, {}, async () => ({ phrases: await listPhrases(ctx) }));
  route(app, endpoints.createPhrase, {}, async (request) => ({
    phrase: await createPhrase(ctx, request.user.id, request.body),
  }));
  route(app, endpoints.reorderPhrases, {}, async (request, reply) => {
    await reorderPhrases(ctx, request.user.id, request.body);
    return reply.code(204).send(null);
  });
  route(app, endpoints.updatePhrase, {}, async (request) => ({
    phrase: await editPhrase(ctx, request.user.id, request.params.id, request.body),
  }));
  route(app, endpoints.deletePhrase, {}, async (request, reply) => {
    await deletePhrase(ctx, request.user.id, request.params.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.regions, {}, async () => ({ regions: await listRegions(ctx) }));
  route(app, endpoints.createRegion, {}, async (request) => ({
    region: await createRegion(ctx, request.user.id, request.body),
  }));
  route(app, endpoints.updateRegion, {}, async (request) => ({
    region: await editRegion(ctx, request.user.id, request.params.id, request.body),
  }));
  route(app, endpoints.deleteRegion, {}, async (request, reply) => {
    await deleteRegion(ctx, request.user.id, request.params.id);
    return reply.code(204).send(null);
  });
  route(app, endpoints.createPlace, {}, async (request) => ({
    place: await createPlace(ctx, request.user.id, request.body),
  }));
  route(app, endpoints.updatePlace, {}, async (request) => ({
    place: await editPlace(ctx, request.user.id, request.params.id, request.body),
  }));
  route(app, endpoints.deletePlace, {}, async (request, reply) => {
    await deletePlace(ctx, request.user.id, request.params.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.boards, {}, async () => ({ boards: await listBoards(ctx) }));
  route(app, endpoints.createBoard, {}, async (request) => ({
    board: await createBoard(ctx, request.user.id, request.body),
  }));
  route(app, endpoints.reorderBoards, {}, async (request, reply) => {
    await reorderBoards(ctx, request.user.id, request.body.slugs);
    return reply.code(204).send(null);
  });
  route(app, endpoints.updateBoard, {}, async (request) => ({
    board: await editBoard(ctx, request.user.id, request.params.slug, request.body),
  }));

  route(app, endpoints.posts, {}, async (request) => listPosts(ctx, request.query));
  route(app, endpoints.comments, {}, async (request) => listComments(ctx, request.query));
};
