import type { Readable } from 'node:stream';

/** One stored file of a photo, read back. */
export type StoredFile = { body: Readable; size: number };

/**
 * Where photo files live (decision record 032): a folder under DATA_DIR by default, any S3-compatible
 * object store at scale. A photo's files share one key (`<key>/<width>.<ext>`); keys are digests, never a
 * name a user chose.
 */
export type PhotoStorage = {
  readonly kind: 'disk' | 's3';
  put(key: string, file: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when the file is not there. */
  get(key: string, file: string): Promise<StoredFile | null>;
  /** Removes every file of a key; removing what is not there is no error. */
  remove(key: string, files: string[]): Promise<void>;
  close(): void;
};

/** `abc/640.webp`: both parts are ours (a digest and a width), checked again here so no path can escape. */
export function objectName(key: string, file: string): string {
  if (!/^[\w-]{16,64}$/.test(key) || !/^\d{2,4}\.(webp|jpg)$/.test(file))
    throw new Error(`bad photo file ${key}/${file}`);
  return `${key}/${file}`;
}
