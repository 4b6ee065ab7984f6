/**
 * A local stand-in for the keyless official price sources, each in its own dialect and on its
 * own paths, so one server serves them all:
 *
 * - Coinbase Exchange: GET /products/{id}/candles (granularity 60 or 86400, ISO start and end,
 *   more than 300 candles refused with 400, candles newest first) and /products/{id}/ticker;
 * - the ECB Data Portal: GET /service/data/EXR/D.{A+B}.EUR.SP00.A?format=csvdata (404 "No
 *   results found." for a period without rates);
 * - the US Treasury: GET /resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/{year}/all;
 * - Cboe: GET /api/global/us_indices/daily_prices/VIX_History.csv;
 * - EIA API v2: GET /v2/petroleum/pri/spt/data/ (api_key required, 5,000 rows a page);
 * - FRED: GET /graph/fredgraph.csv?id={series}&cosd={first date}, "." on days without a price,
 *   headed `observation_date` (or, set per series, `DATE` as before late 2024).
 *
 * A test sets the series; `synthetic` answers every instrument with a deterministic series up to
 * now (the browser journeys). `failNext` makes the next requests fail the way the sources do.
 */

export type OfficialFailure = 'rate-limited' | 'server-error' | 'malformed';
type Options = { port?: number; now?: () => Date; synthetic?: boolean };
type Recorded = { path: string; params: Record<string, string> };
type FredDateColumn = 'observation_date' | 'DATE';

const MINUTE = 60_000;
const DAY = 86_400_000;
const MAX_CANDLES = 300;
const TREASURY_COLUMNS = ['1 Mo', '1.5 Month', '2 Mo', '3 Mo', '6 Mo', '1 Yr', '2 Yr', '5 Yr', '10 Yr', '30 Yr'];

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const isWeekday = (iso: string) => ![0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay());

/** A smooth, deterministic path around a level: the same name and time always give the same value. */
function wave(name: string, level: number, t: number, amplitude = 0.004): number {
  let seed = 0;
  for (const char of name) seed = (seed * 31 + char.charCodeAt(0)) % 9973;
  return level * (1 + amplitude * Math.sin(t / 37 + seed) + (amplitude / 2) * Math.sin(t / 7));
}
const SYNTHETIC_COINS: Record<string, number> = { 'BTC-USD': 60000, 'ETH-USD': 3000, 'SOL-USD': 150 };
const SYNTHETIC_EURO_RATES: Record<string, number> = { USD: 1.08, GBP: 0.85, JPY: 162, CHF: 0.95, TRY: 35 };
const SYNTHETIC_FRED: Record<string, number> = { DCOILWTICO: 78, DCOILBRENTEU: 82 };

export function startFakeOfficialPrices({ port = 0, now = () => new Date(), synthetic = false }: Options = {}) {
  /** Coinbase candles by product, then by the bucket's opening second. */
  const candles = { 60: new Map<string, Map<number, number>>(), 86400: new Map<string, Map<number, number>>() };
  /** ECB: units of a currency per euro, by currency then date. */
  const euroRates = new Map<string, Map<string, number>>();
  /** Treasury: yields by date, then by column; "" for an empty cell. */
  const curve = new Map<string, Record<string, string>>();
  let vix: { date: string; close: number }[] = [];
  const eia = new Map<string, { date: string; value: string }[]>();
  const fred = new Map<string, { dateColumn: FredDateColumn; rows: { date: string; value: string }[] }>();
  const failures: OfficialFailure[] = [];
  const recorded: Recorded[] = [];

  function failure(kind: OfficialFailure): Response {
    switch (kind) {
      case 'rate-limited':
        return Response.json({ message: 'Public rate limit exceeded' }, { status: 429 });
      case 'server-error':
        return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
      case 'malformed':
        return new Response('<!DOCTYPE html><html><body>Please enable JavaScript</body></html>', { status: 200, headers: { 'content-type': 'text/html' } });
    }
  }

  function coinbaseCandles(product: string, granularity: 60 | 86400, start: number, end: number): [number, number][] {
    if (synthetic) {
      const level = SYNTHETIC_COINS[product] ?? 100;
      const out: [number, number][] = [];
      const step = granularity * 1000;
      // Only finished buckets: the one still open has no candle yet.
      const last = Math.min(end, Math.floor(now().getTime() / step) * step - step);
      for (let at = Math.ceil(start / step) * step; at <= last; at += step) out.push([at / 1000, Number(wave(product, level, at / MINUTE).toFixed(2))]);
      return out;
    }
    return [...(candles[granularity].get(product) ?? [])].filter(([second]) => second * 1000 >= start && second * 1000 <= end);
  }

  function coinbase(url: URL): Response {
    const match = /^\/products\/([A-Z0-9]+-[A-Z]+)\/(candles|ticker)$/.exec(url.pathname);
    if (!match) return Response.json({ message: 'NotFound' }, { status: 404 });
    const [, product = '', what] = match;
    if (!synthetic && !candles[60].has(product) && !candles[86400].has(product)) return Response.json({ message: 'NotFound' }, { status: 404 });
    if (what === 'ticker') {
      const last = coinbaseCandles(product, 60, now().getTime() - 60 * MINUTE, now().getTime()).at(-1);
      if (!last) return Response.json({ message: 'NotFound' }, { status: 404 });
      return Response.json({ trade_id: 1, price: last[1].toFixed(2), size: '0.01', time: now().toISOString(), bid: '0', ask: '0', volume: '1' });
    }
    const granularity = Number(url.searchParams.get('granularity'));
    if (granularity !== 60 && granularity !== 86400) return Response.json({ message: 'Unsupported granularity' }, { status: 400 });
    const start = Date.parse(url.searchParams.get('start') ?? '');
    const end = Date.parse(url.searchParams.get('end') ?? '');
    if (!Number.isFinite(start) || !Number.isFinite(end)) return Response.json({ message: 'start and end are required by this fake' }, { status: 400 });
    if ((end - start) / (granularity * 1000) + 1 > MAX_CANDLES) {
      return Response.json({ message: 'granularity too small for the requested time range. Count of aggregations requested exceeds 300' }, { status: 400 });
    }
    const rows = coinbaseCandles(product, granularity, start, end)
      .sort(([a], [b]) => b - a)
      .map(([second, close]) => [second, close * 0.999, close * 1.001, close, close, 12.5]);
    return Response.json(rows);
  }

  function euroRate(currency: string, date: string): number | undefined {
    if (synthetic) {
      const level = SYNTHETIC_EURO_RATES[currency];
      return level !== undefined && isWeekday(date) ? Number(wave(currency, level, Date.parse(date) / DAY, 0.01).toPrecision(5)) : undefined;
    }
    return euroRates.get(currency)?.get(date);
  }

  function ecb(url: URL): Response {
    const match = /^\/service\/data\/EXR\/D\.([A-Z+]+)\.EUR\.SP00\.A$/.exec(url.pathname);
    if (!match || url.searchParams.get('format') !== 'csvdata')
      return new Response('Bad request: this fake answers EXR daily series as csvdata', { status: 400 });
    const currencies = (match[1] ?? '').split('+');
    const from = Date.parse(url.searchParams.get('startPeriod') ?? '1999-01-04');
    const to = Math.min(Date.parse(url.searchParams.get('endPeriod') ?? '2999-01-01'), now().getTime());
    const lines = ['KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE'];
    for (const currency of currencies) {
      for (let at = from; at <= to; at += DAY) {
        const date = isoDate(at);
        const rate = euroRate(currency, date);
        // A rate exists once it is published (the concertation is at 14:15 Frankfurt, 12:15 UTC at the latest).
        if (rate !== undefined && Date.parse(`${date}T13:15:00Z`) <= now().getTime())
          lines.push(`EXR.D.${currency}.EUR.SP00.A,D,${currency},EUR,SP00,A,${date},${rate}`);
      }
    }
    if (lines.length === 1) return new Response('No results found.', { status: 404 });
    return new Response(`${lines.join('\r\n')}\r\n`, { headers: { 'content-type': 'text/csv' } });
  }

  function curveRow(date: string): Record<string, string> | undefined {
    if (synthetic) {
      if (!isWeekday(date) || Date.parse(`${date}T21:00:00Z`) > now().getTime()) return undefined;
      // Days apart by several steps of the wave, so that consecutive closes differ at two decimals.
      return Object.fromEntries(TREASURY_COLUMNS.map((column, i) => [column, wave(column, 3.8 + i * 0.05, (7 * Date.parse(date)) / DAY, 0.02).toFixed(2)]));
    }
    return curve.get(date);
  }

  function treasury(url: URL): Response {
    const match = /^\/resource-center\/data-chart-center\/interest-rates\/daily-treasury-rates\.csv\/(\d{4})\/all$/.exec(url.pathname);
    if (!match || url.searchParams.get('type') !== 'daily_treasury_yield_curve' || url.searchParams.get('field_tdr_date_value') !== match[1]) {
      return new Response('<html><body>Page not found</body></html>', { status: 404, headers: { 'content-type': 'text/html' } });
    }
    const year = Number(match[1]);
    const rows: string[] = [];
    for (let at = Date.UTC(year + 1, 0, 1) - DAY; at >= Date.UTC(year, 0, 1); at -= DAY) {
      const date = isoDate(at);
      const row = curveRow(date);
      if (row) rows.push([usDate(date), ...TREASURY_COLUMNS.map((column) => row[column] ?? '')].join(','));
    }
    // The Treasury quotes its column names.
    const header = ['Date', ...TREASURY_COLUMNS.map((column) => `"${column}"`)].join(',');
    return new Response(`${[header, ...rows].join('\r\n')}\r\n`, { headers: { 'content-type': 'text/csv' } });
  }

  function cboe(): Response {
    const history = synthetic
      ? Array.from({ length: 30 }, (_, i) => isoDate(now().getTime() - (30 - i) * DAY))
          .filter(isWeekday)
          .map((date) => ({ date, close: Number(wave('VIX', 16, Date.parse(date) / DAY, 0.05).toFixed(2)) }))
      : vix;
    const rows = history.map(({ date, close }) => `${usDate(date)},${close.toFixed(6)},${close.toFixed(6)},${close.toFixed(6)},${close.toFixed(6)}`);
    return new Response(`${['DATE,OPEN,HIGH,LOW,CLOSE', ...rows].join('\n')}\n`, { headers: { 'content-type': 'text/csv' } });
  }

  function eiaAnswer(url: URL): Response {
    if (!url.searchParams.get('api_key')) {
      return Response.json({ error: { code: 'API_KEY_MISSING', message: 'No api_key was supplied.' } }, { status: 403 });
    }
    const series = url.searchParams.get('facets[series][]') ?? '';
    const start = url.searchParams.get('start') ?? '0000-00-00';
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const length = Math.min(Number(url.searchParams.get('length') ?? 5000), 5000);
    const all = (eia.get(series) ?? []).filter((row) => row.date >= start).sort((a, b) => a.date.localeCompare(b.date));
    const data = all.slice(offset, offset + length).map(({ date, value }) => ({
      period: date,
      duoarea: 'YCUOK',
      series,
      'series-description': 'Spot Price FOB (Dollars per Barrel)',
      value,
      units: '$/BBL',
    }));
    return Response.json({ response: { total: String(all.length), dateFormat: 'YYYY-MM-DD', frequency: 'daily', data }, request: {}, apiVersion: '2.1.8' });
  }

  function fredGraph(url: URL): Response {
    const id = url.searchParams.get('id') ?? '';
    const from = url.searchParams.get('cosd') ?? '0000-00-00';
    const level = SYNTHETIC_FRED[id];
    const series =
      synthetic && level !== undefined
        ? {
            dateColumn: 'observation_date' as const,
            rows: Array.from({ length: 30 }, (_, i) => isoDate(now().getTime() - (30 - i) * DAY))
              .filter(isWeekday)
              .map((date) => ({ date, value: wave(id, level, Date.parse(date) / DAY, 0.03).toFixed(2) })),
          }
        : fred.get(id);
    if (!series) return new Response('<!DOCTYPE html><html><body>Series not found</body></html>', { status: 404, headers: { 'content-type': 'text/html' } });
    const rows = series.rows.filter((row) => row.date >= from).map(({ date, value }) => `${date},${value}`);
    return new Response(`${[`${series.dateColumn},${id}`, ...rows].join('\n')}\n`, { headers: { 'content-type': 'text/csv' } });
  }

  const server = Bun.serve({
    port,
    idleTimeout: 30,
    fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/healthz') return new Response('ok');
      recorded.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) });
      const scripted = failures.shift();
      if (scripted) return failure(scripted);
      if (url.pathname.startsWith('/products/')) return coinbase(url);
      if (url.pathname.startsWith('/service/data/')) return ecb(url);
      if (url.pathname.startsWith('/resource-center/')) return treasury(url);
      if (url.pathname === '/api/global/us_indices/daily_prices/VIX_History.csv') return cboe();
      if (url.pathname === '/v2/petroleum/pri/spt/data/') return eiaAnswer(url);
      if (url.pathname === '/graph/fredgraph.csv') return fredGraph(url);
      return new Response('not found', { status: 404 });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    /** Coinbase candles of a product ("BTC-USD") by the second their bucket opens. */
    setCandles(product: string, granularity: 60 | 86400, rows: readonly { open: number; close: number }[]) {
      candles[granularity].set(product, new Map(rows.map(({ open, close }) => [open, close])));
    },
    /** ECB reference rates: units of the currency per euro, by date. */
    setEuroRates(currency: string, rates: Record<string, number>) {
      euroRates.set(currency, new Map(Object.entries(rates)));
    },
    /** The Treasury's curve: one row per date (ISO), yields by column ("10 Yr"); "" for an empty cell. */
    setCurve(rows: Record<string, Record<string, string>>) {
      curve.clear();
      for (const [date, row] of Object.entries(rows)) curve.set(date, row);
    },
    setVixHistory(rows: { date: string; close: number }[]) {
      vix = rows;
    },
    setEiaSeries(series: 'RWTC' | 'RBRTE', rows: { date: string; value: string }[]) {
      eia.set(series, rows);
    },
    /** A FRED series as published: a value, or "." for a day without a price. */
    setFredSeries(series: 'DCOILWTICO' | 'DCOILBRENTEU', rows: { date: string; value: string }[], dateColumn: FredDateColumn = 'observation_date') {
      fred.set(series, { dateColumn, rows });
    },
    failNext(...kinds: OfficialFailure[]) {
      failures.push(...kinds);
    },
    requests: (): readonly Recorded[] => recorded,
    clearRequests: () => {
      recorded.length = 0;
    },
    stop: () => server.stop(true),
  };
}

// Run on its own (the browser journeys): `bun tests/fakes/fake-official-prices.ts <port>`.
if (import.meta.main) {
  const fake = startFakeOfficialPrices({ port: Number(process.argv[2] ?? 0), synthetic: true });
  console.log(`fake official price sources (Coinbase, ECB, US Treasury, Cboe, EIA, FRED) at ${fake.url}`);
}
