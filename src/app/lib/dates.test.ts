import { afterEach, describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatCalendarDate,
  formatClock,
  formatDateTime,
  formatRelative,
  numberFormat,
} from './dates.ts';

describe('dates', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says how long ago in the reader language', () => {
    expect(formatRelative('2026-11-22T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(formatRelative('2026-11-22T10:00:00Z', 'es', now)).toBe('hace 2 horas');
    expect(formatRelative('2026-11-21T12:00:00Z', 'ko', now)).toBe('어제');
    expect(formatRelative('2026-11-22T11:59:58Z', 'en', now)).toBe('now');
  });
  it('shows chat times with am/pm', () => {
    const iso = '2026-11-22T15:05:00';
    expect(formatClock(iso, 'en')).toBe('3:05 PM');
    expect(formatClock(iso, 'ko')).toMatch(/^(오후|PM) 3:05$/);
  });
  it('shows a reviewed date as the same calendar day in the Americas and in Korea', () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ['America/Bogota', 'America/Los_Angeles', 'Asia/Seoul']) {
        process.env.TZ = zone;
        expect(formatCalendarDate('2026-11-21', 'en')).toBe('November 21, 2026');
        expect(formatCalendarDate('2026-11-21', 'es')).toBe('21 de noviembre de 2026');
        expect(formatCalendarDate('2026-01-01', 'ko')).toBe('2026년 1월 1일');
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
  describe('formatters', () => {
    const tz = process.env.TZ;
    afterEach(() => {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    });
    it('builds one per language and options, however many rows use it', () => {
      expect(dateTimeFormat('es', { dateStyle: 'medium' })).toBe(dateTimeFormat('es', { dateStyle: 'medium' }));
      expect(dateTimeFormat('es', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
      expect(numberFormat('ko')).toBe(numberFormat('ko'));
    });
    it('formats as a new Intl formatter would', () => {
      const iso = '2026-11-22T15:05:00Z';
      for (const lng of ['ko', 'es', 'en'])
        expect(formatDateTime(iso, lng)).toBe(
          new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)),
        );
    });
    it('follows the device into another time zone (a phone landing in Seoul)', () => {
      const iso = '2026-11-22T15:05:00Z';
      process.env.TZ = 'America/Bogota';
      expect(formatClock(iso, 'en')).toBe('10:05 AM');
      process.env.TZ = 'Asia/Seoul';
      expect(formatClock(iso, 'en')).toBe('12:05 AM');
    });
  });
});
