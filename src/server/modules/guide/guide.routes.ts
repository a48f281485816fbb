import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FavoritesSchema,
  MergeFavoritesInputSchema,
  PhraseParamsSchema,
  PhrasesResponseSchema,
  PlacesResponseSchema,
  RegionDetailSchema,
  RegionParamsSchema,
  RegionsResponseSchema,
} from '#shared/contracts/guide';
import type { Guards } from '#server/auth/guards';
import type { Db } from '#server/db/index';
import { errorResponses } from '#server/lib/route-helpers';
import { createGuideService } from './guide.service.ts';

export const guideRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  const service = createGuideService(db);
  const tags = ['guide'];

  app.get('/phrases', { schema: { tags, response: { 200: PhrasesResponseSchema, ...errorResponses } } }, async () => service.listPhrases());

  app.get('/regions', { schema: { tags, response: { 200: RegionsResponseSchema, ...errorResponses } } }, async () =>
    service.listRegions(),
  );

  app.get('/places', { schema: { tags, response: { 200: PlacesResponseSchema, ...errorResponses } } }, async () => ({
    places: await service.listPlaces(),
  }));

  app.get(
    '/regions/:regionId',
    { schema: { tags, params: RegionParamsSchema, response: { 200: RegionDetailSchema, ...errorResponses } } },
    async (request) => service.requireRegion(request.params.regionId),
  );

  app.get(
    '/me/favorite-phrases',
    { preHandler: guards.requireUser, schema: { tags, response: { 200: FavoritesSchema, ...errorResponses } } },
    async (request) => service.listFavorites(request.user!.id),
  );

  app.post(
    '/me/favorite-phrases',
    {
      preHandler: guards.requireUser,
      schema: { tags, body: MergeFavoritesInputSchema, response: { 200: FavoritesSchema, ...errorResponses } },
    },
    async (request) => service.addFavorites(request.user!.id, request.body.phraseIds),
  );

  app.delete(
    '/me/favorite-phrases/:phraseId',
    { preHandler: guards.requireUser, schema: { tags, params: PhraseParamsSchema, response: { 200: FavoritesSchema, ...errorResponses } } },
    async (request) => service.removeFavorite(request.user!.id, request.params.phraseId),
  );
};
