import type { FastifyPluginAsync } from 'fastify';
import { guideEndpoints as endpoints } from '#shared/contracts/guide.endpoints';
import type { ServerContext } from '#server/context';
import { route } from '#server/lib/route';
import { addFavorites } from './add-favorites.ts';
import { getOfflinePack } from './get-offline-pack.ts';
import { getRegion } from './get-region.ts';
import { listFavorites } from './list-favorites.ts';
import { listPhrases } from './list-phrases.ts';
import { listPlaces } from './list-places.ts';
import { listRegions } from './list-regions.ts';
import { removeFavorite } from './remove-favorite.ts';

/** The guide's endpoints, each mapped to its use case. */
export const guideRoutes: FastifyPluginAsync<{ ctx: Pick<ServerContext, 'db' | 'config'> }> = async (app, { ctx }) => {
  route(app, endpoints.phrases, {}, async () => listPhrases(ctx));
  route(app, endpoints.regions, {}, async () => listRegions(ctx));
  route(app, endpoints.places, {}, async () => ({ places: await listPlaces(ctx) }));
  route(app, endpoints.region, {}, async (request) => getRegion(ctx, request.params.regionId));
  route(app, endpoints.offlinePack, {}, async () => getOfflinePack(ctx));
  route(app, endpoints.favorites, {}, async (request) => listFavorites(ctx, request.user.id));
  route(app, endpoints.addFavorites, {}, async (request) => addFavorites(ctx, request.user.id, request.body.phraseIds));
  route(app, endpoints.removeFavorite, {}, async (request) =>
    removeFavorite(ctx, request.user.id, request.params.phraseId),
  );
};
