/**
 * The periods the research pages ask for: the calibration board's and the point-in-time
 * export's, as yyyy-mm-dd days, both ends included. The export's longest period is
 * EXPORT_MAX_DAYS; the form checks it before asking, and the server refuses a longer one.
 */
import { DATE_RANGE_MESSAGE, isDayInRange } from './date-range';

/** The longest period one export covers, in days, both ends included. */
export const EXPORT_MAX_DAYS = 366;

export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const DAY_MS = 86_400_000;

/** The day `days` days after (or, negative, before) a yyyy-mm-dd day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a period covers, both ends included: 2026-11-01 to 2026-11-01 is 1. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a period, in the words a form shows; null when it is a period. */
export function periodProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Please pick a start and an end date.';
  if (!isDayInRange(from) || !isDayInRange(to)) return DATE_RANGE_MESSAGE;
  if (from > to) return 'The start date must be on or before the end date.';
  return null;
}

/** A period's problem as an export: a period, and at most EXPORT_MAX_DAYS long. */
export function exportRangeProblem(from: string, to: string): string | null {
  const problem = periodProblem(from, to);
  if (problem) return problem;
  const days = daysInPeriod(from, to);
  if (days > EXPORT_MAX_DAYS) return `One export covers at most ${EXPORT_MAX_DAYS} days; this period has ${days}. Please export it in parts.`;
  return null;
}
