import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorResponse } from '#shared/contracts/errors';
import type { Photo, PhotoRefInput } from '#shared/contracts/photos';
import { PHOTO_CLIENT_LONG_SIDE } from '#shared/photo-rules';
import { ApiError, pathOf } from './api-client.ts';

/**
 * Shrinks a photo in the browser before it is sent (long side PHOTO_CLIENT_LONG_SIDE, JPEG): a phone's 5 MB
 * photo travels as a few hundred KB. The browser applies the EXIF orientation when it decodes; the server
 * re-encodes anyway and strips what is left (decision record 032). A format the browser cannot decode
 * (HEIC outside Safari) goes as it is: the server reads it.
 */
export async function shrinkImage(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, PHOTO_CLIENT_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size < 1_500_000) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob && blob.size < file.size ? blob : file;
}

/** Sends a photo's bytes (POST /api/photos) with upload progress, which fetch cannot report. */
export function uploadPhoto(
  blob: Blob,
  {
    purpose = 'public',
    onProgress,
    signal,
  }: { purpose?: 'public' | 'chat'; onProgress?: (ratio: number) => void; signal?: AbortSignal } = {},
): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${pathOf('POST /api/photos')}?purpose=${purpose}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) return resolve((xhr.response as { photo: Photo }).photo);
      const error = (xhr.response as ErrorResponse | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'INTERNAL', error?.message ?? xhr.statusText, error?.field));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}

/** A photo being added: its preview, upload progress, the server's photo once there, and its description. */
export type PhotoDraft = {
  key: string;
  preview: string;
  progress: number;
  photo: Photo | null;
  error: ApiError | null;
  alt: string;
};

/**
 * The photos a form is about to send (up to `max`): each is shrunk and uploaded at once, shows its progress,
 * can be described or removed before posting. `refs` is what the form sends; `isBusy` while any uploads.
 */
export function usePhotoDrafts({ max, purpose = 'public' }: { max: number; purpose?: 'public' | 'chat' }) {
  const [drafts, setDrafts] = useState<PhotoDraft[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const update = (key: string, change: Partial<PhotoDraft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const add = useCallback(
    (files: File[]) => {
      const room = Math.max(0, max - drafts.length);
      for (const file of files.slice(0, room)) {
        const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const controller = new AbortController();
        aborts.current.set(key, controller);
        setDrafts((list) => [
          ...list,
          { key, preview: URL.createObjectURL(file), progress: 0, photo: null, error: null, alt: '' },
        ]);
        void shrinkImage(file)
          .then((blob) =>
            uploadPhoto(blob, {
              purpose,
              signal: controller.signal,
              onProgress: (progress) => update(key, { progress }),
            }),
          )
          .then((photo) => update(key, { photo, progress: 1 }))
          .catch((error: unknown) => {
            if (error instanceof ApiError) update(key, { error });
          })
          .finally(() => aborts.current.delete(key));
      }
      return files.length - room;
    },
    [drafts.length, max, purpose],
  );

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    setDrafts((list) => {
      const gone = list.find((d) => d.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((d) => d.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    for (const controller of aborts.current.values()) controller.abort();
    setDrafts((list) => {
      for (const d of list) URL.revokeObjectURL(d.preview);
      return [];
    });
  }, []);

  useEffect(() => () => aborts.current.forEach((c) => c.abort()), []);

  const refs: PhotoRefInput[] = drafts.flatMap((d) => (d.photo ? [{ id: d.photo.id, alt: d.alt.trim() }] : []));
  return {
    drafts,
    add,
    remove,
    clear,
    setAlt: (key: string, alt: string) => update(key, { alt }),
    refs,
    max,
    isBusy: drafts.some((d) => !d.photo && !d.error),
    hasErrors: drafts.some((d) => d.error),
  };
}

export type PhotoDrafts = ReturnType<typeof usePhotoDrafts>;
