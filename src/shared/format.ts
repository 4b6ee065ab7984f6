/**
 * docs/product.md §9 date formats: one written form of a date per language, so every English text
 * (the feed, settings, pricing, mails) writes 11/21/2026 and German text writes 21.11.2026; the one
 * exception §2 names is the settings page's account creation date, written in German format.
 * Feed dates may be read in a time zone the user chose (an IANA name); without one they are in the
 * reader's own zone.
 */

type DateParts = { year: string; month: string; day: string; hour: string; minute: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and 24-hour clock of an instant in a time zone (undefined: the local one). */
function partsIn(date: Date, timeZone: string | undefined): DateParts {
  // The local zone is read each time: the computer's zone may change while a page is open.
  const key = timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: key,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

/** The languages a date is written in: English for the product's pages, German for its German legal ones. */
export type DateLocale = 'en' | 'de';

/**
 * One written form of a calendar date per language, whichever page shows it: English
 * "11/21/2026" (month first, as the spec's US format), German "21.11.2026". `monthDay` is the
 * form without the year, for a date the reader knows to be recent.
 */
const writtenDates: Record<DateLocale, { date: (p: DateParts) => string; monthDay: (p: DateParts) => string }> = {
  en: { date: (p) => `${p.month}/${p.day}/${p.year}`, monthDay: (p) => `${p.month}/${p.day}` },
  de: { date: (p) => `${p.day}.${p.month}.${p.year}`, monthDay: (p) => `${p.day}.${p.month}.` },
};

/** A calendar date, e.g. "11/21/2026" (en) or "21.11.2026" (de), in a time zone (undefined: the reader's). */
export function formatDate(date: Date | string, locale: DateLocale = 'en', timeZone?: string): string {
  return writtenDates[locale].date(partsIn(new Date(date), timeZone));
}

/** A date with the 24-hour clock, e.g. "11/21/2026 09:42" (en) or "21.11.2026 09:42" (de). */
export function formatDateTime(date: Date | string, locale: DateLocale = 'en', timeZone?: string): string {
  const p = partsIn(new Date(date), timeZone);
  return `${writtenDates[locale].date(p)} ${p.hour}:${p.minute}`;
}

/** A calendar day held as yyyy-mm-dd (a date filter's), written as a date; it names a day, not an instant, so no zone applies. */
export function formatDay(day: string, locale: DateLocale = 'en'): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return writtenDates[locale].date({ year, month, day: date, hour: '', minute: '' });
}

/** Feed dates: the English date with 24-hour time, e.g. "11/21/2026 09:42". */
export function formatFeedDate(date: Date | string, timeZone?: string): string {
  return formatDateTime(date, 'en', timeZone);
}

/** The 24-hour clock alone, e.g. "09:42". */
export function formatClock(date: Date | string, timeZone?: string): string {
  const p = partsIn(new Date(date), timeZone);
  return `${p.hour}:${p.minute}`;
}

/** A one-line list's date: the time alone on the reader's today, else "mm/dd HH:mm". */
export function formatShortFeedDate(date: Date | string, now: Date, timeZone?: string): string {
  const p = partsIn(new Date(date), timeZone);
  const today = partsIn(now, timeZone);
  const sameDay = p.year === today.year && p.month === today.month && p.day === today.day;
  return sameDay ? `${p.hour}:${p.minute}` : `${writtenDates.en.monthDay(p)} ${p.hour}:${p.minute}`;
}

/** The zone's short name at that instant, e.g. "EST", "GMT+9", "UTC". */
export function zoneAbbreviation(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The calendar day of an instant in a time zone, as yyyy-mm-dd. */
export function dayIn(date: Date | string, timeZone?: string): string {
  const p = partsIn(new Date(date), timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string | undefined): number {
  const p = partsIn(new Date(instant), timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The first instant of a day (yyyy-mm-dd) in a time zone. The offset is read twice: once near
 * the day's start and once at the guess, so a day that starts just after a clock change is right.
 */
export function startOfDayIn(day: string, timeZone?: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The last millisecond of a day (yyyy-mm-dd) in a time zone. */
export function endOfDayIn(day: string, timeZone?: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(startOfDayIn(next.toISOString().slice(0, 10), timeZone).getTime() - 1);
}

/** "just now", "5 min ago", "3 h ago", "2 d ago". */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(date).getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

/** The zone contract times are stated in: the operator's seat, whose law the contract follows. */
const CONTRACT_TIME_ZONE = 'Europe/Berlin';
const contractTimeParts: Intl.DateTimeFormatOptions = {
  timeZone: CONTRACT_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};
const contractFormatters = {
  de: new Intl.DateTimeFormat('de-DE', contractTimeParts),
  en: new Intl.DateTimeFormat('en-GB', contractTimeParts),
};

/**
 * A contract event's time with its zone named, the same on the page and in the mail:
 * "26. November 2026, 23:41 MEZ" / "26 November 2026, 23:41 CET". Put together from parts, so
 * the server's and the browser's Intl word it alike whatever their connecting words.
 */
export function formatContractTime(date: Date | string, language: 'de' | 'en'): string {
  const parts: Record<string, string> = {};
  for (const part of contractFormatters[language].formatToParts(new Date(date))) parts[part.type] = part.value;
  const day = language === 'de' ? `${parts.day}. ${parts.month} ${parts.year}` : `${parts.day} ${parts.month} ${parts.year}`;
  return `${day}, ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}
