import { expect, test } from 'bun:test';
import { chartStillOpen, chartWindow, publicationOf } from './minute-chart';

const at = (time: string) => new Date(`2026-01-13T${time}Z`);

test('the window runs from 30 minutes before publication to 2 hours after, in whole minutes', () => {
  expect(chartWindow(at('15:05:20'), at('20:00:00'))).toEqual({ from: at('14:35:00'), to: at('17:06:00') });
});

test('a window not yet over ends with the last whole minute; one not yet begun is none', () => {
  expect(chartWindow(at('15:05:20'), at('15:40:59'))).toEqual({ from: at('14:35:00'), to: at('15:40:00') });
  expect(chartWindow(at('15:05:00'), at('14:35:30'))).toBeNull();
});

test('a publication after the row was stored (a wrong clock) counts from when it was stored', () => {
  expect(publicationOf({ published_at: '2026-01-13T16:00:00Z', created_at: '2026-01-13T15:00:00Z' })).toEqual(at('15:00:00'));
  expect(publicationOf({ published_at: '2026-01-13T14:00:00Z', created_at: '2026-01-13T15:00:00Z' })).toEqual(at('14:00:00'));
  expect(publicationOf({ published_at: null, created_at: '2026-01-13T15:00:00Z' })).toEqual(at('15:00:00'));
});

test('a chart is still open until its window reaches two hours after publication', () => {
  const chart = { state: 'chart' as const, symbol: 'SPX', source: 'twelve-data', publishedAt: '2026-01-13T15:05:00.000Z', from: '', points: [] };
  expect(chartStillOpen({ ...chart, to: '2026-01-13T16:00:00.000Z' })).toBe(true);
  expect(chartStillOpen({ ...chart, to: '2026-01-13T17:05:00.000Z' })).toBe(false);
});
