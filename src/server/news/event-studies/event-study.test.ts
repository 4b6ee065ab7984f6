import { describe, expect, test } from 'bun:test';
import type { Bar } from '../../market-data/market-data';
import { moveAfterEvent, type StudyCase, summarizeStudy } from './event-study';

// A small daily series closing at 20:00 UTC: Thu 2 May, Fri 3 May, (weekend), Mon 6 May, Tue 7 May 2024.
const bar = (day: string, close: number): Bar => ({ at: new Date(`${day}T20:00:00Z`), close });
const series = [bar('2024-05-02', 100), bar('2024-05-03', 102), bar('2024-05-06', 96.9), bar('2024-05-07', 97)];

describe('one event’s move over the first trading day', () => {
  test('a day-only event on a trading day runs from the previous close to that day’s close', () => {
    const m = moveAfterEvent(series, { day: '2024-05-03' });
    expect(m?.base.close).toBe(100);
    expect(m?.after.close).toBe(102);
    expect(m?.move).toBeCloseTo(0.02, 12);
  });

  test('a weekend event runs from Friday’s close to Monday’s', () => {
    // 96.9 / 102 - 1 = -0.05
    expect(moveAfterEvent(series, { day: '2024-05-04' })?.move).toBeCloseTo(-0.05, 12);
  });

  test('an event after the close runs to the next session’s close, one during the session to that day’s', () => {
    expect(moveAfterEvent(series, { at: new Date('2024-05-03T21:30:00Z') })?.after.close).toBe(96.9);
    expect(moveAfterEvent(series, { at: new Date('2024-05-03T14:00:00Z') })?.after.close).toBe(102);
    // Exactly at a close: that close is the base, not the move.
    expect(moveAfterEvent(series, { at: new Date('2024-05-03T20:00:00Z') })?.base.close).toBe(102);
  });

  test('no next close, or no close before, gives no move', () => {
    expect(moveAfterEvent(series, { day: '2024-05-08' })).toBeNull();
    expect(moveAfterEvent(series, { day: '2024-05-01' })).toBeNull();
    expect(moveAfterEvent([], { day: '2024-05-03' })).toBeNull();
  });
});

const up = (year: number, move: number): StudyCase => ({ year, move, predicted: 'bullish' });

describe('a study of several events', () => {
  test('odd n: the median is the middle move; the share counts moves the predicted way', () => {
    const s = summarizeStudy([up(2019, 0.03), up(2016, -0.01), up(2021, 0.02), up(2018, 0.0004), up(2024, 0.05)]);
    // Sorted: -0.01, 0.0004, 0.02, 0.03, 0.05 → 0.02. Up by at least 0.05 %: 0.03, 0.02, 0.05.
    expect(s).toEqual({ n: 5, median: 0.02, agreeing: 3, flat: 1, predicted: 'bullish', firstYear: 2016, lastYear: 2024, leftOut: 0 });
  });

  test('even n: the median is the mean of the two middle moves', () => {
    const s = summarizeStudy([up(2020, 0.01), up(2020, -0.03), up(2022, 0.04), up(2021, -0.02)], 2);
    // Sorted: -0.03, -0.02, 0.01, 0.04 → (-0.02 + 0.01) / 2 = -0.005.
    expect(s.median).toBeCloseTo(-0.005, 12);
    expect(s.agreeing).toBe(2);
    expect(s.leftOut).toBe(2);
    expect([s.firstYear, s.lastYear]).toEqual([2020, 2022]);
  });

  test('a predicted fall agrees with a fall; flat moves agree with neither; mixed predictions say so', () => {
    const down = (move: number): StudyCase => ({ year: 2023, move, predicted: 'bearish' });
    expect(summarizeStudy([down(-0.02), down(0.01), down(-0.0001)])).toMatchObject({ agreeing: 1, flat: 1, predicted: 'bearish' });
    expect(summarizeStudy([down(-0.02), up(2023, 0.01)])).toMatchObject({ agreeing: 2, predicted: 'mixed' });
  });

  test('no case: no median and no years', () => {
    expect(summarizeStudy([], 3)).toEqual({ n: 0, median: null, agreeing: 0, flat: 0, predicted: 'mixed', firstYear: null, lastYear: null, leftOut: 3 });
  });
});
