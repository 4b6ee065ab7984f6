/**
 * The ECB's euro foreign exchange reference rates, from its Data Portal's SDMX API, no key
 * (https://data.ecb.europa.eu/help/api/data): GET /service/data/EXR/D.USD+JPY.EUR.SP00.A
 * ?startPeriod=YYYY-MM-DD&endPeriod=YYYY-MM-DD&format=csvdata&detail=dataonly answers a CSV with
 * one row per currency and day (CURRENCY, TIME_PERIOD, OBS_VALUE: units of the currency per
 * euro), and HTTP 404 "No results found" when the period holds none. The rates are set at the
 * 14:15 Frankfurt concertation on TARGET business days and published around 16:00; days
 * without a concertation (weekends, TARGET holidays) have no rate and no bar. Free to reuse
 * with the source named (ECB's copyright and reuse notice); the ECB publishes no request limit.
 *
 * Daily resolution only. A pair without the euro is the cross of the two euro rates of the same
 * day (USD/JPY = JPY per euro ÷ USD per euro), the way the ECB itself says crosses are derived;
 * a day missing either rate has no bar. Each bar's `at` is that day's 14:15 Frankfurt.
 */
import { parseCsv } from './csv';
import { type Fetch, getText } from './http';
import { type EcbPair, instrumentOf, sessionClose } from './instruments';
import { type Bar, MarketDataError, type MarketDataProvider, type Quote } from './market-data';

const DAY = 86_400_000;
const CONCERTATION = { timeZone: 'Europe/Berlin', close: '14:15' } as const;
/** Digits a rate is given to at most; a cross keeps as many, not the float's noise. */
const SIGNIFICANT_DIGITS = 6;

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

type Options = {
  /** https://data-api.ecb.europa.eu, or a local fake in tests. */
  baseUrl: string;
  fetch?: Fetch;
  now?: () => Date;
  timeoutMs?: number;
};

/** Euro rates by date, then by currency, from the CSV; throws MarketDataError when it is not the expected CSV. */
function ratesByDate(text: string, what: string): Map<string, Map<string, number>> {
  const table = parseCsv(text);
  const column = (name: string) => table?.header.indexOf(name) ?? -1;
  const [currency, period, value] = [column('CURRENCY'), column('TIME_PERIOD'), column('OBS_VALUE')];
  if (!table || currency < 0 || period < 0 || value < 0) throw new MarketDataError(`${what}: unexpected answer, not the ECB's CSV`);
  const rates = new Map<string, Map<string, number>>();
  for (const row of table.rows) {
    const date = row[period] ?? '';
    const rate = Number(row[value]);
    // A missing observation is left out, never read as zero.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || row[value] === '' || !Number.isFinite(rate) || rate <= 0) continue;
    const day = rates.get(date) ?? new Map<string, number>();
    day.set(row[currency] ?? '', rate);
    rates.set(date, day);
  }
  return rates;
}

export function createEcb({ baseUrl, fetch = globalThis.fetch, now = () => new Date(), timeoutMs = 15_000 }: Options): MarketDataProvider {
  const base = baseUrl.replace(/\/+$/, '');

  function pairFor(instrument: string): EcbPair {
    const pair = instrumentOf(instrument).ecb;
    if (!pair) throw new Error(`the ECB gives no rate for ${instrument}: ask resolutionsFor first`);
    return pair;
  }

  async function dailyBars(instrument: string, from: Date, to: Date, signal?: AbortSignal): Promise<Bar[]> {
    const pair = pairFor(instrument);
    const currencies = [pair.base, pair.quote].filter((code) => code !== 'EUR');
    const query = new URLSearchParams({
      // The concertation's date is within a day of either end, whatever the zone.
      startPeriod: isoDate(from.getTime() - DAY),
      endPeriod: isoDate(to.getTime() + DAY),
      format: 'csvdata',
      detail: 'dataonly',
    });
    const what = `ECB ${currencies.join('+')}`;
    const answer = await getText(fetch, `${base}/service/data/EXR/D.${currencies.join('+')}.EUR.SP00.A?${query}`, what, timeoutMs, signal);
    if (answer.status === 404 && /no results found/i.test(answer.text)) return [];
    if (answer.status !== 200) throw new MarketDataError(`${what}: HTTP ${answer.status}`);
    const bars: Bar[] = [];
    for (const [date, rates] of ratesByDate(answer.text, what)) {
      const perEuro = (code: string) => (code === 'EUR' ? 1 : rates.get(code));
      const baseRate = perEuro(pair.base);
      const quoteRate = perEuro(pair.quote);
      if (baseRate === undefined || quoteRate === undefined) continue;
      bars.push({ at: sessionClose(CONCERTATION, date), close: Number((quoteRate / baseRate).toPrecision(SIGNIFICANT_DIGITS)) });
    }
    return bars.filter((bar) => bar.at > from && bar.at <= to).sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  return {
    id: 'ecb',
    description: `ECB euro reference rates at ${new URL(base).host} (daily, 14:15 Frankfurt; crosses derived; no key)`,
    resolutionsFor: (instrument) => (instrumentOf(instrument).ecb ? (['day'] as const) : []),
    async bars(instrument, resolution, from, to, signal) {
      if (resolution !== 'day') throw new Error('the ECB gives daily rates only: ask resolutionsFor first');
      return dailyBars(instrument, from, to, signal);
    },
    /** The latest reference rate, with the time of its concertation. */
    async quote(instrument, signal): Promise<Quote | null> {
      const end = now();
      const last = (await dailyBars(instrument, new Date(end.getTime() - 10 * DAY), end, signal)).at(-1);
      return last ? { price: last.close, at: last.at } : null;
    },
  };
}
