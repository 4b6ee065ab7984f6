import { describe, expect, test } from 'bun:test';
import { addDays, daysInPeriod, EXPORT_MAX_DAYS, exportRangeProblem, periodProblem } from './export-range';

describe('periods', () => {
  test('both ends count: a day is 1 day, a leap year 366', () => {
    expect(daysInPeriod('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInPeriod('2028-01-01', '2028-12-31')).toBe(366);
    expect(addDays('2026-11-26', -89)).toBe('2026-08-29');
    expect(daysInPeriod(addDays('2026-11-26', -89), '2026-11-26')).toBe(90);
  });

  test('a period needs two days of the calendar in order', () => {
    expect(periodProblem('', '2026-11-01')).toBe('Please pick a start and an end date.');
    expect(periodProblem('2026-02-30', '2026-03-01')).toBe('Please pick a date between 1900 and 2999.');
    expect(periodProblem('2026-11-02', '2026-11-01')).toBe('The start date must be on or before the end date.');
    expect(periodProblem('2026-11-01', '2026-11-01')).toBeNull();
  });

  test(`an export covers at most ${EXPORT_MAX_DAYS} days`, () => {
    expect(exportRangeProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(exportRangeProblem('2026-01-01', '2027-01-02')).toBe('One export covers at most 366 days; this period has 367. Please export it in parts.');
    expect(exportRangeProblem('2026-11-02', '2026-11-01')).toBe('The start date must be on or before the end date.');
  });
});
