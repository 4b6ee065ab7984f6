/**
 * The periods the research views read (the calibration board, the story export): whole UTC
 * days written yyyy-mm-dd, both ends included. One check of a period for the server and for
 * the forms that send one.
 */
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isCalendarDay, isDayInRange } from './date-range';

const DAY_MS = 86_400_000;

const DAY_FORMAT_MESSAGE = 'Please write dates as YYYY-MM-DD, e.g. 2026-03-31.';

/** A calendar day, yyyy-mm-dd, between 1900 and 2999. */
export const researchDay = z.string({ error: DAY_FORMAT_MESSAGE }).superRefine((day, context) => {
  if (!isCalendarDay(day)) context.addIssue({ code: 'custom', message: DAY_FORMAT_MESSAGE });
  else if (!isDayInRange(day)) context.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
});

/** The UTC day `days` after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a period, in words (the server's refusal and the form's message), or null when it may be read. */
export function periodProblem(from: string, to: string, maxDays: number): string | null {
  if (!from || !to) return 'Please pick a start and an end date.';
  if (!isCalendarDay(from) || !isCalendarDay(to)) return DAY_FORMAT_MESSAGE;
  if (!isDayInRange(from) || !isDayInRange(to)) return DATE_RANGE_MESSAGE;
  if (from > to) return 'The start date must not be after the end date.';
  if (daysInPeriod(from, to) > maxDays) return `A period can span at most ${maxDays.toLocaleString('en-US')} days; please pick a shorter one.`;
  return null;
}
