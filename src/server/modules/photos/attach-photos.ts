import type { Photo, PhotoRefInput, PhotoTargetType } from '#shared/contracts/photos';
import { PhotoRefInputSchema } from '#shared/contracts/photos';
import { AppError } from '#server/lib/errors';
import type { Work } from '#server/lib/transaction';
import type { PhotoStorage } from './photo-storage.ts';
import { PHOTO_COLUMNS, toPhoto } from './photos.rows.ts';
import { removeFilesLater } from './remove-photo.ts';

export type PhotoTarget = { type: PhotoTargetType; id: string | number };

type Input = {
  /** Whose pending uploads may be attached: only the uploader attaches their photos (a replace keeps the target's own). */
  ownerId: string;
  target: PhotoTarget;
  photos: PhotoRefInput[];
  max: number;
  visibility: 'public' | 'private';
  /** Replace the target's photos (an admin editing a place): those left out are removed with their files. */
  replace?: boolean;
};

export const unavailablePhoto = () =>
  new AppError('PHOTO_UNAVAILABLE', 'This photo is not yours, already used, or removed.', 'photos');

/**
 * Attaches uploaded photos to what they illustrate, in the caller's transaction (the post, comment or
 * message is written in the same one): each must be the user's own, still pending (or already this
 * target's when replacing), and of the right visibility.
 */
export async function attachPhotos(
  { work, storage }: { work: Work; storage: PhotoStorage },
  input: Input,
): Promise<Photo[]> {
  const { trx } = work;
  const refs = input.photos.map((p) => PhotoRefInputSchema.parse(p));
  if (refs.length > input.max) throw new AppError('TOO_MANY_PHOTOS', `At most ${input.max} photos here.`, 'photos');
  const ids = refs.map((r) => r.id);
  if (new Set(ids).size !== ids.length) throw unavailablePhoto();
  const targetId = String(input.target.id);
  if (input.replace) {
    const dropped = await trx
      .updateTable('photos')
      .set({ state: 'removed', removed_at: new Date().toISOString() })
      .where('target_type', '=', input.target.type)
      .where('target_id', '=', targetId)
      .where('state', '=', 'attached')
      .$if(ids.length > 0, (qb) => qb.where('id', 'not in', ids))
      .returning(['storage_key', 'widths'])
      .execute();
    removeFilesLater(work, storage, dropped);
  }
  const at = new Date().toISOString();
  const attached = [];
  // Each update checks the rules in its WHERE: a photo raced away (attached elsewhere, removed) matches nothing.
  for (const [position, ref] of refs.entries()) {
    const row = await trx
      .updateTable('photos')
      .set({
        state: 'attached',
        target_type: input.target.type,
        target_id: targetId,
        position,
        alt: ref.alt ?? '',
        attached_at: at,
      })
      .where('id', '=', ref.id)
      .where('visibility', '=', input.visibility)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'pending'), eb('owner_id', '=', input.ownerId)]),
          ...(input.replace
            ? [
                eb.and([
                  eb('state', '=', 'attached'),
                  eb('target_type', '=', input.target.type),
                  eb('target_id', '=', targetId),
                ]),
              ]
            : []),
        ]),
      )
      .returning(PHOTO_COLUMNS)
      .executeTakeFirst();
    if (!row) throw unavailablePhoto();
    attached.push(row);
  }
  return attached.map(toPhoto);
}
