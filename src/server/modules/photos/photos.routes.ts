import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { photoEndpoints as endpoints } from '#shared/contracts/photos.endpoints';
import { PLACE_PHOTOS_MAX, PHOTO_MAX_BYTES } from '#shared/limits';
import type { EventPublisher } from '#server/context';
import type { Db } from '#server/db/index';
import { AppError, notFound } from '#server/lib/errors';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import { inWork } from '#server/lib/transaction';
import { attachPhotos } from './attach-photos.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { photosOf } from './photos.rows.ts';
import { removePhoto } from './remove-photo.ts';
import { conversationPhotos, type SendText, sendPhotoMessage } from './send-photo-message.ts';
import { servePrivatePhoto, servePublicPhoto } from './serve-photo.ts';
import { uploadPhoto } from './upload-photo.ts';

type Options = {
  db: Db;
  storage: PhotoStorage;
  secret: string;
  rateLimitScale: number;
  events: EventPublisher;
  /** Messaging's send, which a chat photo goes through like a text. */
  sendText: SendText;
};

const tooLarge = () => new AppError('PHOTO_TOO_LARGE', `Photos may be at most ${PHOTO_MAX_BYTES} bytes.`, 'photo');

/** Reads an upload's bytes, refusing past PHOTO_MAX_BYTES (told by Content-Length, or counted). */
async function readPhotoBody(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > PHOTO_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > PHOTO_MAX_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export const photoRoutes: FastifyPluginAsync<Options> = async (
  app,
  { db, storage, secret, rateLimitScale, events, sendText },
) => {
  // The type a client names is not trusted (the bytes are sniffed); any of these carries a photo's bytes.
  app.addContentTypeParser('application/octet-stream', readPhotoBody);
  app.addContentTypeParser(/^image\//, readPhotoBody);
  const ctx = { db, storage, secret, capScale: rateLimitScale };

  route(app, endpoints.upload, { config: perUserRateLimit(60, 10, rateLimitScale) }, async (request) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0)
      throw new AppError('PHOTO_UNREADABLE', 'Send the photo’s bytes as the body.', 'photo');
    const visibility = request.query.purpose === 'chat' ? 'private' : 'public';
    return { photo: await uploadPhoto(ctx, request.user, request.body, { visibility }) };
  });

  route(
    app,
    endpoints.sendPhotoMessage,
    { config: perUserRateLimit(30, 0.5, rateLimitScale) },
    async (request, reply) => {
      const { message, photo, created } = await sendPhotoMessage(
        { db, events, storage, send: sendText },
        request.user,
        request.params.conversationId,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ message, photo });
    },
  );

  route(app, endpoints.conversationPhotos, {}, async (request) => ({
    photos: await conversationPhotos({ db }, request.user.id, request.params.conversationId),
  }));

  route(app, endpoints.privateFile, {}, async (request, reply) =>
    servePrivatePhoto(ctx, request.user, request.params, request.query, request, reply),
  );

  route(app, endpoints.targetPhotos, {}, async (request) => {
    const { targetType, targetId } = request.params;
    return { photos: (await photosOf(db, targetType, [targetId])).get(targetId) ?? [] };
  });

  route(app, endpoints.remove, {}, async (request, reply) => {
    await removePhoto(ctx, request.user, request.params.photoId);
    return reply.code(204).send(null);
  });

  for (const [endpoint, type] of [
    [endpoints.setPlacePhotos, 'place'],
    [endpoints.setRegionPhotos, 'region'],
  ] as const) {
    route(app, endpoint, {}, async (request) => {
      const table = type === 'place' ? 'places' : 'regions';
      const target = await db.selectFrom(table).select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!target) throw notFound(type === 'place' ? 'Place' : 'Region');
      const photos = await inWork(db, undefined, (work) =>
        attachPhotos(
          { work, storage },
          {
            ownerId: request.user.id,
            target: { type, id: request.params.id },
            photos: request.body.photos,
            max: PLACE_PHOTOS_MAX,
            visibility: 'public',
            replace: true,
          },
        ),
      );
      return { photos };
    });
  }
};

/** GET /media/:key/:file — public photos, outside /api: content-addressed, cached, no session needed. */
export const mediaRoutes: FastifyPluginAsync<Pick<Options, 'db' | 'storage' | 'secret'>> = async (
  app,
  { db, storage, secret },
) => {
  app.get<{ Params: { key: string; file: string } }>(
    '/media/:key/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { key, file } = request.params;
      if (!/^[\w-]{16,64}$/.test(key) || !/^\d{2,4}\.(webp|jpg)$/.test(file)) throw notFound('Photo');
      return servePublicPhoto({ db, storage, secret }, { key, file }, request, reply);
    },
  );
};
