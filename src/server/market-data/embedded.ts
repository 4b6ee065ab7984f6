/**
 * The embedded default: public daily series shipped with the product (series/, provenance in
 * series/README.md), so a fresh install has real daily history for oil and volatility without
 * any key or network. Daily resolution only; the quote is the last close in the file.
 *
 * The files give a date, not a time. A bar's `at` is that session's close, approximated by the
 * benchmark's usual daily assessment in its own time zone (daylight saving included):
 * WTI 14:30 New York (NYMEX settlement), Brent 19:30 London (ICE settlement), VIX 16:15 New York.
 * The EIA spot assessments are taken around those settlements. Days without a price are absent:
 * never filled. A price at or below zero (WTI spot on 2020-04-20) is left out, because a relative
 * move from it means nothing and a stored reading must be positive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstBarAfter } from './bar-search';
import type { Bar, MarketDataProvider, Resolution } from './market-data';

type SeriesFile = { file: string; column: string; zone: string; hour: number; minute: number };

/** The product's instrument symbols this provider prices, and the file behind each. */
const SERIES: Record<string, SeriesFile> = {
  OIL: { file: 'wti-daily.csv', column: 'Price', zone: 'America/New_York', hour: 14, minute: 30 },
  BRENT: { file: 'brent-daily.csv', column: 'Price', zone: 'Europe/London', hour: 19, minute: 30 },
  VIX: { file: 'vix-daily.csv', column: 'CLOSE', zone: 'America/New_York', hour: 16, minute: 15 },
};

const SERIES_DIR = join(import.meta.dir, 'series');
const DAILY: readonly Resolution[] = ['day'];
const NONE: readonly Resolution[] = [];

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function zoneOffsetMs(zone: string, utcMs: number): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(utcMs)) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0);
  return wall - (utcMs - (utcMs % 60_000));
}

/** The instant of a wall-clock time on a date in a zone ("2024-07-01", 14:30, New York → 18:30 UTC). */
export function zonedInstant(date: string, hour: number, minute: number, zone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC is right except within hours of a clock change; a second pass settles it.
  const first = wall - zoneOffsetMs(zone, wall);
  return new Date(wall - zoneOffsetMs(zone, first));
}

function parseSeries(series: SeriesFile): Bar[] {
  const lines = readFileSync(join(SERIES_DIR, series.file), 'utf8').split(/\r?\n/);
  const column = (lines[0] ?? '').split(',').indexOf(series.column);
  if (column < 1) throw new Error(`${series.file}: no ${series.column} column`);
  const bars: Bar[] = [];
  // The zone's offset at the close hour, per month, or null in a month with a clock change (then per day).
  const monthOffsets = new Map<string, number | null>();
  for (let i = 1; i < lines.length; i++) {
    const cells = (lines[i] ?? '').split(',');
    const date = cells[0] ?? '';
    const close = Number(cells[column]);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || cells[column] === '' || !Number.isFinite(close) || close <= 0) continue;
    const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), series.hour, series.minute);
    const month = date.slice(0, 7);
    let offset = monthOffsets.get(month);
    if (offset === undefined) {
      const first = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, 1, series.hour, series.minute);
      const last = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0, series.hour, series.minute);
      const atFirst = first - zonedInstant(`${month}-01`, series.hour, series.minute, series.zone).getTime();
      const atLast = last - zonedInstant(new Date(last).toISOString().slice(0, 10), series.hour, series.minute, series.zone).getTime();
      offset = atFirst === atLast ? atFirst : null;
      monthOffsets.set(month, offset);
    }
    if (offset === null) offset = wall - zonedInstant(date, series.hour, series.minute, series.zone).getTime();
    bars.push({ at: new Date(wall - offset), close });
  }
  return bars;
}

const parsed = new Map<string, readonly Bar[]>();

/** Every daily bar shipped for the instrument, oldest first (read once, on first use); null when none is shipped. */
export function embeddedDailyBars(instrument: string): readonly Bar[] | null {
  const series = SERIES[instrument];
  if (!series) return null;
  let bars = parsed.get(instrument);
  if (!bars) {
    bars = parseSeries(series);
    parsed.set(instrument, bars);
  }
  return bars;
}

export const embeddedMarketData: MarketDataProvider = {
  id: 'embedded',
  description: 'embedded daily series (EIA WTI and Brent spot, Cboe VIX), shipped with the product; no key, no limit',
  resolutionsFor: (instrument) => (SERIES[instrument] ? DAILY : NONE),
  async bars(instrument, resolution, from, to) {
    const bars = resolution === 'day' ? embeddedDailyBars(instrument) : null;
    if (!bars) return [];
    return bars.slice(firstBarAfter(bars, from.getTime()), firstBarAfter(bars, to.getTime()));
  },
  async quote(instrument) {
    const last = embeddedDailyBars(instrument)?.at(-1);
    return last ? { price: last.close, at: last.at } : null;
  },
};
