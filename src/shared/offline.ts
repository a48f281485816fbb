/** Cache Storage names the service worker (vite.config.ts) and the page share; see docs/decisions/014. */
export const CONTENT_CACHE = 'content-api';
/** The signed-in user's last answers (who they are, the inbox, chats), emptied on sign-out. */
export const MEMBER_CACHE = 'member-api';
