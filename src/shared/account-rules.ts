/**
 * Account and moderation rules that the server enforces and the client shows (decision record 022).
 *
 * Two facts, never mixed up: `status` is 'deactivated' when the account may not act (an admin
 * deactivated it, or its owner deleted it); `deletedAt` is set only when the owner deleted it.
 */
export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** What an admin sees: the owner's deletion wins over a deactivation. */
export type AccountState = 'active' | 'deactivated' | 'deletedByOwner';

export const isDeactivated = (status: AccountStatus): boolean => status === 'deactivated';

export const accountState = (account: { status: AccountStatus; deletedAt: unknown }): AccountState =>
  account.deletedAt ? 'deletedByOwner' : isDeactivated(account.status) ? 'deactivated' : 'active';

/** An account its owner deleted shows no nickname: readers see 'deleted user' or 'unknown'. */
export const shownNickname = (account: { nickname: string | null; deletedAt: unknown }): string | null =>
  account.deletedAt ? null : account.nickname;

export const BAN_DAYS = { '1d': 1, '7d': 7, '30d': 30 } as const;
/** "Permanent" is the last moment of year 9999; the client says "permanently" for it. */
export const PERMANENT_BAN_END = '9999-12-31T23:59:59.000Z';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a ban of a preset duration, given now, ends. */
export const banEndFor = (duration: keyof typeof BAN_DAYS | 'permanent', now = Date.now()): string =>
  duration === 'permanent' ? PERMANENT_BAN_END : new Date(now + BAN_DAYS[duration] * DAY_MS).toISOString();

export const isPermanentBan = (banUntil: string | Date): boolean => new Date(banUntil).getUTCFullYear() >= 9999;

/** A ban that has not ended yet: the user may not send messages. */
export const isBanActive = (banUntil: string | Date | null, now = Date.now()): boolean =>
  banUntil !== null && new Date(banUntil).getTime() > now;
