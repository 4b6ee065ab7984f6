import { expect, test } from 'bun:test';
import { formatFeedDate, formatGermanDate, relativeTime } from './format';

test('feed dates are US mm/dd/yyyy with 24-hour time', () => {
  expect(formatFeedDate(new Date(2026, 0, 5, 17, 3))).toBe('01/05/2026 17:03');
  expect(formatFeedDate(new Date(2026, 10, 21, 0, 0))).toBe('11/21/2026 00:00');
});

test('settings dates are German dd.mm.yyyy', () => {
  expect(formatGermanDate(new Date(2026, 0, 5, 17, 3))).toBe('05.01.2026');
  expect(formatGermanDate(new Date(2026, 10, 21))).toBe('21.11.2026');
});

test('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  expect(relativeTime(new Date('2026-11-21T11:59:30Z'), now)).toBe('just now');
  expect(relativeTime(new Date('2026-11-21T11:55:00Z'), now)).toBe('5 min ago');
  expect(relativeTime(new Date('2026-11-21T09:00:00Z'), now)).toBe('3 h ago');
  expect(relativeTime(new Date('2026-11-19T12:00:00Z'), now)).toBe('2 d ago');
});
