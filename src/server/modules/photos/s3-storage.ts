import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoStorageConfig } from '#server/env';
import { objectName, type PhotoStorage } from './photo-storage.ts';

/** Photo files in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph…), through the AWS SDK. */
export function createS3Storage(config: Extract<PhotoStorageConfig, { kind: 's3' }>): PhotoStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const name = (key: string, file: string) => `${config.prefix}${objectName(key, file)}`;
  return {
    kind: 's3',
    async put(key, file, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: name(key, file), Body: bytes, ContentType: contentType }));
    },
    async get(key, file) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name(key, file) }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key, files) {
      // One request per file (a photo has at most eight): DeleteObjects needs a checksum header that not
      // every S3-compatible server takes.
      await Promise.all(files.map((file) => client.send(new DeleteObjectCommand({ Bucket, Key: name(key, file) }))));
    },
    close: () => client.destroy(),
  };
}
