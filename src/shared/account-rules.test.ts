import { describe, expect, it } from 'vitest';
import {
  accountState,
  banEndFor,
  isBanActive,
  isDeactivated,
  isPermanentBan,
  PERMANENT_BAN_END,
  shownNickname,
} from './account-rules.ts';

describe('account rules', () => {
  it('tells an owner-deleted account from one an admin deactivated', () => {
    expect(accountState({ status: 'deactivated', deletedAt: '2026-11-01T00:00:00.000Z' })).toBe('deletedByOwner');
    expect(accountState({ status: 'deactivated', deletedAt: null })).toBe('deactivated');
    expect(accountState({ status: 'active', deletedAt: null })).toBe('active');
    expect(isDeactivated('deactivated')).toBe(true);
    expect(isDeactivated('active')).toBe(false);
  });

  it('shows no nickname for an account its owner deleted, whatever its status', () => {
    expect(shownNickname({ nickname: 'deleted-a1b2', deletedAt: '2026-11-01T00:00:00.000Z' })).toBeNull();
    expect(shownNickname({ nickname: 'deleted-a1b2', deletedAt: new Date() })).toBeNull();
    expect(shownNickname({ nickname: 'Mina', deletedAt: null })).toBe('Mina');
  });

  it('counts a ban as active until its last moment, and not after', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(isBanActive(null, now)).toBe(false);
    expect(isBanActive('2026-11-25T12:00:00.000Z', now)).toBe(false);
    expect(isBanActive('2026-11-25T12:00:00.001Z', now)).toBe(true);
    expect(isBanActive(new Date(now + 1000), now)).toBe(true);
    expect(isBanActive(PERMANENT_BAN_END, now)).toBe(true);
  });

  it('ends preset bans after whole days, and a permanent one in year 9999', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(banEndFor('1d', now)).toBe('2026-11-26T12:00:00.000Z');
    expect(banEndFor('7d', now)).toBe('2026-12-02T12:00:00.000Z');
    expect(banEndFor('30d', now)).toBe('2026-12-25T12:00:00.000Z');
    expect(banEndFor('permanent', now)).toBe(PERMANENT_BAN_END);
    expect(isPermanentBan(banEndFor('permanent', now))).toBe(true);
    expect(isPermanentBan('9999-12-31T00:00:00.000Z')).toBe(true);
    expect(isPermanentBan(banEndFor('30d', now))).toBe(false);
  });
});
