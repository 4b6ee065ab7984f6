/**
 * The embedded default: public daily series shipped with the product (series/, provenance in
 * series/README.md), so a fresh install has real daily history for oil and volatility without
 * any key or network. Daily resolution only; the quote is the last close.
 *
 * The shipped files end on the day they were copied. Where a source is configured (Cboe's VIX
 * history, EIA's spot prices: series-sources.ts) the provider refreshes a series from it when
 * asked for a period past its last bar: at most once a day after a success, once an hour after
 * a failure, on first use rather than at start, so start-up never waits on it. Fresh rows take
 * the place of the shipped ones from their first date on; when a refresh fails the shipped (or
 * last fresh) rows stay. Nothing is written to disk.
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
import { log } from '../log';
import { firstBarAfter } from './bar-search';
import { parseCsv } from './csv';
import { sessionClose } from './instruments';
import type { Bar, MarketDataProvider, Resolution } from './market-data';

type Session = { timeZone: string; close: string };
type SeriesFile = { file: string; column: string; session: Session };

/** The product's instrument symbols this provider prices, and the file behind each. */
const SERIES = {
  OIL: { file: 'wti-daily.csv', column: 'Price', session: { timeZone: 'America/New_York', close: '14:30' } },
  BRENT: { file: 'brent-daily.csv', column: 'Price', session: { timeZone: 'Europe/London', close: '19:30' } },
  VIX: { file: 'vix-daily.csv', column: 'CLOSE', session: EXCHANGES.XCBO.session },
} as const satisfies Record<string, SeriesFile>;
export type EmbeddedInstrument = keyof typeof SERIES;

/** One day's close of a series, by its date ("2026-08-18"). */
export type DailyRow = { date: string; close: number };
/** Where fresh rows of a shipped series come from; `rows` throws MarketDataError when it fails. */
export type SeriesSource = { readonly name: string; rows(): Promise<DailyRow[]> };

const SERIES_DIR = join(import.meta.dir, 'series');
const DAILY: readonly Resolution[] = ['day'];
const NONE: readonly Resolution[] = [];
const HOUR = 3_600_000;
const REFRESH_AFTER_SUCCESS_MS = 24 * HOUR;
const REFRESH_AFTER_FAILURE_MS = HOUR;

const isSeries = (instrument: string): instrument is EmbeddedInstrument => Object.hasOwn(SERIES, instrument);

/** Rows as bars at the session's close, oldest first; unreadable dates and prices at or below zero left out. */
function barsOf(rows: readonly DailyRow[], session: Session): Bar[] {
  const [hour = 0, minute = 0] = session.close.split(':').map(Number);
  const wallClock = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hour, minute);
  const offsetOn = (date: string) => wallClock(date) - sessionClose(session, date).getTime();
  const bars: Bar[] = [];
  // The zone's offset at the close, per month; a month with a clock change (different first and last) is read per day.
  const monthOffsets = new Map<string, number | null>();
  for (const { date, close } of rows) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(close) || close <= 0) continue;
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
  return bars.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function readShipped(series: SeriesFile): Bar[] {
  const table = parseCsv(readFileSync(join(SERIES_DIR, series.file), 'utf8'));
  const column = table?.header.indexOf(series.column) ?? -1;
  if (!table || column < 1) throw new Error(`${series.file}: no ${series.column} column`);
  const rows = table.rows.flatMap((row) => (row[column] ? [{ date: row[0] ?? '', close: Number(row[column]) }] : []));
  return barsOf(rows, series.session);
}

const shipped = new Map<EmbeddedInstrument, readonly Bar[]>();

/** Every daily bar shipped for the instrument, oldest first (read once, on first use); null when none is shipped. */
export function embeddedDailyBars(instrument: string): readonly Bar[] | null {
  if (!isSeries(instrument)) return null;
  let bars = shipped.get(instrument);
  if (!bars) {
    bars = readShipped(SERIES[instrument]);
    shipped.set(instrument, bars);
  }
  return bars;
}

type Options = {
  /** Where to refresh each series from; a series without a source keeps its shipped rows. */
  sources?: Partial<Record<EmbeddedInstrument, SeriesSource>>;
  now?: () => number;
};

export function createEmbeddedMarketData({ sources = {}, now = Date.now }: Options = {}): MarketDataProvider {
  type Refresh = { fresh: readonly Bar[] | null; nextAttempt: number; running: Promise<void> | null };
  const refreshes = new Map<EmbeddedInstrument, Refresh>();

  async function run(instrument: EmbeddedInstrument, source: SeriesSource, state: Refresh) {
    try {
      const fresh = barsOf(await source.rows(), SERIES[instrument].session);
      const first = fresh[0];
      if (!first) throw new Error('no rows');
      const before = (state.fresh ?? embeddedDailyBars(instrument) ?? []).filter((bar) => bar.at < first.at);
      state.fresh = [...before, ...fresh];
      state.nextAttempt = now() + REFRESH_AFTER_SUCCESS_MS;
      log.info('shipped market series refreshed', { instrument, source: source.name, lastDate: fresh.at(-1)?.at.toISOString() });
    } catch (error) {
      state.nextAttempt = now() + REFRESH_AFTER_FAILURE_MS;
      log.warn('shipped market series not refreshed: its rows stay as they were', {
        instrument,
        source: source.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    } finally {
      state.running = null;
    }
  }

  /** Refreshes the series when it has a source and is due; one refresh at a time, shared by every caller. */
  async function refreshed(instrument: EmbeddedInstrument): Promise<void> {
    const source = sources[instrument];
    if (!source) return;
    let state = refreshes.get(instrument);
    if (!state) {
      state = { fresh: null, nextAttempt: 0, running: null };
      refreshes.set(instrument, state);
    }
    if (!state.running && now() >= state.nextAttempt) state.running = run(instrument, source, state);
    await state.running;
  }

  const barsFor = (instrument: EmbeddedInstrument) => refreshes.get(instrument)?.fresh ?? embeddedDailyBars(instrument) ?? [];

  const sourceNames = [...new Set(Object.values(sources).map((source) => source.name))];
  return {
    id: 'embedded',
    description: `embedded daily series (EIA WTI and Brent spot, Cboe VIX), shipped with the product${sourceNames.length ? ` and refreshed at most daily from ${sourceNames.join(', ')}` : ''}; no key, no limit`,
    resolutionsFor: (instrument) => (isSeries(instrument) ? DAILY : NONE),
    async bars(instrument, resolution, from, to) {
      if (resolution !== 'day' || !isSeries(instrument)) return [];
      // Only a period past the last bar can gain from a refresh: history is answered at once.
      if (to.getTime() > (barsFor(instrument).at(-1)?.at.getTime() ?? 0)) await refreshed(instrument);
      const bars = barsFor(instrument);
      return bars.slice(firstBarAfter(bars, from.getTime()), firstBarAfter(bars, to.getTime()));
    },
    async quote(instrument) {
      if (!isSeries(instrument)) return null;
      await refreshed(instrument);
      const last = barsFor(instrument).at(-1);
      return last ? { price: last.close, at: last.at } : null;
    },
    /** A series nothing refreshes ends with its file's last row; one with a source is still extended. */
    seriesEnd(instrument) {
      if (!isSeries(instrument) || sources[instrument]) return null;
      return barsFor(instrument).at(-1)?.at ?? null;
    },
  };
}

/** The shipped series as they are, refreshed from nowhere. */
export const embeddedMarketData = createEmbeddedMarketData();
