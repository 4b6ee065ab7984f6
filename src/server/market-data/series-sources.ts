/**
 * Where fresh rows of the shipped daily series come from (embedded.ts refreshes from them):
 *
 * - Cboe's VIX history, no key: GET /api/global/us_indices/daily_prices/VIX_History.csv on
 *   cdn.cboe.com, the whole history since 1990 as `DATE,OPEN,HIGH,LOW,CLOSE` with MM/DD/YYYY
 *   dates, updated after each session. VIX is Cboe's trademark: the source is named.
 * - EIA's daily spot prices of WTI Cushing (series RWTC) and Europe Brent (RBRTE), through its
 *   API v2, GET /v2/petroleum/pri/spt/data/?frequency=daily&data[0]=value&facets[series][]=RWTC
 *   &start=YYYY-MM-DD&sort[0][column]=period&sort[0][direction]=asc&offset=&length=&api_key=,
 *   answered as `{ response: { total, data: [{ period, value, … }] } }`, at most 5,000 rows an
 *   answer. The API needs a free key (EIA_API_KEY): EIA's keyless downloads of these series are
 *   Excel workbooks only. EIA updates spot prices weekly. Public domain; "Source: U.S. Energy
 *   Information Administration".
 * - The same EIA series as FRED (Federal Reserve Bank of St. Louis) republishes them, no key:
 *   GET /graph/fredgraph.csv?id=DCOILWTICO (WTI) or DCOILBRENTEU (Brent)&cosd=YYYY-MM-DD (first
 *   date), a CSV headed `observation_date,DCOILWTICO` (`DATE,DCOILWTICO` before late 2024) with
 *   ISO dates and "." (or nothing) on days without a price. Under FRED's terms of use; the data
 *   stay EIA's public-domain series: "Source: U.S. Energy Information Administration via FRED".
 */
import { z } from 'zod';
import { isoOfUsDate, parseCsv } from './csv';
import type { DailyRow, SeriesSource } from './embedded';
import { type Fetch, getText } from './http';
import { MarketDataError } from './market-data';

type SourceOptions = { baseUrl: string; fetch?: Fetch; timeoutMs?: number };

export function cboeVixSource({ baseUrl, fetch = globalThis.fetch, timeoutMs = 30_000 }: SourceOptions): SeriesSource {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/global/us_indices/daily_prices/VIX_History.csv`;
  const what = 'Cboe VIX history';
  return {
    name: `Cboe VIX history at ${new URL(url).host}`,
    async rows() {
      const answer = await getText(fetch, url, what, timeoutMs);
      if (answer.status !== 200) throw new MarketDataError(`${what}: HTTP ${answer.status}`);
      const table = parseCsv(answer.text);
      const [date, close] = [table?.header.indexOf('DATE') ?? -1, table?.header.indexOf('CLOSE') ?? -1];
      if (!table || date < 0 || close < 0) throw new MarketDataError(`${what}: unexpected answer, not Cboe's CSV`);
      return table.rows.flatMap((row) => {
        const iso = isoOfUsDate(row[date] ?? '');
        return iso && row[close] ? [{ date: iso, close: Number(row[close]) }] : [];
      });
    },
  };
}

/** The most rows one EIA answer holds. */
const EIA_PAGE = 5000;
/**
 * The most pages one refresh reads: it starts a month before the last shipped row, one page; a
 * few years of rows are a handful. An answer that keeps promising more rows is cut off here.
 */
const EIA_MAX_PAGES = 20;
const eiaAnswer = z.object({
  response: z.object({
    total: z.coerce.number().int().nonnegative(),
    data: z.array(z.object({ period: z.string(), value: z.union([z.number(), z.string(), z.null()]) })),
  }),
});

/** Spot prices of one EIA series from `start` (a date) on. */
export function eiaSpotSource({
  baseUrl,
  apiKey,
  series,
  start,
  fetch = globalThis.fetch,
  timeoutMs = 30_000,
}: SourceOptions & { apiKey: string; series: 'RWTC' | 'RBRTE'; start: () => string }): SeriesSource {
  const base = baseUrl.replace(/\/+$/, '');
  const what = `EIA spot prices ${series}`;
  return {
    name: `EIA API at ${new URL(base).host} (${series})`,
    async rows() {
      const rows: DailyRow[] = [];
      for (let offset = 0; offset < EIA_MAX_PAGES * EIA_PAGE; offset += EIA_PAGE) {
        const query = new URLSearchParams({
          frequency: 'daily',
          'data[0]': 'value',
          'facets[series][]': series,
          start: start(),
          'sort[0][column]': 'period',
          'sort[0][direction]': 'asc',
          offset: String(offset),
          length: String(EIA_PAGE),
          api_key: apiKey,
        });
        const answer = await getText(fetch, `${base}/v2/petroleum/pri/spt/data/?${query}`, what, timeoutMs);
        if (answer.status !== 200) throw new MarketDataError(`${what}: HTTP ${answer.status}${answer.status === 403 ? ' (check EIA_API_KEY)' : ''}`);
        let body: unknown;
        try {
          body = JSON.parse(answer.text);
        } catch {
          throw new MarketDataError(`${what}: not JSON`);
        }
        const parsed = eiaAnswer.safeParse(body);
        if (!parsed.success) throw new MarketDataError(`${what}: unexpected answer (${parsed.error.issues[0]?.message})`);
        const { data, total } = parsed.data.response;
        for (const { period, value } of data) {
          if (/^\d{4}-\d{2}-\d{2}$/.test(period) && value !== null && value !== '') rows.push({ date: period, close: Number(value) });
        }
        if (data.length === 0 || offset + EIA_PAGE >= total) return rows;
      }
      throw new MarketDataError(`${what}: more than ${EIA_MAX_PAGES} pages of rows promised; not read further`);
    },
  };
}

/** FRED's date column: named `observation_date` since late 2024, `DATE` before. */
const FRED_DATE_COLUMNS = ['observation_date', 'DATE'];

/** EIA's spot prices of one series as FRED republishes them, from `start` (a date) on. */
export function fredSpotSource({
  baseUrl,
  series,
  start,
  fetch = globalThis.fetch,
  timeoutMs = 30_000,
}: SourceOptions & { series: 'DCOILWTICO' | 'DCOILBRENTEU'; start: () => string }): SeriesSource {
  const base = baseUrl.replace(/\/+$/, '');
  const what = `FRED series ${series}`;
  return {
    name: `FRED at ${new URL(base).host} (${series})`,
    async rows() {
      const query = new URLSearchParams({ id: series, cosd: start() });
      const answer = await getText(fetch, `${base}/graph/fredgraph.csv?${query}`, what, timeoutMs);
      if (answer.status !== 200) throw new MarketDataError(`${what}: HTTP ${answer.status}`);
      const table = parseCsv(answer.text);
      const date = table?.header.findIndex((name) => FRED_DATE_COLUMNS.includes(name)) ?? -1;
      const value = table?.header.indexOf(series) ?? -1;
      if (!table || date < 0 || value < 0) throw new MarketDataError(`${what}: unexpected answer, not FRED's CSV of ${series}`);
      // A day without a price is "." (or empty): left out, never filled.
      return table.rows.flatMap((row) => {
        const day = row[date] ?? '';
        const price = row[value] ?? '';
        return /^\d{4}-\d{2}-\d{2}$/.test(day) && price !== '' && price !== '.' ? [{ date: day, close: Number(price) }] : [];
      });
    },
  };
}
