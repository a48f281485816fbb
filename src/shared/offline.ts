/** Cache Storage names the service worker (vite.config.ts) and the page share; see docs/decisions/014. */
export const CONTENT_CACHE = 'content-api';
/** The signed-in user's last answers (who they are, the inbox, chats), emptied on sign-out. */
export const MEMBER_CACHE = 'member-api';
/**
 * Public photos (`/media/…`): the offline pack puts the places' photos here, and the photos a traveller
 * looked at stay for offline use, the oldest dropped past a few hundred (decision record 032).
 */
export const PHOTO_CACHE = 'photos';
