export const LANGUAGES = ['ko', 'es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const LANGUAGE_STORAGE_KEY = 'hola-corea.language';
/** Kept in local storage while someone is signed in on the device: a prerendered page then starts the app at once. */
export const MEMBER_HINT_KEY = 'hola-corea.member';

export const I18N_NAMESPACES = [
  'common',
  'terms',
  'privacy',
  'auth',
  'community',
  'message',
  'report',
  'mypage',
  'errors',
  'guide',
  'phrases',
  'admin',
  'notifications',
  'notify',
] as const;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const MESSAGE_MAX = 2000;

export const POST_TITLE_MAX = 120;
export const POST_BODY_MAX = 10_000;
export const COMMENT_MAX = 2000;
export const SEARCH_MAX = 100;
export const POSTS_PAGE_SIZE = 20;
export const MESSAGE_REPORT_WARNING_AT = 3;

export const TOAST_LIMIT = 20;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

export const CONTACT_EMAIL = 'hello@holacorea.app';

/** New accounts (first day, or fewer posts and comments than this) start few conversations a day (decision record 015). */
export const ESTABLISHED_AFTER_WRITINGS = 3;
export const NEW_ACCOUNT_CONVERSATIONS_PER_DAY = 3;

/** Photos (issue 29, decision record 032): what the server accepts and what the browser sends it. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A decompression bomb is refused before it is decoded: 50 megapixels (an iPhone's 48 MP photo fits). */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_ALT_MAX = 300;
export const POST_PHOTOS_MAX = 4;
export const COMMENT_PHOTOS_MAX = 1;
export const MESSAGE_PHOTOS_MAX = 1;
export const PLACE_PHOTOS_MAX = 8;
/** The offline pack's place and region photos stop at this many bytes (one 640-px WebP per photo). */
export const OFFLINE_PACK_PHOTO_BYTES = 8 * 1024 * 1024;
export const OFFLINE_PACK_PHOTO_WIDTH = 640;
