/** Photos' file URLs and the chat photo's text (decision record 032), apart from the contract's schemas so the photo UI loads no zod. */
export const PHOTO_FORMATS = ['webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The URL of one file of a photo. */
export const photoFileUrl = (photo: { base: string }, width: number, format: PhotoFormat) =>
  `${photo.base}/${width}.${format === 'jpeg' ? 'jpg' : format}`;

/** `srcset` for one format: every width the server made. */
export const photoSrcSet = (photo: { base: string; widths: number[] }, format: PhotoFormat) =>
  photo.widths.map((w) => `${photoFileUrl(photo, w, format)} ${w}w`).join(', ');

/** The smallest width at least `wanted` pixels wide (or the largest there is). */
export const photoWidthFor = (photo: { widths: number[] }, wanted: number) =>
  photo.widths.find((w) => w >= wanted) ?? photo.widths[photo.widths.length - 1]!;

/** A chat photo's message text when it has no caption. */
export const PHOTO_MESSAGE_TEXT = '📷';

/** The browser shrinks a photo to this long side before uploading it. */
export const PHOTO_CLIENT_LONG_SIDE = 2048;
