import { GUIDE_TOPIC_IDS, type GuideTopicId } from '#shared/guide-topics';

export { GUIDE_TOPIC_IDS as GUIDE_TOPICS };
export type GuideTopic = GuideTopicId;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Every URL of the app; nobody concatenates paths by hand. */
export const paths = {
  home: () => '/',
  unauthorized: () => '/unauthorized',
  terms: () => '/terms',
  privacy: () => '/privacy',
  essentialApps: () => '/essential-apps',
  phrases: () => '/phrases',
  guide: () => '/guide',
  guideTopic: (topic: GuideTopic) => `/guide/${topic}`,
  guidePlaces: () => '/guide/places',
  guideRegion: (regionId: string) => `/guide/places/${encodeURIComponent(regionId)}`,
  community: () => '/community',
  board: (boardId: string) => `/community/board/${encodeURIComponent(boardId)}`,
  postNew: (board?: string) => withQuery('/community/post/new', { board }),
  post: (postId: string) => `/community/post/${encodeURIComponent(postId)}`,
  postEdit: (postId: string) => `/community/post/${encodeURIComponent(postId)}/edit`,
  /** A comment in its thread: the post page scrolls to it. */
  comment: (postId: string, commentId: number) => `/community/post/${encodeURIComponent(postId)}#comment-${commentId}`,
  myPage: () => '/mypage',
  messages: () => '/messages',
  notifications: () => '/notifications',
  chat: (roomId: string) => `/chat/${encodeURIComponent(roomId)}`,
  login: (opts: { redirectTo?: string; reason?: 'deactivated' } = {}) => withQuery('/auth/login', opts),
  signup: () => '/auth/signup',
  resetPassword: () => '/auth/reset-password',
  verifyEmail: () => '/auth/verify-email',
  admin: {
    root: () => '/madre-moni',
    login: (reason?: AdminLoginReason) => withQuery('/madre-moni/login', { reason }),
    dashboard: () => '/madre-moni/dashboard',
    users: () => '/madre-moni/users',
    phrases: () => '/madre-moni/phrases',
    places: () => '/madre-moni/places',
    community: () => '/madre-moni/community',
    reports: () => '/madre-moni/reports',
  },
};

export type AdminLoginReason = 'notAdmin' | 'profileNotFound' | 'loadFailed' | 'deactivated';

/** Only same-site paths may be redirect targets after sign-in. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
