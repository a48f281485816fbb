import type { Me } from '#shared/contracts/auth';
import type { ServerContext } from '#server/context';
import { recordAudit } from '#server/lib/audit';
import { notFound } from '#server/lib/errors';
import { inWork, type Work } from '#server/lib/transaction';
import type { PhotoStorage } from './photo-storage.ts';
import { filesOf, type PhotoRow } from './photos.rows.ts';

type Removed = Pick<PhotoRow, 'storage_key' | 'widths'>;

/** Deletes the files of photos whose rows say removed, once that has committed (a rollback keeps them). */
export function removeFilesLater(work: Work, storage: PhotoStorage, rows: Removed[]) {
  if (rows.length === 0) return;
  work.afterCommit(() => removeFiles(storage, rows));
}

/** Deletes photos' files; a failure is retried by the next sweep (the row stays 'removed'). */
export async function removeFiles(storage: PhotoStorage, rows: Removed[]) {
  await Promise.all(rows.map((row) => storage.remove(row.storage_key, filesOf(row))));
}

/**
 * Moderation (decision record 032): an admin removes a photo, from a report or anywhere. Its row stays as
 * 'removed' (the uploader's caps still count it), its files go, and from this commit on neither URL serves
 * it: every request checks the row, and no shared cache may answer without asking (s-maxage=0).
 */
export async function removePhoto(
  ctx: Pick<ServerContext, 'db'> & { storage: PhotoStorage },
  admin: Me,
  photoId: string,
): Promise<void> {
  await inWork(ctx.db, undefined, async (work) => {
    const row = await work.trx
      .updateTable('photos')
      .set({ state: 'removed', removed_at: new Date().toISOString() })
      .where('id', '=', photoId)
      .where('state', '!=', 'removed')
      .returning(['id', 'owner_id', 'target_type', 'target_id', 'storage_key', 'widths'])
      .executeTakeFirst();
    if (!row) throw notFound('Photo');
    await recordAudit(work.trx, {
      actorId: admin.id,
      action: 'photo.remove',
      targetType: 'photo',
      targetId: row.id,
      before: { ownerId: row.owner_id, targetType: row.target_type, targetId: row.target_id },
      after: { state: 'removed' },
    });
    removeFilesLater(work, ctx.storage, [row]);
  });
}
