import { useMemo } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import type { Photo } from '#shared/contracts/photos';
import { photoFileUrl, photoSrcSet, photoWidthFor } from '#shared/photo-rules';

/** The ThumbHash painted behind a photo while its file loads (a few hundred bytes, no request). */
export function placeholderUrl(photo: Pick<Photo, 'placeholder'>): string | undefined {
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(photo.placeholder), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

type Props = {
  photo: Photo;
  /** The `sizes` attribute: how wide the photo shows, so the browser fetches the right width. */
  sizes: string;
  className?: string;
  /** Eager for the one photo a page opens on (the viewer); lazy everywhere else (below the fold). */
  eager?: boolean;
};

/** A photo as WebP with a JPEG fallback at every width, its size set (no layout shift), lazy, on its placeholder. */
export function PhotoImage({ photo, sizes, className = '', eager = false }: Props) {
  const placeholder = useMemo(() => placeholderUrl(photo), [photo]);
  return (
    <picture>
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoFileUrl(photo, photoWidthFor(photo, 640), 'jpeg')}
        srcSet={photoSrcSet(photo, 'jpeg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
        style={placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : undefined}
      />
    </picture>
  );
}
