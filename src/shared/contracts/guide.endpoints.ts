import { defineEndpoint } from './endpoint.ts';
import {
  FavoritesSchema,
  MergeFavoritesInputSchema,
  OfflinePackSchema,
  PhraseParamsSchema,
  PhrasesResponseSchema,
  PlacesResponseSchema,
  RegionDetailSchema,
  RegionParamsSchema,
  RegionsResponseSchema,
} from './guide.ts';

const tags = ['guide'];
export const guideEndpoints = {
  phrases: defineEndpoint({
    method: 'GET',
    path: '/api/phrases',
    access: 'public',
    tags,
    response: { 200: PhrasesResponseSchema },
  }),
  regions: defineEndpoint({
    method: 'GET',
    path: '/api/regions',
    access: 'public',
    tags,
    response: { 200: RegionsResponseSchema },
  }),
  places: defineEndpoint({
    method: 'GET',
    path: '/api/places',
    access: 'public',
    tags,
    response: { 200: PlacesResponseSchema },
  }),
  region: defineEndpoint({
    method: 'GET',
    path: '/api/regions/:regionId',
    access: 'public',
    tags,
    params: RegionParamsSchema,
    response: { 200: RegionDetailSchema },
  }),
  offlinePack: defineEndpoint({
    method: 'GET',
    path: '/api/offline-pack',
    access: 'public',
    tags,
    response: { 200: OfflinePackSchema },
  }),
  favorites: defineEndpoint({
    method: 'GET',
    path: '/api/me/favorite-phrases',
    access: 'user',
    tags,
    response: { 200: FavoritesSchema },
  }),
  addFavorites: defineEndpoint({
    method: 'POST',
    path: '/api/me/favorite-phrases',
    access: 'user',
    tags,
    body: MergeFavoritesInputSchema,
    response: { 200: FavoritesSchema },
  }),
  removeFavorite: defineEndpoint({
    method: 'DELETE',
    path: '/api/me/favorite-phrases/:phraseId',
    access: 'user',
    tags,
    params: PhraseParamsSchema,
    response: { 200: FavoritesSchema },
  }),
};
