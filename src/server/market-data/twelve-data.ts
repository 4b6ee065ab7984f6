/**
 * Twelve Data (https://twelvedata.com/docs): 1-minute and daily bars from GET /time_series and the
 * latest price from GET /quote, authenticated by the `apikey` parameter. Each call costs one API
 * credit; the free plan allows 8 credits a minute and 800 a day (rate-limit.ts keeps to them).
 *
 * Answers are JSON with prices as strings. Bars are labelled by their opening time, so a 1-minute
 * bar "14:05:00" ends at 14:06; a daily bar carries only its date, and ends at the close of the
 * instrument's session (instruments.ts). A failure is `{ code, message, status: "error" }`, with
 * HTTP 200 or the code as the HTTP status: 400 bad parameters (or no data in the period), 401 bad
 * key, 403 not in the plan, 404 unknown symbol, 429 credits spent for the minute or the day.
 */
import { z } from 'zod';
import { type Fetch, getText, nextMinute, nextUtcMidnight } from './http';
import { instrumentOf, sessionClose, type TwelveDataSymbol } from './instruments';
import { type Bar, MarketDataError, type MarketDataProvider, type Quote, type Resolution } from './market-data';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The most points one /time_series answer holds. */
const MAX_OUTPUT = 5000;

const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);
const errorAnswer = z.object({ status: z.literal('error'), code: z.number(), message: z.string() });
const seriesAnswer = z.object({
  status: z.literal('ok'),
  values: z.array(z.object({ datetime: z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/), close: decimal })),
});
const quoteAnswer = z.object({ close: decimal, timestamp: z.number().int().positive() });

/** "2024-03-08 14:05:00" in UTC, as /time_series takes and gives it with timezone=UTC. */
const utcLabel = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

type Options = {
  apiKey: string;
  /** https://api.twelvedata.com, or the local fake in tests. */
  baseUrl: string;
  fetch?: Fetch;
  now?: () => Date;
  timeoutMs?: number;
};

export function createTwelveData({ apiKey, baseUrl, fetch = globalThis.fetch, now = () => new Date(), timeoutMs = 10_000 }: Options): MarketDataProvider {
  const base = baseUrl.replace(/\/+$/, '');

  /** The parsed JSON answer, or null for "no data in that period"; throws MarketDataError on any failure. */
  async function get(path: string, symbol: TwelveDataSymbol, params: Record<string, string>, signal?: AbortSignal): Promise<unknown | null> {
    const query = new URLSearchParams({ symbol: symbol.symbol, ...(symbol.micCode ? { mic_code: symbol.micCode } : {}), ...params, apikey: apiKey });
    const what = `Twelve Data ${path} ${symbol.symbol}${symbol.micCode ? `:${symbol.micCode}` : ''}`;
    const answer = await getText(fetch, `${base}${path}?${query}`, what, timeoutMs, signal);
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw new MarketDataError(`${what}: HTTP ${answer.status}, not JSON`, answer.status === 429 ? nextMinute(now()) : null);
    }
    const failure = errorAnswer.safeParse(body);
    if (failure.success) {
      const { code, message } = failure.data;
      if (code === 400 && /no data is available/i.test(message)) return null;
      if (code === 429)
        throw new MarketDataError(`${what}: credits spent (429): ${message}`, /\bday\b/i.test(message) ? nextUtcMidnight(now()) : nextMinute(now()));
      throw new MarketDataError(`${what}: ${code} ${message}`);
    }
    if (answer.status === 429) throw new MarketDataError(`${what}: HTTP 429`, nextMinute(now()));
    if (answer.status !== 200) throw new MarketDataError(`${what}: HTTP ${answer.status}`);
    return body;
  }

  async function series(symbol: TwelveDataSymbol, interval: '1min' | '1day', start: string, end: string, signal?: AbortSignal) {
    const body = await get(
      '/time_series',
      symbol,
      { interval, start_date: start, end_date: end, timezone: 'UTC', order: 'ASC', outputsize: String(MAX_OUTPUT) },
      signal,
    );
    if (body === null) return [];
    const parsed = seriesAnswer.safeParse(body);
    if (!parsed.success) throw new MarketDataError(`Twelve Data /time_series ${symbol.symbol}: unexpected answer (${parsed.error.issues[0]?.message})`);
    return parsed.data.values;
  }

  async function minuteBars(symbol: TwelveDataSymbol, from: Date, to: Date, signal?: AbortSignal): Promise<Bar[]> {
    const bars: Bar[] = [];
    // A bar ending in (from, to] opened in [from - 1 min, to - 1 min): ask for whole minutes, in windows one answer can hold.
    const first = Math.floor((from.getTime() - MINUTE) / MINUTE) * MINUTE;
    const last = Math.floor(to.getTime() / MINUTE) * MINUTE;
    for (let start = first; start <= last; start += MAX_OUTPUT * MINUTE) {
      const end = Math.min(last, start + (MAX_OUTPUT - 1) * MINUTE);
      for (const value of await series(symbol, '1min', utcLabel(start), utcLabel(end), signal)) {
        bars.push({ at: new Date(Date.parse(`${value.datetime.replace(' ', 'T')}Z`) + MINUTE), close: value.close });
      }
    }
    return bars;
  }

  async function dayBars(symbol: TwelveDataSymbol, from: Date, to: Date, signal?: AbortSignal): Promise<Bar[]> {
    // A session closing in (from, to] has a date within a day of either end, whatever the zone.
    const values = await series(symbol, '1day', utcLabel(from.getTime() - DAY).slice(0, 10), utcLabel(to.getTime() + DAY).slice(0, 10), signal);
    return values.map((value) => ({ at: sessionClose(symbol.session, value.datetime.slice(0, 10)), close: value.close }));
  }

  function symbolFor(instrument: string): TwelveDataSymbol {
    const symbol = instrumentOf(instrument).twelveData;
    if (!symbol) throw new Error(`Twelve Data has no symbol for ${instrument}: ask resolutionsFor first`);
    return symbol;
  }

  return {
    id: 'twelve-data',
    description: `Twelve Data at ${new URL(base).host} (1-minute and daily bars)`,
    resolutionsFor: (instrument) => (instrumentOf(instrument).twelveData ? (['minute', 'day'] as const) : []),
    async bars(instrument: string, resolution: Resolution, from: Date, to: Date, signal?: AbortSignal) {
      const symbol = symbolFor(instrument);
      const bars = resolution === 'minute' ? await minuteBars(symbol, from, to, signal) : await dayBars(symbol, from, to, signal);
      return bars.filter((bar) => bar.at > from && bar.at <= to && Number.isFinite(bar.close)).sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    async quote(instrument: string, signal?: AbortSignal): Promise<Quote | null> {
      const symbol = symbolFor(instrument);
      const body = await get('/quote', symbol, { interval: '1min', timezone: 'UTC' }, signal);
      if (body === null) return null;
      const parsed = quoteAnswer.safeParse(body);
      if (!parsed.success) throw new MarketDataError(`Twelve Data /quote ${symbol.symbol}: unexpected answer (${parsed.error.issues[0]?.message})`);
      // `timestamp` is the opening of the latest 1-minute bar; its close is the price at that bar's end, or now if it is still open.
      const at = Math.min(parsed.data.timestamp * 1000 + MINUTE, now().getTime());
      return { price: parsed.data.close, at: new Date(at) };
    },
  };
}
