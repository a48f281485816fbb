import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { objectName, type PhotoStorage } from './photo-storage.ts';

/** Photo files under a folder (DATA_DIR/photos): the embedded default, no other service needed. */
export function createDiskStorage(dir: string): PhotoStorage {
  const full = (key: string, file: string) => path.join(dir, objectName(key, file));
  return {
    kind: 'disk',
    async put(key, file, bytes) {
      const target = full(key, file);
      await mkdir(path.dirname(target), { recursive: true });
      // Written whole, then renamed: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async get(key, file) {
      const target = full(key, file);
      try {
        const { size } = await stat(target);
        return { body: createReadStream(target), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      objectName(key, '00.jpg');
      await rm(path.join(dir, key), { recursive: true, force: true });
    },
    close() {},
  };
}
