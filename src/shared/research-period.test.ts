import { describe, expect, test } from 'bun:test';
import { addDays, daysInPeriod, periodProblem } from './research-period';

describe('research periods', () => {
  test('both ends count: a day is 1 day, a leap year 366', () => {
    expect(daysInPeriod('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInPeriod('2028-01-01', '2028-12-31')).toBe(366);
    expect(addDays('2026-11-26', -89)).toBe('2026-08-29');
    expect(daysInPeriod(addDays('2026-11-26', -89), '2026-11-26')).toBe(90);
  });

  test('a period needs two calendar days in order, and no more days than its view reads', () => {
    expect(periodProblem('', '2026-11-01', 366)).toBe('Please pick a start and an end date.');
    expect(periodProblem('2026-02-30', '2026-03-01', 366)).toBe('Please write dates as YYYY-MM-DD, e.g. 2026-03-31.');
    expect(periodProblem('1850-01-01', '2026-03-01', 366)).toBe('Please pick a date between 1900 and 2999.');
    expect(periodProblem('2026-11-02', '2026-11-01', 366)).toBe('The start date must not be after the end date.');
    expect(periodProblem('2028-01-01', '2028-12-31', 366)).toBeNull();
    expect(periodProblem('2026-01-01', '2027-01-02', 366)).toBe('A period can span at most 366 days; please pick a shorter one.');
  });
});
