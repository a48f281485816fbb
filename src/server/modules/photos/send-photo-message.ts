import type { Me } from '#shared/contracts/auth';
import type { Message } from '#shared/contracts/messaging';
import type { Photo, SendPhotoMessageInput } from '#shared/contracts/photos';
import { PHOTO_MESSAGE_TEXT } from '#shared/photo-rules';
import { MESSAGE_PHOTOS_MAX } from '#shared/limits';
import type { ServerContext } from '#server/context';
import { inWork } from '#server/lib/transaction';
import { attachPhotos, unavailablePhoto } from './attach-photos.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { PHOTO_COLUMNS, toPhoto } from './photos.rows.ts';

/** The messaging domain's send (every rule of a text: participants, blocks, bans, requests, idempotency). */
export type SendText = (
  userId: string,
  conversationId: string,
  text: string,
  clientId?: string,
) => Promise<{ message: Message; created: boolean }>;

type Ctx = Pick<ServerContext, 'db' | 'events'> & { storage: PhotoStorage; send: SendText };

/**
 * A photo in a chat (decision record 032): sent as a text message (its caption, or 📷) through messaging's
 * own send, then the photo joins that message and both participants hear `message.photo`. A repeat (same
 * clientId) answers the original; a photo is never attached to two messages.
 */
export async function sendPhotoMessage(
  ctx: Ctx,
  user: Me,
  conversationId: string,
  input: SendPhotoMessageInput,
): Promise<{ message: Message; photo: Photo; created: boolean }> {
  const row = await ctx.db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('id', '=', input.photo.id)
    .where('owner_id', '=', user.id)
    .where('visibility', '=', 'private')
    .executeTakeFirst();
  if (!row || row.state === 'removed' || (row.state === 'attached' && !input.clientId)) throw unavailablePhoto();
  const { message, created } = await ctx.send(
    user.id,
    conversationId,
    input.caption || PHOTO_MESSAGE_TEXT,
    input.clientId,
  );
  if (row.state === 'attached') {
    // Only the repeat of the send that attached it may name an attached photo.
    if (created || row.target_type !== 'message' || row.target_id !== String(message.id)) throw unavailablePhoto();
    return { message, photo: toPhoto(row), created };
  }
  const [photo] = await inWork(ctx.db, undefined, (work) =>
    attachPhotos(
      { work, storage: ctx.storage },
      {
        ownerId: user.id,
        target: { type: 'message', id: message.id },
        photos: [input.photo],
        max: MESSAGE_PHOTOS_MAX,
        visibility: 'private',
      },
    ),
  );
  await ctx.events.publish([message.senderId, message.receiverId], {
    type: 'message.photo',
    conversationId,
    messageId: message.id,
    photo: photo!,
  });
  return { message, photo: photo!, created };
}

/** The photos of a conversation's messages (not deleted ones), for one of its two participants. */
export async function conversationPhotos(
  ctx: Pick<ServerContext, 'db'>,
  userId: string,
  conversationId: string,
): Promise<{ messageId: number; photo: Photo }[]> {
  const rows = await ctx.db
    .selectFrom('photos')
    .innerJoin('messages', (join) =>
      join.on((eb) => eb(eb.cast('messages.id', 'text'), '=', eb.ref('photos.target_id'))),
    )
    .innerJoin('conversation_members as member', (join) =>
      join.onRef('member.conversation_id', '=', 'messages.conversation_id').on('member.user_id', '=', userId),
    )
    .select(PHOTO_COLUMNS.map((c) => `photos.${c}` as const))
    .select('messages.id as message_id')
    .where('photos.target_type', '=', 'message')
    .where('photos.state', '=', 'attached')
    .where('messages.conversation_id', '=', conversationId)
    .where('messages.deleted', '=', false)
    .orderBy('messages.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ messageId: r.message_id, photo: toPhoto(r) }));
}
