import { z } from 'zod';
import { MESSAGE_MAX, PHOTO_ALT_MAX } from '#shared/limits';
import { MessageSchema } from './messaging.ts';

/** What a photo is attached to; a pending photo (just uploaded) is attached to nothing yet. */
export const PhotoTargetTypeSchema = z.enum(['post', 'comment', 'message', 'place', 'region']);
export type PhotoTargetType = z.infer<typeof PhotoTargetTypeSchema>;

/**
 * A photo as every page shows it. `base` is the prefix of its files: `${base}/${width}.${format}` for each
 * width of `widths` and each format (WebP, and JPEG for browsers without it). Public photos live at
 * immutable content-addressed URLs (`/media/…`), chat photos behind a viewer check (`/api/photos/…`).
 */
export const PhotoSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  /** A ThumbHash (base64) the client paints while the file loads. */
  placeholder: z.string(),
  base: z.string(),
  widths: z.array(z.number().int().positive()).min(1),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** A photo chosen for a post, comment, message, place or region: an uploaded photo's id and its description. */
export const PhotoRefInputSchema = z.object({
  id: z.string().min(1).max(40),
  alt: z.string().trim().max(PHOTO_ALT_MAX).default(''),
});
export type PhotoRefInput = z.input<typeof PhotoRefInputSchema>;

export const UploadPhotoQuerySchema = z.object({
  /** `chat` keeps the photo private to a conversation's two participants. */
  purpose: z.enum(['public', 'chat']).default('public'),
});
export const UploadPhotoResponseSchema = z.object({ photo: PhotoSchema });
export type UploadPhotoResponse = z.infer<typeof UploadPhotoResponseSchema>;

export const PhotoParamsSchema = z.object({ photoId: z.string().min(1).max(40) });
export const PhotoFileParamsSchema = z.object({
  photoId: z.string().min(1).max(40),
  file: z.string().regex(/^\d{2,4}\.(webp|jpg)$/),
});
/** A link in the data export (valid for a day) carries its expiry and signature. */
export const PhotoFileQuerySchema = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(100).optional(),
});

export const AttachPhotosInputSchema = z.object({ photos: z.array(PhotoRefInputSchema).max(8) });
export const PhotosResponseSchema = z.object({ photos: z.array(PhotoSchema) });
export type PhotosResponse = z.infer<typeof PhotosResponseSchema>;
export const TargetPhotosParamsSchema = z.object({
  targetType: PhotoTargetTypeSchema,
  targetId: z.string().min(1).max(100),
});

/** A photo sent in a conversation: its message's text is the caption, or PHOTO_MESSAGE_TEXT without one. */
export const SendPhotoMessageInputSchema = z.object({
  photo: PhotoRefInputSchema,
  caption: z.string().trim().max(MESSAGE_MAX).optional(),
  /** As SendMessageInput.clientId: a repeat returns the original message. */
  clientId: z.uuid().optional(),
});
export type SendPhotoMessageInput = z.input<typeof SendPhotoMessageInputSchema>;
export const PhotoMessageResponseSchema = z.object({ message: MessageSchema, photo: PhotoSchema });
export type PhotoMessageResponse = z.infer<typeof PhotoMessageResponseSchema>;
export const MessagePhotoSchema = z.object({ messageId: z.number().int(), photo: PhotoSchema });
export type MessagePhoto = z.infer<typeof MessagePhotoSchema>;
export const ConversationPhotosResponseSchema = z.object({ photos: z.array(MessagePhotoSchema) });
export type ConversationPhotosResponse = z.infer<typeof ConversationPhotosResponseSchema>;
