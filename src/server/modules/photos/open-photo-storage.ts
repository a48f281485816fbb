import type { Config } from '#server/env';
import { createDiskStorage } from './disk-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The storage the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/photos. */
export function openPhotoStorage(config: Pick<Config, 'photoStorage'>): PhotoStorage {
  const storage = config.photoStorage;
  return storage.kind === 's3' ? createS3Storage(storage) : createDiskStorage(storage.dir);
}
