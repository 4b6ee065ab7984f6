import { describe, expect, test } from 'bun:test';
import {
  dayIn,
  endOfDayIn,
  formatClock,
  formatContractTime,
  formatDate,
  formatDateTime,
  formatDay,
  formatFeedDate,
  formatShortFeedDate,
  relativeTime,
  startOfDayIn,
  zoneAbbreviation,
} from './format';

test('feed dates are US mm/dd/yyyy with 24-hour time', () => {
  expect(formatFeedDate(new Date(2026, 0, 5, 17, 3))).toBe('01/05/2026 17:03');
  expect(formatFeedDate(new Date(2026, 10, 21, 0, 0))).toBe('11/21/2026 00:00');
});

test('German dates are dd.mm.yyyy (the settings creation date and German text)', () => {
  expect(formatDate(new Date(2026, 0, 5, 17, 3), 'de')).toBe('05.01.2026');
  expect(formatDate(new Date(2026, 10, 21), 'de')).toBe('21.11.2026');
});

test('one written date per language: every English date month first, every German one day first', () => {
  const instant = new Date('2026-12-05T09:42:00Z');
  // An English page's date and the feed's story date are the same English date.
  expect(formatDate(instant, 'en', 'UTC')).toBe('12/05/2026');
  expect(formatDate(instant, undefined, 'UTC')).toBe('12/05/2026');
  expect(formatFeedDate(instant, 'UTC').startsWith(formatDate(instant, 'en', 'UTC'))).toBe(true);
  expect(formatDateTime(instant, 'en', 'UTC')).toBe('12/05/2026 09:42');
  expect(formatDate(instant, 'de', 'UTC')).toBe('05.12.2026');
  expect(formatDateTime(instant, 'de', 'UTC')).toBe('05.12.2026 09:42');
  // A date in the zone asked for: already the 6th in Tokyo.
  expect(formatDate(new Date('2026-12-05T23:30:00Z'), 'en', 'Asia/Tokyo')).toBe('12/06/2026');
  // A filter's calendar day is written the same way, whatever the reader's zone.
  expect(formatDay('2026-12-05')).toBe('12/05/2026');
  expect(formatDay('2026-12-05', 'de')).toBe('05.12.2026');
});

test('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  expect(relativeTime(new Date('2026-11-21T11:59:30Z'), now)).toBe('just now');
  expect(relativeTime(new Date('2026-11-21T11:55:00Z'), now)).toBe('5 min ago');
  expect(relativeTime(new Date('2026-11-21T09:00:00Z'), now)).toBe('3 h ago');
  expect(relativeTime(new Date('2026-11-19T12:00:00Z'), now)).toBe('2 d ago');
});

test('feed dates in a chosen time zone keep the US format and the 24-hour clock', () => {
  const instant = new Date('2026-11-24T23:30:00Z');
  expect(formatFeedDate(instant, 'UTC')).toBe('11/24/2026 23:30');
  expect(formatFeedDate(instant, 'Asia/Tokyo')).toBe('11/25/2026 08:30');
  expect(formatFeedDate(instant, 'America/New_York')).toBe('11/24/2026 18:30');
  expect(formatFeedDate(new Date('2026-07-01T00:05:00Z'), 'Europe/Berlin')).toBe('07/01/2026 02:05');
  expect(formatClock(new Date('2026-01-01T00:07:00Z'), 'UTC')).toBe('00:07');
  expect(zoneAbbreviation(instant, 'UTC')).toBe('UTC');
  expect(zoneAbbreviation(instant, 'America/New_York')).toBe('EST');
});

test('a one-line date shows the time alone on the same day in the zone, otherwise month and day too', () => {
  const now = new Date('2026-11-24T23:30:00Z');
  expect(formatShortFeedDate(new Date('2026-11-24T10:00:00Z'), now, 'UTC')).toBe('10:00');
  // Already the 25th in Tokyo: the 24th's story carries its date there.
  expect(formatShortFeedDate(new Date('2026-11-24T10:00:00Z'), now, 'Asia/Tokyo')).toBe('11/24 19:00');
});

test('days in a time zone: which day an instant falls on, and where a day begins and ends', () => {
  expect(dayIn(new Date('2026-11-24T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-25');
  expect(dayIn(new Date('2026-11-24T23:30:00Z'), 'America/New_York')).toBe('2026-11-24');
  expect(startOfDayIn('2026-11-25', 'Asia/Tokyo').toISOString()).toBe('2026-11-24T15:00:00.000Z');
  expect(endOfDayIn('2026-11-25', 'Asia/Tokyo').toISOString()).toBe('2026-11-25T14:59:59.999Z');
  expect(startOfDayIn('2026-11-25', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  // New York's clocks go forward at 02:00 on 03/08/2026 and back on 11/01/2026: 23- and 25-hour days.
  expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  expect(endOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-09T03:59:59.999Z');
  expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  expect(endOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:59.999Z');
  expect(startOfDayIn('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
  expect(startOfDayIn('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
});

describe('contract times', () => {
  test('name their zone, in winter and in summer, in German and English', () => {
    expect(formatContractTime('2026-11-26T22:41:00Z', 'de')).toBe('26. November 2026, 23:41 MEZ');
    expect(formatContractTime('2026-11-26T22:41:00Z', 'en')).toBe('26 November 2026, 23:41 CET');
    expect(formatContractTime(new Date('2026-07-01T05:03:00Z'), 'de')).toBe('1. Juli 2026, 07:03 MESZ');
    expect(formatContractTime(new Date('2026-07-01T05:03:00Z'), 'en')).toBe('1 July 2026, 07:03 CEST');
    // The zone's date, not the server's: late on New Year's Eve in UTC is already January in Berlin.
    expect(formatContractTime('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027, 00:30 CET');
  });
});
