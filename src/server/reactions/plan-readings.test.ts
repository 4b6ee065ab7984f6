import { describe, expect, test } from 'bun:test';
import type { Bar } from '../market-data/market-data';
import { downsample, expectedCloseAfter, nextFetch, planReaction, type ReadingInput } from './plan-readings';

// New York in January: the session runs 14:30–21:00 UTC. 2026-01-09 is a Friday, 01-13 a Tuesday.
const at = (iso: string) => new Date(iso);
const minute = 60_000;

/** A minute bar each minute of a session, closing at 100 plus a cent per minute since the open. */
function session(day: string): Bar[] {
  const open = at(`${day}T14:30:00Z`).getTime();
  return Array.from({ length: 390 }, (_, i) => ({ at: new Date(open + (i + 1) * minute), close: Math.round((100 + (i + 1) * 0.01) * 100) / 100 }));
}
const tuesday = session('2026-01-13');
const monday = session('2026-01-12');
const daily: Bar[] = [
  { at: at('2026-01-08T21:00:00Z'), close: 98 },
  { at: at('2026-01-09T21:00:00Z'), close: 101 },
  { at: at('2026-01-12T21:00:00Z'), close: 103.9 },
  { at: at('2026-01-13T21:00:00Z'), close: 103.9 },
];
const both = ['minute', 'day'] as const;

/** What a provider with these bars answers to each fetch, until the look needs nothing more. */
function look(input: ReadingInput, minuteBars: Bar[], dailyBars: Bar[]) {
  const fetches: string[] = [];
  let current = input;
  for (let fetch = nextFetch(current); fetch; fetch = nextFetch(current)) {
    const { from, to, resolution } = fetch;
    fetches.push(`${resolution} ${from.toISOString()} – ${to.toISOString()}`);
    const bars = (resolution === 'minute' ? minuteBars : dailyBars).filter((bar) => bar.at > from && bar.at <= to);
    current = resolution === 'minute' ? { ...current, minute: { to, bars } } : { ...current, day: bars };
  }
  return { ...planReaction('SPX', 'fake', current), fetches };
}

describe('a story published during trading', () => {
  const publishedAt = at('2026-01-13T15:05:00Z');
  const bars = tuesday;

  test('fills 15 min, then 1 hour, then the day’s close, each once due; the base is the bar at publication', () => {
    const first = look({ publishedAt, now: publishedAt, resolutions: both, previous: null }, bars, daily);
    expect(first.fetches).toEqual([]);
    expect(first.reaction.base).toEqual({ state: 'pending', due: '2026-01-13T15:20:00.000Z' });
    expect(first.reaction.horizons).toEqual({
      '15m': { state: 'pending', due: '2026-01-13T15:20:00.000Z' },
      '1h': { state: 'pending', due: '2026-01-13T16:05:00.000Z' },
      '1d': { state: 'pending', due: '2026-01-13T16:05:00.000Z' },
    });
    expect(first.nextLookAt).toEqual(at('2026-01-13T15:22:00Z'));

    const second = look({ publishedAt, now: at('2026-01-13T15:22:00Z'), resolutions: both, previous: first.reaction }, bars, daily);
    expect(second.fetches).toEqual(['minute 2026-01-13T14:05:00.000Z – 2026-01-13T15:22:00.000Z']);
    // 35 minutes after the open: 100.35; the 15-minute reading is the 15:20 bar, 100.50.
    expect(second.reaction.base).toEqual({ state: 'recorded', price: 100.35, at: '2026-01-13T15:05:00.000Z' });
    expect(second.reaction.horizons['15m']).toEqual({ state: 'recorded', price: 100.5, at: '2026-01-13T15:20:00.000Z' });
    expect(second.reaction.horizons['1h'].state).toBe('pending');
    expect(second.reaction.path.map((point) => point.price)).toEqual(Array.from({ length: 16 }, (_, i) => Math.round((100.35 + i * 0.01) * 100) / 100));
    expect(second.nextLookAt).toEqual(at('2026-01-13T16:07:00Z'));

    const third = look({ publishedAt, now: at('2026-01-13T16:07:00Z'), resolutions: both, previous: second.reaction }, bars, daily);
    expect(third.fetches).toEqual(['minute 2026-01-13T14:05:00.000Z – 2026-01-13T16:05:00.000Z']);
    expect(third.reaction.horizons['1h']).toEqual({ state: 'recorded', price: 100.95, at: '2026-01-13T16:05:00.000Z' });
    expect(third.nextLookAt).toEqual(at('2026-01-13T16:20:00Z'));

    // No close yet: expected at 21:00, the time of the day before's close.
    const fourth = look({ publishedAt, now: at('2026-01-13T16:20:00Z'), resolutions: both, previous: third.reaction }, bars, daily);
    expect(fourth.fetches).toEqual(['day 2026-01-03T15:05:00.000Z – 2026-01-13T16:20:00.000Z']);
    expect(fourth.reaction.horizons['1d']).toEqual({ state: 'pending', due: '2026-01-13T21:00:00.000Z' });
    expect(fourth.nextLookAt).toEqual(at('2026-01-13T21:15:00Z'));

    const last = look({ publishedAt, now: at('2026-01-13T21:15:00Z'), resolutions: both, previous: fourth.reaction }, bars, daily);
    expect(last.fetches).toEqual(['day 2026-01-03T15:05:00.000Z – 2026-01-13T21:15:00.000Z', 'minute 2026-01-13T14:05:00.000Z – 2026-01-13T21:00:00.000Z']);
    expect(last.reaction.horizons['1d']).toEqual({ state: 'recorded', price: 103.9, at: '2026-01-13T21:00:00.000Z' });
    expect(last.reaction.base).toEqual(second.reaction.base);
    expect(last.nextLookAt).toBeNull();
    // From the base to the close, 356 prices brought down to 96, both ends kept.
    expect(last.reaction.path).toHaveLength(96);
    expect(last.reaction.path[0]).toEqual({ price: 100.35, at: '2026-01-13T15:05:00.000Z' });
    expect(last.reaction.path.at(-1)).toEqual({ price: 103.9, at: '2026-01-13T21:00:00.000Z' });
  });

  test('a recorded price is never rewritten, whatever the provider says later', () => {
    const done = look({ publishedAt, now: at('2026-01-13T16:07:00Z'), resolutions: both, previous: null }, bars, daily);
    const revisedBars = bars.map((bar) => ({ ...bar, close: bar.close + 5 }));
    const later = look({ publishedAt, now: at('2026-01-13T21:15:00Z'), resolutions: both, previous: done.reaction }, revisedBars, daily);
    expect(later.reaction.base).toEqual(done.reaction.base);
    expect(later.reaction.horizons['15m']).toEqual(done.reaction.horizons['15m']);
    expect(later.reaction.horizons['1h']).toEqual({ state: 'recorded', price: 100.95, at: '2026-01-13T16:05:00.000Z' });
  });
});

test('a story on a Saturday: the base is Friday’s close, 15 min and 1 hour are market-closed, 1 day is Monday’s close', () => {
  const publishedAt = at('2026-01-10T12:00:00Z');
  const bars = [...session('2026-01-09'), ...monday];
  const fifteen = look({ publishedAt, now: at('2026-01-10T12:17:00Z'), resolutions: both, previous: null }, bars, daily);
  expect(fifteen.fetches).toEqual(['minute 2026-01-10T11:00:00.000Z – 2026-01-10T12:17:00.000Z', 'day 2025-12-31T12:00:00.000Z – 2026-01-10T12:17:00.000Z']);
  expect(fifteen.reaction.base).toEqual({ state: 'recorded', price: 101, at: '2026-01-09T21:00:00.000Z' });
  expect(fifteen.reaction.horizons['15m']).toEqual({ state: 'market-closed' });
  expect(fifteen.reaction.horizons['1d']).toEqual({ state: 'pending', due: '2026-01-12T21:00:00.000Z' });

  const hour = look({ publishedAt, now: at('2026-01-10T13:02:00Z'), resolutions: both, previous: fifteen.reaction }, bars, daily);
  expect(hour.fetches).toEqual(['minute 2026-01-10T11:00:00.000Z – 2026-01-10T13:00:00.000Z']);
  expect(hour.reaction.horizons['1h']).toEqual({ state: 'market-closed' });
  expect(hour.nextLookAt).toEqual(at('2026-01-12T21:15:00Z'));

  const monday21 = look({ publishedAt, now: at('2026-01-12T21:15:00Z'), resolutions: both, previous: hour.reaction }, bars, daily);
  expect(monday21.reaction.horizons['1d']).toEqual({ state: 'recorded', price: 103.9, at: '2026-01-12T21:00:00.000Z' });
  expect(monday21.reaction.path[0]).toEqual({ price: 101, at: '2026-01-09T21:00:00.000Z' });
  expect(monday21.reaction.path.at(-1)).toEqual({ price: 103.9, at: '2026-01-12T21:00:00.000Z' });
  expect(monday21.nextLookAt).toBeNull();
});

test('a story after the close: the base is the last bar of the session, 15 min is market-closed, 1 day is the next close', () => {
  const publishedAt = at('2026-01-13T21:30:00Z');
  const fifteen = look({ publishedAt, now: at('2026-01-13T21:47:00Z'), resolutions: both, previous: null }, tuesday, daily);
  expect(fifteen.fetches).toEqual(['minute 2026-01-13T20:30:00.000Z – 2026-01-13T21:47:00.000Z']);
  expect(fifteen.reaction.base).toEqual({ state: 'recorded', price: 103.9, at: '2026-01-13T21:00:00.000Z' });
  expect(fifteen.reaction.horizons['15m']).toEqual({ state: 'market-closed' });
  const later = look({ publishedAt, now: at('2026-01-13T22:45:00Z'), resolutions: both, previous: fifteen.reaction }, tuesday, daily);
  expect(later.reaction.horizons['1h']).toEqual({ state: 'market-closed' });
  expect(later.reaction.horizons['1d']).toEqual({ state: 'pending', due: '2026-01-14T21:00:00.000Z' });
});

test('a provider with nothing: read again after 2, 4, 8… minutes, then no-data an hour after the reading was due', () => {
  const publishedAt = at('2026-01-13T15:05:00Z');
  const first = look({ publishedAt, now: at('2026-01-13T15:22:00Z'), resolutions: both, previous: null }, [], []);
  expect(first.fetches).toHaveLength(2);
  expect(first.reaction.base.state).toBe('pending');
  expect(first.reaction.horizons['15m'].state).toBe('pending');
  expect(first.nextLookAt).toEqual(at('2026-01-13T15:24:00Z'));
  const second = look({ publishedAt, now: at('2026-01-13T15:24:00Z'), resolutions: both, previous: first.reaction }, [], []);
  expect(second.nextLookAt).toEqual(at('2026-01-13T15:28:00Z'));
  const given = look({ publishedAt, now: at('2026-01-13T16:20:00Z'), resolutions: both, previous: second.reaction }, [], []);
  expect(given.reaction.base).toEqual({ state: 'no-data' });
  expect(given.reaction.horizons['15m']).toEqual({ state: 'no-data' });
  // The hour's reading was due at 16:05: still asked for until 17:05.
  expect(given.reaction.horizons['1h'].state).toBe('pending');
  expect(given.reaction.path).toEqual([]);
});

test('an instrument no provider can price: no-data at once, no request', () => {
  const input: ReadingInput = { publishedAt: at('2026-01-13T15:05:00Z'), now: at('2026-01-13T15:05:00Z'), resolutions: [], previous: null };
  expect(nextFetch(input)).toBeNull();
  expect(planReaction('Northwind Games', null, input)).toEqual({
    reaction: {
      symbol: 'Northwind Games',
      source: null,
      base: { state: 'no-data' },
      horizons: { '15m': { state: 'no-data' }, '1h': { state: 'no-data' }, '1d': { state: 'no-data' } },
      path: [],
    },
    nextLookAt: null,
  });
});

test('a provider of daily closes only: the base is the last close, no intraday readings, 1 day is the next close', () => {
  const publishedAt = at('2026-01-13T15:05:00Z');
  const first = look({ publishedAt, now: publishedAt, resolutions: ['day'], previous: null }, [], daily);
  expect(first.reaction.horizons['15m']).toEqual({ state: 'no-data' });
  expect(first.reaction.horizons['1h']).toEqual({ state: 'no-data' });
  expect(first.nextLookAt).toEqual(at('2026-01-13T15:07:00Z'));
  const base = look({ publishedAt, now: at('2026-01-13T15:07:00Z'), resolutions: ['day'], previous: first.reaction }, [], daily);
  expect(base.reaction.base).toEqual({ state: 'recorded', price: 103.9, at: '2026-01-12T21:00:00.000Z' });
  expect(base.reaction.horizons['1d']).toEqual({ state: 'pending', due: '2026-01-13T21:00:00.000Z' });
  const close = look({ publishedAt, now: at('2026-01-13T21:15:00Z'), resolutions: ['day'], previous: base.reaction }, [], daily);
  expect(close.reaction.horizons['1d']).toEqual({ state: 'recorded', price: 103.9, at: '2026-01-13T21:00:00.000Z' });
  expect(close.reaction.path).toEqual([
    { price: 103.9, at: '2026-01-12T21:00:00.000Z' },
    { price: 103.9, at: '2026-01-13T21:00:00.000Z' },
  ]);
});

test('the next close is looked for on the next weekday, or the next day for an instrument that trades at weekends', () => {
  const saturday = at('2026-01-10T12:00:00Z').getTime();
  expect(new Date(expectedCloseAfter(saturday, daily)).toISOString()).toBe('2026-01-12T21:00:00.000Z');
  const everyDay = Array.from({ length: 9 }, (_, i) => ({ at: new Date(at('2026-01-02T00:00:00Z').getTime() + i * 86_400_000), close: 90_000 }));
  expect(new Date(expectedCloseAfter(saturday, everyDay)).toISOString()).toBe('2026-01-11T00:00:00.000Z');
  // Without any close before publication: a day later.
  expect(new Date(expectedCloseAfter(saturday, [])).toISOString()).toBe('2026-01-11T12:00:00.000Z');
});

test('the path keeps at most 96 points, evenly spread, the first and the last always', () => {
  const series = Array.from({ length: 200 }, (_, i) => i);
  const kept = downsample(series);
  expect(kept).toHaveLength(96);
  expect(kept.slice(0, 3)).toEqual([0, 2, 4]);
  expect(kept.at(-1)).toBe(199);
  expect(downsample([1, 2, 3])).toEqual([1, 2, 3]);
});

describe('a provider whose series ended before the story (a shipped file nothing refreshes)', () => {
  const publishedAt = at('2026-11-27T15:05:00Z');
  const seriesEnd = at('2026-08-18T18:30:00Z');
  const shipped: Bar[] = [
    { at: at('2026-08-17T18:30:00Z'), close: 61.2 },
    { at: seriesEnd, close: 62.1 },
  ];

  test('the readings after publication are no-data from the first look, with the reason, never pending', () => {
    const first = look({ publishedAt, now: publishedAt, resolutions: ['day'], previous: null, seriesEnd }, [], shipped);
    expect(first.reaction.horizons).toEqual({ '15m': { state: 'no-data' }, '1h': { state: 'no-data' }, '1d': { state: 'no-data' } });
    expect(first.reaction.seriesEnd).toBe('2026-08-18T18:30:00.000Z');
    // Only the base is still read, at its time; the 1-day close is not awaited for a week.
    expect(first.nextLookAt).toEqual(at('2026-11-27T15:07:00Z'));
  });

  test('a stored reading left pending by an earlier version is settled at the next look', () => {
    const previous = look({ publishedAt, now: publishedAt, resolutions: ['day'], previous: null }, [], shipped).reaction;
    expect(previous.horizons['1d'].state).toBe('pending');
    const next = look({ publishedAt, now: at('2026-11-27T15:10:00Z'), resolutions: ['day'], previous, seriesEnd }, [], shipped);
    expect(next.reaction.horizons['1d']).toEqual({ state: 'no-data' });
    expect(next.nextLookAt).toBeNull();
  });

  test('the base is not awaited past its one read: none within the days looked back is no-data at once', () => {
    const read = look({ publishedAt, now: at('2026-11-27T15:08:00Z'), resolutions: ['day'], previous: null, seriesEnd }, [], shipped);
    expect(read.reaction.base).toEqual({ state: 'no-data' });
    expect(read.nextLookAt).toBeNull();
  });

  test('a series that goes on past publication is read as before', () => {
    const live = look({ publishedAt, now: publishedAt, resolutions: ['day'], previous: null, seriesEnd: at('2026-11-28T00:00:00Z') }, [], shipped);
    expect(live.reaction.horizons['1d'].state).toBe('pending');
    expect(live.reaction.seriesEnd).toBeUndefined();
  });
});
