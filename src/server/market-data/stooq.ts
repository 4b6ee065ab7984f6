/**
 * Stooq's daily history as CSV: GET /q/d/l/?s=<symbol>&i=d&d1=YYYYMMDD&d2=YYYYMMDD, answered with
 * "Date,Open,High,Low,Close,Volume" rows (Volume missing for indices, forex and some futures),
 * oldest first, or the two words "No data". Symbols are Stooq's own: "aapl.us", "^spx",
 * "eurusd", "cl.f" (instruments.ts). Daily resolution only; Stooq publishes no limits but cuts
 * off a client that exceeds a daily number of hits, with a plain-text message.
 *
 * Since 2026 Stooq answers clients without an API key with a web page (HTTP 200) instead of the
 * CSV; the key, when configured, goes in the `apikey` parameter. Anything that is not the
 * expected CSV is a failure, never a price.
 */
import { type Fetch, getText, nextUtcMidnight } from './http';
import { instrumentOf, type StooqSymbol, sessionClose } from './instruments';
import { type Bar, MarketDataError, type MarketDataProvider, type Quote } from './market-data';

const DAY = 86_400_000;
const ROW = /^(\d{4}-\d{2}-\d{2}),([^,]*),([^,]*),([^,]*),(-?\d+(?:\.\d+)?)(?:,[^,]*)?$/;

const compactDate = (at: number) => new Date(at).toISOString().slice(0, 10).replaceAll('-', '');

/** Bars of a CSV answer; [] for "No data"; throws MarketDataError for anything else. */
function parseCsv(text: string, symbol: StooqSymbol, what: string, now: Date): Bar[] {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (/^no data$/i.test(body)) return [];
  if (/exceeded the daily hits limit/i.test(body)) throw new MarketDataError(`${what}: daily limit of requests reached`, nextUtcMidnight(now));
  if (body.startsWith('<')) throw new MarketDataError(`${what}: a web page instead of CSV (Stooq asks for an API key or a browser check: set STOOQ_API_KEY)`);
  const [header, ...rows] = body.split(/\r?\n/);
  if (!header || !/^Date,Open,High,Low,Close(,Volume)?$/i.test(header.trim())) throw new MarketDataError(`${what}: unexpected answer, not Stooq's CSV`);
  return rows.map((row) => {
    const match = ROW.exec(row.trim());
    if (!match) throw new MarketDataError(`${what}: unreadable row in the CSV`);
    return { at: sessionClose(symbol.session, match[1] ?? ''), close: Number(match[5]) };
  });
}

type Options = {
  /** https://stooq.com, or a local server in tests. */
  baseUrl: string;
  apiKey?: string;
  fetch?: Fetch;
  now?: () => Date;
  timeoutMs?: number;
};

export function createStooq({ baseUrl, apiKey, fetch = globalThis.fetch, now = () => new Date(), timeoutMs = 10_000 }: Options): MarketDataProvider {
  const base = baseUrl.replace(/\/+$/, '');

  function symbolFor(instrument: string): StooqSymbol {
    const symbol = instrumentOf(instrument).stooq;
    if (!symbol) throw new Error(`Stooq has no symbol for ${instrument}: ask resolutionsFor first`);
    return symbol;
  }

  async function dailyBars(instrument: string, from: Date, to: Date, signal?: AbortSignal): Promise<Bar[]> {
    const symbol = symbolFor(instrument);
    // A session closing in (from, to] has a date within a day of either end, whatever the zone.
    const query = new URLSearchParams({
      s: symbol.symbol,
      i: 'd',
      d1: compactDate(from.getTime() - DAY),
      d2: compactDate(to.getTime() + DAY),
      ...(apiKey ? { apikey: apiKey } : {}),
    });
    const what = `Stooq ${symbol.symbol}`;
    const answer = await getText(fetch, `${base}/q/d/l/?${query}`, what, timeoutMs, signal);
    if (answer.status !== 200) throw new MarketDataError(`${what}: HTTP ${answer.status}`);
    return parseCsv(answer.text, symbol, what, now())
      .filter((bar) => bar.at > from && bar.at <= to)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  return {
    id: 'stooq',
    description: `Stooq at ${new URL(base).host} (daily closes${apiKey ? '' : ', without an API key'})`,
    resolutionsFor: (instrument) => (instrumentOf(instrument).stooq ? (['day'] as const) : []),
    async bars(instrument, resolution, from, to, signal) {
      if (resolution !== 'day') throw new Error('Stooq serves daily bars only: ask resolutionsFor first');
      return dailyBars(instrument, from, to, signal);
    },
    /** The latest completed session's close, with the time of that close. */
    async quote(instrument, signal): Promise<Quote | null> {
      const end = now();
      const last = (await dailyBars(instrument, new Date(end.getTime() - 10 * DAY), end, signal)).at(-1);
      return last ? { price: last.close, at: last.at } : null;
    },
  };
}
