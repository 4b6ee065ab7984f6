/**
 * The embedded default: public daily series shipped with the product (series/, provenance in
 * series/README.md), so a fresh install has real daily history for oil and volatility without
 * any key or network. Daily resolution only; the quote is the last close in the file.
 *
 * The files give a date, not a time. A bar's `at` is that session's close, approximated by the
 * benchmark's usual daily assessment in its own time zone (daylight saving included):
 * WTI 14:30 New York (NYMEX settlement), Brent 19:30 London (ICE settlement), VIX at Cboe's close
 * (src/shared/exchanges.ts: 16:15 New York).
 * The EIA spot assessments are taken around those settlements. Days without a price are absent:
 * never filled. A price at or below zero (WTI spot on 2020-04-20) is left out, because a relative
 * move from it means nothing and a stored reading must be positive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXCHANGES } from '../../shared/exchanges';
import { firstBarAfter } from './bar-search';
import { sessionClose } from './instruments';
import type { Bar, MarketDataProvider, Resolution } from './market-data';

type SeriesFile = { file: string; column: string; session: { timeZone: string; close: string } };

/** The product's instrument symbols this provider prices, and the file behind each. */
const SERIES: Record<string, SeriesFile> = {
  OIL: { file: 'wti-daily.csv', column: 'Price', session: { timeZone: 'America/New_York', close: '14:30' } },
  BRENT: { file: 'brent-daily.csv', column: 'Price', session: { timeZone: 'Europe/London', close: '19:30' } },
  VIX: { file: 'vix-daily.csv', column: 'CLOSE', session: EXCHANGES.XCBO.session },
};

const SERIES_DIR = join(import.meta.dir, 'series');
const DAILY: readonly Resolution[] = ['day'];
const NONE: readonly Resolution[] = [];

function parseSeries(series: SeriesFile): Bar[] {
  const lines = readFileSync(join(SERIES_DIR, series.file), 'utf8').split(/\r?\n/);
  const column = (lines[0] ?? '').split(',').indexOf(series.column);
  if (column < 1) throw new Error(`${series.file}: no ${series.column} column`);
  const [hour = 0, minute = 0] = series.session.close.split(':').map(Number);
  const wallClock = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hour, minute);
  const offsetOn = (date: string) => wallClock(date) - sessionClose(series.session, date).getTime();
  const bars: Bar[] = [];
  // The zone's offset at the close, per month; a month with a clock change (different first and last) is read per day.
  const monthOffsets = new Map<string, number | null>();
  for (let i = 1; i < lines.length; i++) {
    const cells = (lines[i] ?? '').split(',');
    const date = cells[0] ?? '';
    const close = Number(cells[column]);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || cells[column] === '' || !Number.isFinite(close) || close <= 0) continue;
    const month = date.slice(0, 7);
    let offset = monthOffsets.get(month);
    if (offset === undefined) {
      const lastDay = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
      const atFirst = offsetOn(`${month}-01`);
      offset = atFirst === offsetOn(lastDay) ? atFirst : null;
      monthOffsets.set(month, offset);
    }
    bars.push({ at: new Date(wallClock(date) - (offset ?? offsetOn(date))), close });
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
