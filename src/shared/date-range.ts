/**
 * The dates the product accepts anywhere a user types one (a cancellation's end date, the feed's
 * and the archive's from/to): days of the years 1900 to 2999. Postgres knows no year 0 and
 * JavaScript writes years past 9999 in a form Postgres cannot read, so a wider range reached the
 * database as a 500; no date anyone means lies outside this one. Plain functions, no zod: the
 * feed's address check in the first page's JavaScript uses them too.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';
export const DATE_RANGE_MESSAGE = 'Please pick a date between 1900 and 2999.';

const DAY_MS = 86_400_000;
/** A local day of the range is an instant up to a day off in UTC (time zones span UTC−12 to UTC+14). */
const FIRST_INSTANT = Date.parse(`${FIRST_DAY}T00:00:00Z`) - DAY_MS;
const LAST_INSTANT = Date.parse(`${LAST_DAY}T23:59:59.999Z`) + DAY_MS;

/** A day of the calendar written yyyy-mm-dd: 2027-02-30 is none. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  // Date.parse may roll 2027-02-30 over to March; a real day reads back the same.
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A day of the calendar within the range. */
export function isDayInRange(day: string): boolean {
  return isCalendarDay(day) && day >= FIRST_DAY && day <= LAST_DAY;
}

/** An ISO date-time (any offset) that is some day of the range somewhere on Earth. */
export function isInstantInRange(dateTime: string): boolean {
  const time = Date.parse(dateTime);
  return time >= FIRST_INSTANT && time <= LAST_INSTANT;
}
