import { describe, expect, test } from 'bun:test';
import { storyCalls } from './instrument-calls';
import {
  agreementShareText,
  callDirection,
  formatMove,
  formatPrice,
  instrumentMove,
  instrumentMoveText,
  medianMoveText,
  pathSummary,
  providerName,
} from './reaction-text';
import type { InstrumentReaction, ReactionReading } from './reactions';

const recorded = (price: number, at: string): ReactionReading => ({ state: 'recorded', price, at });
const pending = (due: string): ReactionReading => ({ state: 'pending', due });

/** SPX at 5,000 at 14:05 UTC, 4,990 after 15 min, 4,940 after an hour (−1.2 %), the day still due. */
const spx: InstrumentReaction = {
  symbol: 'SPX',
  source: 'twelve-data',
  base: recorded(5000, '2026-11-23T14:05:00Z'),
  horizons: { '15m': recorded(4990, '2026-11-23T14:20:00Z'), '1h': recorded(4940, '2026-11-23T15:05:00Z'), '1d': pending('2026-11-23T21:00:00Z') },
  path: [],
};
const now = new Date('2026-11-23T16:00:00Z');

describe('moves as written', () => {
  test('a move has its sign, a true minus, two decimals under 1 % and one from there', () => {
    expect(formatMove(-0.012)).toBe('−1.2 %');
    expect(formatMove(0.0035)).toBe('+0.35 %');
    expect(formatMove(0.0251)).toBe('+2.5 %');
    expect(formatMove(0.00001)).toBe('0.00 %');
  });

  test('prices keep four decimals under 10 and two from there, with thousands separated', () => {
    expect(formatPrice(1.08432)).toBe('1.0843');
    expect(formatPrice(5123.456)).toBe('5,123.46');
  });
});

describe('what stands beside an instrument', () => {
  test('the latest recorded horizon’s move since the base’s time, in the reader’s zone, with its agreement', () => {
    const shown = instrumentMove(spx, 'bearish', now);
    expect(shown).toMatchObject({ kind: 'move', horizon: '1h', agreement: 'agrees' });
    expect(instrumentMoveText('SPX', shown, now, 'UTC')).toBe('SPX −1.2 % since 14:05, ✓ agrees');
    // The same instant in New York, and a bullish call that the fall goes against.
    expect(instrumentMoveText('SPX', instrumentMove(spx, 'bullish', now), now, 'America/New_York')).toBe('SPX −1.2 % since 09:05, ✗ against');
  });

  test('a base on an earlier day than the reader’s today carries its date', () => {
    const later = new Date('2026-11-24T10:00:00Z');
    expect(instrumentMoveText('SPX', instrumentMove(spx, 'bearish', now), later, 'UTC')).toBe('SPX −1.2 % since 11/23 14:05, ✓ agrees');
  });

  test('a move under 0.05 % is flat; a neutral call or an instrument without a call claims nothing', () => {
    const still = { ...spx, horizons: { ...spx.horizons, '1h': recorded(5001, '2026-11-23T15:05:00Z') } };
    expect(instrumentMove(still, 'bearish', now)).toMatchObject({ kind: 'move', agreement: 'flat' });
    expect(instrumentMove(spx, 'neutral', now)).toMatchObject({ kind: 'move', agreement: null });
    expect(instrumentMoveText('SPX', instrumentMove(spx, null, now), now, 'UTC')).toBe('SPX −1.2 % since 14:05');
  });

  test('without two recorded prices there is no figure, only the state in words', () => {
    const unpriced = { ...spx, source: null, base: { state: 'no-data' } as const };
    expect(instrumentMove(unpriced, 'bearish', now)).toEqual({ kind: 'no-source' });
    expect(instrumentMoveText('XYZ', instrumentMove(unpriced, 'bearish', now), now, 'UTC')).toBe('XYZ no price source');

    const fresh = {
      ...spx,
      horizons: { '15m': pending('2026-11-23T14:20:00Z'), '1h': pending('2026-11-23T15:05:00Z'), '1d': pending('2026-11-23T21:00:00Z') },
    };
    const beforeDue = new Date('2026-11-23T14:04:00Z');
    expect(instrumentMove(fresh, 'bearish', beforeDue)).toEqual({ kind: 'pending' });
    expect(instrumentMove({ ...fresh, base: pending('2026-11-23T14:05:00Z') }, 'bearish', beforeDue)).toEqual({ kind: 'pending' });

    // Published on a Saturday: the base is Friday's close, the intraday horizons found the market closed.
    const weekend = {
      ...spx,
      horizons: { '15m': { state: 'market-closed' }, '1h': { state: 'market-closed' }, '1d': pending('2026-11-30T21:00:00Z') },
    } as const;
    expect(instrumentMove(weekend, 'bearish', now)).toEqual({ kind: 'market-closed' });

    const nothing = { ...spx, horizons: { '15m': { state: 'no-data' }, '1h': { state: 'no-data' }, '1d': { state: 'no-data' } } } as const;
    expect(instrumentMove(nothing, 'bearish', now)).toEqual({ kind: 'no-data' });
    expect(instrumentMove({ ...spx, base: { state: 'no-data' } }, 'bearish', now)).toEqual({ kind: 'no-data' });
  });

  test('a reading past its time and still awaited is never "pending": it awaits the provider', () => {
    const fresh = {
      ...spx,
      horizons: { '15m': pending('2026-11-23T14:20:00Z'), '1h': pending('2026-11-23T15:05:00Z'), '1d': pending('2026-11-23T21:00:00Z') },
    };
    expect(instrumentMove(fresh, 'bearish', new Date('2026-11-23T14:19:00Z'))).toEqual({ kind: 'pending' });
    const late = instrumentMove(fresh, 'bearish', new Date('2026-11-23T14:21:00Z'));
    expect(late).toEqual({ kind: 'awaiting' });
    expect(instrumentMoveText('SPX', late, now, 'UTC')).toBe('SPX awaiting the provider');
    expect(instrumentMoveText('SPX', late, now, 'UTC')).not.toContain('pending');
  });

  test('a provider whose series ended before the story says so at once, with its last date, instead of waiting', () => {
    const oil: InstrumentReaction = {
      symbol: 'OIL',
      source: 'embedded',
      base: recorded(62.1, '2026-08-18T18:30:00Z'),
      horizons: { '15m': { state: 'no-data' }, '1h': { state: 'no-data' }, '1d': { state: 'no-data' } },
      path: [],
      seriesEnd: '2026-08-18T18:30:00Z',
    };
    const shown = instrumentMove(oil, 'bullish', now);
    expect(shown).toEqual({ kind: 'series-ended', end: '2026-08-18T18:30:00Z' });
    expect(instrumentMoveText('OIL', shown, now, 'UTC')).toBe('OIL no prices after 08/18/2026');
  });

  test('a simulated reading says so in its one-line text', () => {
    expect(instrumentMoveText('SPX', instrumentMove(spx, 'bearish', now), now, 'UTC', true)).toBe('SPX −1.2 % since 14:05, ✓ agrees (simulated)');
  });

  test('each instrument is checked against its own call, not the headline’s', () => {
    const calls = storyCalls(-0.64, [
      { symbol: 'HBRG', score: -0.64 },
      { symbol: 'LKVF', score: 0.41 },
    ]);
    expect(callDirection(calls, 'HBRG')).toBe('bearish');
    expect(callDirection(calls, 'LKVF')).toBe('bullish');
    expect(callDirection(calls, 'XRT')).toBeNull();
    expect(callDirection(null, 'HBRG')).toBeNull();
  });
});

describe('the sparkline’s words', () => {
  test('from the first price to the last, over the time between them', () => {
    const path = [
      { price: 101.2, at: '2026-11-23T14:00:00Z' },
      { price: 100.5, at: '2026-11-23T14:30:00Z' },
      { price: 99.98, at: '2026-11-23T15:00:00Z' },
    ];
    expect(pathSummary(path)).toBe('from 101.20 to 99.98 over 1 hour');
    expect(pathSummary(path.slice(0, 2))).toBe('from 101.20 to 100.50 over 30 min');
    expect(pathSummary([path[0], { price: 98, at: '2026-11-26T14:00:00Z' }].flatMap((p) => (p ? [p] : [])))).toBe('from 101.20 to 98.00 over 3 days');
    expect(pathSummary(path.slice(0, 1))).toBeNull();
  });
});

describe('the calibration board’s figures', () => {
  test('agreement as counts and share, medians without a sign; none says so', () => {
    expect(agreementShareText({ agreed: 7, called: 10, agreementShare: 0.7 })).toBe('7 of 10 (70 %)');
    expect(agreementShareText({ agreed: 0, called: 0, agreementShare: null })).toBe('no calls');
    expect(medianMoveText({ medianAbsMove: 0.0042 })).toBe('0.42 %');
    expect(medianMoveText({ medianAbsMove: 0.0185 })).toBe('1.9 %');
    expect(medianMoveText({ medianAbsMove: null })).toBe('no moves');
  });
});

describe('who priced a move', () => {
  test('every keyless provider is named in words, not by its id', () => {
    expect(['coinbase', 'ecb', 'us-treasury', 'embedded', 'simulated'].map(providerName)).toEqual([
      'Coinbase Exchange',
      'ECB reference rates',
      'US Treasury yield curve',
      'Shipped daily series (EIA, Cboe)',
      'Simulated (a seeded random walk, not market data)',
    ]);
  });
});
