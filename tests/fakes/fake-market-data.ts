/**
 * A local stand-in for Twelve Data's REST API: GET /time_series (1min and 1day), GET /quote and
 * GET /price, answering from series a test sets, in Twelve Data's JSON: string prices, bars
 * labelled by their opening time, `{ code, message, status: "error" }` for failures (with HTTP
 * 200, as Twelve Data answers them). Beyond `requestsPerMinute` requests in a calendar minute it
 * answers as Twelve Data does when a plan's credits for the minute are spent.
 *
 * Series are set by the product's symbols ("SPX", "OIL", "SAP.DE"), translated with the same
 * mapping the adapter uses, so a test speaks of what a story names.
 */

import { instrumentOf } from '../../src/server/market-data/instruments';
import type { Bar } from '../../src/server/market-data/market-data';

export type FakeFailure = 'rate-limited' | 'unauthorized' | 'server-error' | 'malformed' | 'unknown-symbol';
type Options = {
  port?: number;
  requestsPerMinute?: number;
  /** The fake's clock, for its rate limit and for "now" in the synthetic series. */
  now?: () => Date;
  /** Answer every symbol with a deterministic synthetic series (the browser journeys). */
  synthetic?: boolean;
};
type Recorded = { path: string; params: Record<string, string> };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Twelve Data's key for a product symbol: "SAP:XETR" for a listing with a MIC, else the symbol. */
function keyOf(productSymbol: string): string {
  const twelveData = instrumentOf(productSymbol).twelveData;
  if (!twelveData) throw new Error(`${productSymbol} has no Twelve Data symbol`);
  return twelveData.micCode ? `${twelveData.symbol}:${twelveData.micCode}` : twelveData.symbol;
}

/** "2024-03-08 14:05:00" in UTC, Twelve Data's intraday datetime with timezone=UTC. */
const minuteLabel = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');
const dayLabel = (at: number) => new Date(at).toISOString().slice(0, 10);
/** Twelve Data's dates are wall-clock times in the requested zone; this fake speaks UTC only. */
const parseLabel = (label: string) => Date.parse(`${label.length === 10 ? `${label}T00:00:00` : label.replace(' ', 'T')}Z`);

/** Levels of the usual symbols, so a journey's screenshots look like a market; others get one from their name. */
const SYNTHETIC_LEVELS: Record<string, number> = {
  SPX: 5000,
  NDX: 18000,
  IXIC: 16000,
  DJI: 39000,
  VIX: 15,
  IEF: 95,
  USO: 75,
  BNO: 30,
  'XAU/USD': 2300,
  'EUR/USD': 1.08,
  'GBP/USD': 1.27,
  'USD/JPY': 150,
  'BTC/USD': 60000,
};

/** A smooth, deterministic price path: the same symbol and minute always give the same close. */
function syntheticClose(key: string, minuteStart: number): number {
  let seed = 0;
  for (const char of key) seed = (seed * 31 + char.charCodeAt(0)) % 9973;
  const base = SYNTHETIC_LEVELS[key] ?? 20 + (seed % 480);
  const t = minuteStart / MINUTE;
  return Number((base * (1 + 0.004 * Math.sin(t / 37 + seed) + 0.002 * Math.sin(t / 7))).toPrecision(6));
}

export function startFakeMarketData({ port = 0, requestsPerMinute = Number.POSITIVE_INFINITY, now = () => new Date(), synthetic = false }: Options = {}) {
  /** Per key: minute bars by opening time, and daily closes by date. */
  const minutes = new Map<string, Map<number, number>>();
  const days = new Map<string, Map<string, number>>();
  const failures: FakeFailure[] = [];
  const recorded: Recorded[] = [];
  let window = { minute: -1, used: 0 };

  const error = (code: number, message: string, status = 200) => Response.json({ code, message, status: 'error' }, { status });

  function spendCredit(): Response | null {
    const minute = Math.floor(now().getTime() / MINUTE);
    if (window.minute !== minute) window = { minute, used: 0 };
    window.used += 1;
    if (window.used <= requestsPerMinute) return null;
    return error(
      429,
      `You have run out of API credits for the current minute. ${window.used} API credits were used, with the current limit being ${requestsPerMinute}. Wait for the next minute or consider switching to a higher tier plan at https://twelvedata.com/pricing`,
    );
  }

  function failure(kind: FakeFailure): Response {
    switch (kind) {
      case 'rate-limited':
        return error(429, 'You have run out of API credits for the current minute. Wait for the next minute.', 429);
      case 'unauthorized':
        return error(
          401,
          '**apikey** parameter is incorrect or not specified. You can get your free API key instantly following this link: https://twelvedata.com/pricing',
        );
      case 'server-error':
        return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
      case 'malformed':
        return Response.json({ meta: { symbol: 'X' }, values: [{ datetime: 'yesterday', close: 'a lot' }], status: 'ok' });
      case 'unknown-symbol':
        return error(404, '**symbol** not found: ZZZZ. Please specify it correctly according to API Reference.');
    }
  }

  /** The synthetic series covers the 5,000 minutes (and days) up to now: Twelve Data's largest answer. */
  function minuteSeries(key: string, from: number, to: number): [number, number][] {
    if (synthetic) {
      const last = Math.min(to, Math.floor(now().getTime() / MINUTE) * MINUTE - MINUTE);
      const start = Math.max(Math.ceil(from / MINUTE) * MINUTE, last - 4_999 * MINUTE);
      const bars: [number, number][] = [];
      for (let at = start; at <= last; at += MINUTE) bars.push([at, syntheticClose(key, at)]);
      return bars;
    }
    return [...(minutes.get(key) ?? [])].filter(([at]) => at >= from && at <= to).sort(([a], [b]) => a - b);
  }

  function daySeries(key: string, from: number, to: number): [string, number][] {
    if (synthetic) {
      const bars: [string, number][] = [];
      const last = Math.min(to, now().getTime() - DAY);
      for (let at = Math.max(Math.ceil(from / DAY) * DAY, last - 4_999 * DAY); at <= last; at += DAY) bars.push([dayLabel(at), syntheticClose(key, at)]);
      return bars;
    }
    return [...(days.get(key) ?? [])].filter(([date]) => parseLabel(date) >= from && parseLabel(date) <= to).sort(([a], [b]) => a.localeCompare(b));
  }

  function timeSeries(params: Record<string, string>, key: string): Response {
    const interval = params.interval;
    if (interval !== '1min' && interval !== '1day') return error(400, `**interval** is not supported by this fake: ${interval}`);
    if (params.timezone !== 'UTC') return error(400, 'this fake answers in UTC only: set timezone=UTC');
    const from = params.start_date ? parseLabel(params.start_date) : Number.NEGATIVE_INFINITY;
    const to = params.end_date ? parseLabel(params.end_date) : now().getTime();
    const outputsize = Math.min(Number(params.outputsize ?? 30), 5000);
    let values =
      interval === '1min'
        ? minuteSeries(key, from, to).map(([at, close]) => ({ datetime: minuteLabel(at), close }))
        : daySeries(key, from, to).map(([date, close]) => ({ datetime: date, close }));
    // Twelve Data keeps the latest `outputsize` points, then orders them as asked (newest first by default).
    values = values.slice(-outputsize);
    if (params.order?.toUpperCase() !== 'ASC') values.reverse();
    if (values.length === 0) return error(400, 'No data is available on the specified dates. Try setting different start/end dates.');
    return Response.json({
      meta: { symbol: params.symbol, interval, currency: 'USD', exchange_timezone: 'UTC', type: 'Common Stock' },
      values: values.map(({ datetime, close }) => {
        const price = close.toFixed(5);
        return { datetime, open: price, high: price, low: price, close: price, volume: '0' };
      }),
      status: 'ok',
    });
  }

  function latest(key: string): { opened: number; close: number } | null {
    const bars = minuteSeries(key, Number.NEGATIVE_INFINITY, now().getTime() - MINUTE);
    const last = bars.at(-1);
    return last ? { opened: last[0], close: last[1] } : null;
  }

  const server = Bun.serve({
    port,
    idleTimeout: 30,
    fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/healthz') return new Response('ok');
      const params = Object.fromEntries(url.searchParams);
      if (!['/time_series', '/quote', '/price'].includes(url.pathname)) return error(404, 'not found', 404);
      recorded.push({ path: url.pathname, params });
      if (!params.apikey) return failure('unauthorized');
      const limited = spendCredit();
      if (limited) return limited;
      const scripted = failures.shift();
      if (scripted) return failure(scripted);
      if (!params.symbol) return error(400, '**symbol** parameter is missing or invalid.');
      const key = params.mic_code ? `${params.symbol}:${params.mic_code}` : params.symbol;
      if (url.pathname === '/time_series') return timeSeries(params, key);
      const last = latest(key);
      if (!last) return error(404, `**symbol** not found: ${params.symbol}. Please specify it correctly according to API Reference.`);
      const price = last.close.toFixed(5);
      if (url.pathname === '/price') return Response.json({ price });
      return Response.json({
        symbol: params.symbol,
        interval: params.interval ?? '1day',
        datetime: minuteLabel(last.opened),
        timestamp: last.opened / 1000,
        last_quote_at: last.opened / 1000,
        open: price,
        high: price,
        low: price,
        close: price,
        is_market_open: true,
      });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    /** Minute bars by the product's convention: `at` is the end of the minute (14:06 for the 14:05 bar). */
    setSeries(productSymbol: string, bars: readonly Bar[]) {
      minutes.set(keyOf(productSymbol), new Map(bars.map((bar) => [bar.at.getTime() - MINUTE, bar.close])));
    },
    /** Daily closes by trading date ("2024-03-08"). */
    setDailySeries(productSymbol: string, closes: readonly { date: string; close: number }[]) {
      days.set(keyOf(productSymbol), new Map(closes.map(({ date, close }) => [date, close])));
    },
    /** The next requests fail this way, one failure per request, in order. */
    failNext(...kinds: FakeFailure[]) {
      failures.push(...kinds);
    },
    /** Every request received on the API's paths, oldest first (`params` holds the apikey too). */
    requests: (): readonly Recorded[] => recorded,
    stop: () => server.stop(true),
  };
}

// Run on its own (the browser journeys): `bun tests/fakes/fake-market-data.ts <port> [requests per minute]`.
if (import.meta.main) {
  const fake = startFakeMarketData({
    port: Number(process.argv[2] ?? 0),
    requestsPerMinute: Number(process.argv[3] ?? Number.POSITIVE_INFINITY),
    synthetic: true,
  });
  console.log(`fake market data (Twelve Data dialect) at ${fake.url}`);
}
