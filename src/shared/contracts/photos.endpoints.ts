import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ConversationParamsSchema } from './messaging.ts';
import {
  AttachPhotosInputSchema,
  ConversationPhotosResponseSchema,
  PhotoMessageResponseSchema,
  SendPhotoMessageInputSchema,
  PhotoFileParamsSchema,
  PhotoFileQuerySchema,
  PhotoParamsSchema,
  PhotosResponseSchema,
  TargetPhotosParamsSchema,
  UploadPhotoQuerySchema,
  UploadPhotoResponseSchema,
} from './photos.ts';

const tags = ['photos'];
const noContent = { 204: z.null() };
const PlaceParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const photoEndpoints = {
  /** The body is the photo's bytes (`application/octet-stream`), at most PHOTO_MAX_BYTES. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/photos',
    access: 'user',
    tags,
    query: UploadPhotoQuerySchema,
    response: { 201: UploadPhotoResponseSchema },
  }),
  /** A chat photo's file: its two participants, or a signed link from the data export. */
  privateFile: defineEndpoint({
    method: 'GET',
    path: '/api/photos/:photoId/:file',
    access: 'optional',
    tags,
    params: PhotoFileParamsSchema,
    query: PhotoFileQuerySchema,
    response: {},
  }),
  /** Sends a chat photo (uploaded with purpose=chat) as a message, under every rule a text is sent under. */
  sendPhotoMessage: defineEndpoint({
    method: 'POST',
    path: '/api/conversations/:conversationId/photo-messages',
    access: 'user',
    tags,
    params: ConversationParamsSchema,
    body: SendPhotoMessageInputSchema,
    response: { 200: PhotoMessageResponseSchema, 201: PhotoMessageResponseSchema },
  }),
  /** The photos of a conversation's messages, for its two participants. */
  conversationPhotos: defineEndpoint({
    method: 'GET',
    path: '/api/conversations/:conversationId/photos',
    access: 'user',
    tags,
    params: ConversationParamsSchema,
    response: { 200: ConversationPhotosResponseSchema },
  }),
  /** The photos of a reported post, comment or message, for the admin handling the report. */
  targetPhotos: defineEndpoint({
    method: 'GET',
    path: '/api/admin/photos/:targetType/:targetId',
    access: 'admin',
    tags,
    params: TargetPhotosParamsSchema,
    response: { 200: PhotosResponseSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/photos/:photoId',
    access: 'admin',
    tags,
    params: PhotoParamsSchema,
    response: noContent,
  }),
  setPlacePhotos: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/places/:id/photos',
    access: 'admin',
    tags,
    params: PlaceParamsSchema,
    body: AttachPhotosInputSchema,
    response: { 200: PhotosResponseSchema },
  }),
  setRegionPhotos: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/regions/:id/photos',
    access: 'admin',
    tags,
    params: PlaceParamsSchema,
    body: AttachPhotosInputSchema,
    response: { 200: PhotosResponseSchema },
  }),
};
