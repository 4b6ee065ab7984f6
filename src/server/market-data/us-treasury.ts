/**
 * The US Treasury's Daily Treasury Par Yield Curve Rates, no key
 * (https://home.treasury.gov/resource-center/data-chart-center/interest-rates): one CSV per
 * calendar year, GET /resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/
 * {year}/all?type=daily_treasury_yield_curve&field_tdr_date_value={year}&page&_format=csv, with
 * a header of maturities (`Date,"1 Mo",…,"10 Yr",…,"30 Yr"`; columns have been added over the
 * years, so they are found by name) and one row per business day, newest first, dates as
 * MM/DD/YYYY, yields in percent. The yields are read from indicative bid prices the New York Fed
 * collects at about 15:30 New York; a bar's `at` is that time. Days the bond market is closed
 * have no row. A US government work, in the public domain; the Treasury publishes no request limit.
 *
 * The product states a bond market's move as a price (a rally is an up move, as the bond funds
 * the other providers price it by), so a yield is served as the price per 100 of a notional
 * ten-year zero-coupon note at that yield, with the Treasury's semi-annual compounding:
 * 100 / (1 + y/200)^20. A fall in yield is then a rise in price, and a move is the relative
 * price change such a note would have had (about 9.8 % per percentage point at a 4 % yield).
 * Daily resolution only.
 */
import { isoOfUsDate, parseCsv } from './csv';
import { type Fetch, getText } from './http';
import { instrumentOf, sessionClose } from './instruments';
import { type Bar, MarketDataError, type MarketDataProvider, type Quote } from './market-data';

const DAY = 86_400_000;
const FIXING = { timeZone: 'America/New_York', close: '15:30' } as const;
/** The notional note's maturity in years, and the compounding periods per year of a par yield. */
const MATURITY_YEARS = 10;
const PERIODS_PER_YEAR = 2;

/** The price per 100 of the notional ten-year zero-coupon note at a yield in percent. */
export function notePrice(yieldPercent: number): number {
  const price = 100 / (1 + yieldPercent / 100 / PERIODS_PER_YEAR) ** (MATURITY_YEARS * PERIODS_PER_YEAR);
  return Math.round(price * 10_000) / 10_000;
}

type Options = {
  /** https://home.treasury.gov, or a local fake in tests. */
  baseUrl: string;
  fetch?: Fetch;
  now?: () => Date;
  timeoutMs?: number;
};

export function createUsTreasury({ baseUrl, fetch = globalThis.fetch, now = () => new Date(), timeoutMs = 15_000 }: Options): MarketDataProvider {
  const base = baseUrl.replace(/\/+$/, '');

  function columnFor(instrument: string): string {
    const column = instrumentOf(instrument).usTreasury;
    if (!column) throw new Error(`the Treasury's curve has no column for ${instrument}: ask resolutionsFor first`);
    return column;
  }

  async function yearBars(year: number, column: string, signal?: AbortSignal): Promise<Bar[]> {
    const query = `type=daily_treasury_yield_curve&field_tdr_date_value=${year}&page&_format=csv`;
    const url = `${base}/resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/${year}/all?${query}`;
    const what = `US Treasury par yield curve ${year}`;
    const answer = await getText(fetch, url, what, timeoutMs, signal);
    if (answer.status !== 200) throw new MarketDataError(`${what}: HTTP ${answer.status}`);
    // A year without a business day yet is answered with nothing, or the header alone.
    if (answer.text.trim() === '') return [];
    const table = parseCsv(answer.text);
    const date = table?.header.indexOf('Date') ?? -1;
    const yields = table?.header.indexOf(column) ?? -1;
    if (!table || date < 0 || yields < 0) throw new MarketDataError(`${what}: unexpected answer, not the Treasury's CSV with a "${column}" column`);
    return table.rows.flatMap((row) => {
      const iso = isoOfUsDate(row[date] ?? '');
      const value = Number(row[yields]);
      // An empty cell (a maturity not yet issued that day) or "N/A" is no yield.
      if (!iso || row[yields] === '' || !Number.isFinite(value)) return [];
      return [{ at: sessionClose(FIXING, iso), close: notePrice(value) }];
    });
  }

  async function dailyBars(instrument: string, from: Date, to: Date, signal?: AbortSignal): Promise<Bar[]> {
    const column = columnFor(instrument);
    const bars: Bar[] = [];
    // One file per year the period touches (a day either side covers any zone).
    const first = new Date(from.getTime() - DAY).getUTCFullYear();
    const last = Math.min(new Date(to.getTime() + DAY).getUTCFullYear(), now().getUTCFullYear());
    for (let year = first; year <= last; year++) bars.push(...(await yearBars(year, column, signal)));
    return bars.filter((bar) => bar.at > from && bar.at <= to).sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  return {
    id: 'us-treasury',
    description: `US Treasury par yield curve at ${new URL(base).host} (daily 10-year yield as a note price, no key)`,
    resolutionsFor: (instrument) => (instrumentOf(instrument).usTreasury ? (['day'] as const) : []),
    async bars(instrument, resolution, from, to, signal) {
      if (resolution !== 'day') throw new Error('the Treasury gives daily yields only: ask resolutionsFor first');
      return dailyBars(instrument, from, to, signal);
    },
    async quote(instrument, signal): Promise<Quote | null> {
      const end = now();
      const last = (await dailyBars(instrument, new Date(end.getTime() - 10 * DAY), end, signal)).at(-1);
      return last ? { price: last.close, at: last.at } : null;
    },
  };
}
