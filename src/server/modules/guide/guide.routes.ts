import type { FastifyPluginAsync } from 'fastify';
import { guideEndpoints as endpoints } from '#shared/contracts/guide.endpoints';
import type { Db } from '#server/db/index';
import { route } from '#server/lib/route';
import { createGuideService } from './guide.service.ts';

export const guideRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createGuideService(db);

  route(app, endpoints.phrases, {}, async () => service.listPhrases());
  route(app, endpoints.regions, {}, async () => service.listRegions());
  route(app, endpoints.places, {}, async () => ({ places: await service.listPlaces() }));
  route(app, endpoints.region, {}, async (request) => service.requireRegion(request.params.regionId));
  route(app, endpoints.offlinePack, {}, async () => service.offlinePack());
  route(app, endpoints.favorites, {}, async (request) => service.listFavorites(request.user.id));
  route(app, endpoints.addFavorites, {}, async (request) =>
    service.addFavorites(request.user.id, request.body.phraseIds),
  );
  route(app, endpoints.removeFavorite, {}, async (request) =>
    service.removeFavorite(request.user.id, request.params.phraseId),
  );
};
