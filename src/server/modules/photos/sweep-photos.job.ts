import { z } from 'zod';
import { defineJob } from '#server/jobs/define-job';
import type { ServerContext } from '#server/context';
import type { PhotoStorage } from './photo-storage.ts';
import { removeFiles } from './remove-photo.ts';

/** A photo uploaded but attached to nothing within this long is an orphan. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Removes orphan photos and the files of photos whose post or comment was deleted; one waiting sweep at a time. */
export const sweepPhotosJob = defineJob({
  name: 'sweep-photos',
  payload: z.object({}),
  retry: { attempts: 3, firstRetryMs: 60_000 },
  key: () => 'sweep',
});

type Ctx = Pick<ServerContext, 'db'> & { storage: PhotoStorage };

/**
 * Orphans go with their rows (the uploader's caps only look back a day, as far as an orphan lives); photos
 * of deleted posts and comments become 'removed' and lose their files. Files first, then rows: a failure
 * in between leaves a row the next sweep finds again, never a file no row names.
 */
export async function sweepPhotos(
  { db, storage }: Ctx,
  now = Date.now(),
): Promise<{ orphans: number; detached: number }> {
  const orphans = await db
    .selectFrom('photos')
    .select(['id', 'storage_key', 'widths'])
    .where('state', '=', 'pending')
    .where('created_at', '<', new Date(now - ORPHAN_AFTER_MS).toISOString())
    .limit(BATCH)
    .execute();
  await removeFiles(storage, orphans);
  if (orphans.length > 0)
    await db
      .deleteFrom('photos')
      .where(
        'id',
        'in',
        orphans.map((o) => o.id),
      )
      .where('state', '=', 'pending')
      .execute();

  const ofDeleted = await db
    .selectFrom('photos')
    .select(['photos.id', 'photos.storage_key', 'photos.widths'])
    .where('photos.state', '=', 'attached')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('photos.target_type', '=', 'post'),
          eb.exists(
            eb
              .selectFrom('posts')
              .select('posts.id')
              .where((inner) => inner(inner.cast('posts.id', 'text'), '=', inner.ref('photos.target_id')))
              .where('posts.deleted_at', 'is not', null),
          ),
        ]),
        eb.and([
          eb('photos.target_type', '=', 'comment'),
          eb.exists(
            eb
              .selectFrom('comments')
              .select('comments.id')
              .where((inner) => inner(inner.cast('comments.id', 'text'), '=', inner.ref('photos.target_id')))
              .where('comments.deleted_at', 'is not', null),
          ),
        ]),
      ]),
    )
    .limit(BATCH)
    .execute();
  await removeFiles(storage, ofDeleted);
  if (ofDeleted.length > 0)
    await db
      .updateTable('photos')
      .set({ state: 'removed', removed_at: new Date(now).toISOString() })
      .where(
        'id',
        'in',
        ofDeleted.map((o) => o.id),
      )
      .execute();
  return { orphans: orphans.length, detached: ofDeleted.length };
}
