/** Every messaging query key, so live events and mutations reach the same cache entries. */
export const messagingKeys = {
  all: ['conversations'] as const,
  list: () => ['conversations', 'list'] as const,
  unread: () => ['conversations', 'unread'] as const,
  detail: (id: string) => ['conversations', id, 'detail'] as const,
  messages: (id: string) => ['conversations', id, 'messages'] as const,
  blocks: () => ['blocks'] as const,
  settings: () => ['messaging', 'settings'] as const,
  members: (nickname: string) => ['messaging', 'members', nickname] as const,
};
