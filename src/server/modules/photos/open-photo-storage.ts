import type { Config } from '#server/env';
import { createDiskStorage } from './disk-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';

/** The storage the configuration names: S3 when S3_BUCKET is set (the AWS SDK is loaded only then), else DATA_DIR/photos. */
export async function openPhotoStorage(config: Pick<Config, 'photoStorage'>): Promise<PhotoStorage> {
  const storage = config.photoStorage;
  if (storage.kind !== 's3') return createDiskStorage(storage.dir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(storage);
}
