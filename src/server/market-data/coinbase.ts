/**
 * Coinbase Exchange's public market data (https://docs.cdp.coinbase.com/exchange/), no key:
 * GET /products/{BTC-USD}/candles?granularity=60|86400&start=&end= for 1-minute and daily bars,
 * GET /products/{BTC-USD}/ticker for the latest trade. Chosen over other keyless exchanges
 * because it is a US-regulated venue with deep dollar books for every major coin the product
 * names, its candles go back years at one-minute granularity, and its limits are published:
 * public endpoints allow 10 requests a second per IP (bursts of 15), over it HTTP 429.
 *
 * A candle is [time, low, high, open, close, volume], `time` the Unix second its bucket opens,
 * newest first; at most 300 candles an answer (a longer range is refused, so it is asked in
 * windows). Buckets without a trade have no candle: a minute without trades has no bar. Daily
 * candles are UTC days, so a day's bar ends at the next midnight UTC. A failure is
 * `{ "message": "..." }` with a 4xx or 5xx status.
 */
import { z } from 'zod';
import { type Fetch, getText } from './http';
import { instrumentOf } from './instruments';
import { type Bar, MarketDataError, type MarketDataProvider, type Quote, type Resolution } from './market-data';

const SECOND = 1000;
/** The most candles one answer holds. */
const MAX_CANDLES = 300;
const GRANULARITY: Record<Resolution, number> = { minute: 60, day: 86_400 };

const candles = z.array(z.tuple([z.number().int(), z.number(), z.number(), z.number(), z.number(), z.number()]));
const ticker = z.object({
  price: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
  time: z.iso.datetime({ offset: true }),
});
const failure = z.object({ message: z.string() });

type Options = {
  /** https://api.exchange.coinbase.com, or a local fake in tests. */
  baseUrl: string;
  fetch?: Fetch;
  now?: () => Date;
  timeoutMs?: number;
};

export function createCoinbase({ baseUrl, fetch = globalThis.fetch, now = () => new Date(), timeoutMs = 10_000 }: Options): MarketDataProvider {
  const base = baseUrl.replace(/\/+$/, '');

  function productFor(instrument: string): string {
    const product = instrumentOf(instrument).coinbase;
    if (!product) throw new Error(`Coinbase has no product for ${instrument}: ask resolutionsFor first`);
    return product;
  }

  /** The parsed JSON body; throws MarketDataError for a failure, with the next second as the retry time of a rate limit. */
  async function get(path: string, what: string, signal?: AbortSignal): Promise<unknown> {
    const answer = await getText(fetch, `${base}${path}`, what, timeoutMs, signal);
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = null;
    }
    if (answer.status === 429) throw new MarketDataError(`${what}: rate limited (429)`, new Date(now().getTime() + SECOND));
    if (answer.status !== 200) {
      const message = failure.safeParse(body);
      throw new MarketDataError(`${what}: HTTP ${answer.status}${message.success ? ` ${message.data.message}` : ''}`);
    }
    if (body === null) throw new MarketDataError(`${what}: HTTP 200, not JSON`);
    return body;
  }

  async function window(product: string, resolution: Resolution, start: number, end: number, signal?: AbortSignal): Promise<Bar[]> {
    const granularity = GRANULARITY[resolution];
    const query = new URLSearchParams({ granularity: String(granularity), start: new Date(start).toISOString(), end: new Date(end).toISOString() });
    const what = `Coinbase candles ${product}`;
    const parsed = candles.safeParse(await get(`/products/${product}/candles?${query}`, what, signal));
    if (!parsed.success) throw new MarketDataError(`${what}: unexpected answer (${parsed.error.issues[0]?.message})`);
    // A candle's bar ends when its bucket does.
    return parsed.data.map(([time, , , , close]) => ({ at: new Date((time + granularity) * SECOND), close }));
  }

  return {
    id: 'coinbase',
    description: `Coinbase Exchange at ${new URL(base).host} (1-minute and daily bars for crypto, no key)`,
    resolutionsFor: (instrument) => (instrumentOf(instrument).coinbase ? (['minute', 'day'] as const) : []),
    async bars(instrument, resolution, from, to, signal) {
      const product = productFor(instrument);
      const step = GRANULARITY[resolution] * SECOND;
      // A bar ending in (from, to] opened in [from - step, to - step]: whole buckets, in windows one answer can hold.
      const first = Math.floor((from.getTime() - step) / step) * step;
      const last = Math.floor((to.getTime() - step) / step) * step;
      const byTime = new Map<number, Bar>();
      for (let start = first; start <= last; start += MAX_CANDLES * step) {
        const end = Math.min(last, start + (MAX_CANDLES - 1) * step);
        for (const bar of await window(product, resolution, start, end, signal)) byTime.set(bar.at.getTime(), bar);
      }
      // An answer may hold candles before the start asked for: keep only the period, oldest first.
      return [...byTime.values()]
        .filter((bar) => bar.at > from && bar.at <= to && Number.isFinite(bar.close) && bar.close > 0)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    /** The last trade's price and time. */
    async quote(instrument, signal): Promise<Quote | null> {
      const product = productFor(instrument);
      const what = `Coinbase ticker ${product}`;
      const parsed = ticker.safeParse(await get(`/products/${product}/ticker`, what, signal));
      if (!parsed.success) throw new MarketDataError(`${what}: unexpected answer (${parsed.error.issues[0]?.message})`);
      return { price: parsed.data.price, at: new Date(parsed.data.time) };
    },
  };
}
