/**
 * The one mapping from the product's instrument symbols to each provider's symbols, and the
 * trading session a daily bar closes with. Where a provider has no documented symbol for an
 * instrument its entry is null: the instrument is unpriced there, never approximated by a guess.
 *
 * Product vocabulary: company tickers ("AAPL", "BRK.B") and tickers with a Yahoo-style exchange
 * suffix ("SAP.DE", "VOD.L", "7203.T"), index codes ("SPX", "DAX", "UKX"…), bond markets by name
 * ("US Treasuries", "Bunds"), currency pairs ("EUR/USD") and single currencies ("USD"),
 * commodities ("OIL", "BRENT", "GOLD"…), crypto codes ("BTC") and "VIX".
 */
import { ECONOMIES, EXCHANGES, exchangeOfSuffix, type Mic } from '../../shared/exchanges';
import { CRYPTO_SYMBOLS, CURRENCY_CODES, INDEX_SYMBOLS } from '../../shared/markets';

/** Where and when a market's trading day ends: a daily bar's `at` is this close, in UTC. */
type Session = { readonly timeZone: string; readonly close: string };

/**
 * Markets that are no exchange's session: forex's trading day conventionally rolls at 17:00 New
 * York, as do the futures' daily settlements Stooq's continuous contracts close on; crypto
 * trades around the clock and its daily bars are UTC days. Exchanges' sessions are in the table.
 */
const OTHER_SESSIONS = {
  futures: { timeZone: 'America/New_York', close: '17:00' },
  forex: { timeZone: 'America/New_York', close: '17:00' },
  crypto: { timeZone: 'UTC', close: '24:00' },
} as const satisfies Record<string, Session>;
type SessionName = keyof typeof OTHER_SESSIONS | Mic;

/** How Twelve Data names an instrument: a symbol, and for a non-US listing its exchange's MIC. */
export type TwelveDataSymbol = { readonly symbol: string; readonly micCode?: string; readonly session: Session };
export type StooqSymbol = { readonly symbol: string; readonly session: Session };
/** A pair of currencies the ECB's euro reference rates give, directly or as a cross: the price of one `base` in `quote`. */
export type EcbPair = { readonly base: string; readonly quote: string };

export type Instrument = {
  /** The product's symbol, upper case ("SAP.DE", "EUR/USD", "US Treasuries"). */
  readonly symbol: string;
  readonly twelveData: TwelveDataSymbol | null;
  readonly stooq: StooqSymbol | null;
  /** Coinbase Exchange's product ("BTC-USD"). */
  readonly coinbase: string | null;
  readonly ecb: EcbPair | null;
  /** The column of the US Treasury's daily par yield curve ("10 Yr"). */
  readonly usTreasury: string | null;
};

/** A provider's symbol, and the exchange (by MIC) or market whose session its daily bar closes with. */
type NamedEntry = { twelveData: [string, SessionName] | null; stooq: [string, SessionName] | null; usTreasury?: string };

/**
 * Indices, bond markets, commodities, volatility and the dollar. Twelve Data's index symbols are
 * those its documentation and examples use (SPX, IXIC, NDX, DJI, RUT, VIX); for the other indices
 * it documents no symbol we could check, so they are left to the daily provider.
 */
const NAMED: Record<string, NamedEntry> = {
  SPX: { twelveData: ['SPX', 'XNYS'], stooq: ['^spx', 'XNYS'] },
  NDX: { twelveData: ['NDX', 'XNAS'], stooq: ['^ndx', 'XNAS'] },
  IXIC: { twelveData: ['IXIC', 'XNAS'], stooq: ['^ndq', 'XNAS'] },
  DJI: { twelveData: ['DJI', 'XNYS'], stooq: ['^dji', 'XNYS'] },
  RUT: { twelveData: ['RUT', 'XNYS'], stooq: null },
  DAX: { twelveData: null, stooq: ['^dax', 'XETR'] },
  UKX: { twelveData: null, stooq: ['^ukx', 'XLON'] },
  CAC: { twelveData: null, stooq: ['^cac', 'XPAR'] },
  N225: { twelveData: null, stooq: ['^nkx', 'XTKS'] },
  HSI: { twelveData: null, stooq: ['^hsi', 'XHKG'] },
  // The Cboe index itself; Stooq's VIX coverage is not documented, and the shipped series covers it.
  VIX: { twelveData: ['VIX', 'XCBO'], stooq: null },
  // A bond market is priced by a bond fund, not a yield: a rally is then an up move, the way the
  // card states a bond's direction. IEF (iShares 7–10 Year Treasury Bond ETF) follows the
  // benchmark ten-year note. No provider here documents a comparable symbol for Bunds, Gilts or JGBs.
  // The Treasury's own curve gives the benchmark ten-year par yield, served as a price (us-treasury.ts).
  'US TREASURIES': { twelveData: ['IEF', 'XNYS'], stooq: ['ief.us', 'XNYS'], usTreasury: '10 Yr' },
  // The dollar against a basket: UUP (Invesco DB US Dollar Index Bullish Fund) tracks futures on
  // the dollar index; neither provider documents the ICE index itself.
  USD: { twelveData: ['UUP', 'XNYS'], stooq: ['uup.us', 'XNYS'] },
  DXY: { twelveData: ['UUP', 'XNYS'], stooq: ['uup.us', 'XNYS'] },
  // Commodities: Twelve Data by spot metal pairs, or by the US funds holding the futures (USO,
  // BNO, UNG, CPER) since it documents no futures symbols; Stooq by its continuous futures.
  OIL: { twelveData: ['USO', 'XNYS'], stooq: ['cl.f', 'futures'] },
  BRENT: { twelveData: ['BNO', 'XNYS'], stooq: ['cb.f', 'futures'] },
  NATGAS: { twelveData: ['UNG', 'XNYS'], stooq: ['ng.f', 'futures'] },
  COPPER: { twelveData: ['CPER', 'XNYS'], stooq: ['hg.f', 'futures'] },
  GOLD: { twelveData: ['XAU/USD', 'forex'], stooq: ['xauusd', 'forex'] },
  SILVER: { twelveData: ['XAG/USD', 'forex'], stooq: ['xagusd', 'forex'] },
};
/**
 * Index codes and bond markets the product names (src/shared/markets.ts, the economies of
 * src/shared/exchanges.ts) beyond those above: no provider here documents a symbol for them, and
 * they must not be read as company tickers ("TSX", "SMI", "TA-35" or "BUNDS" are not shares).
 */
const UNPRICED_MARKETS = new Set([
  ...INDEX_SYMBOLS,
  ...Object.values(ECONOMIES).flatMap((economy) => [economy.index, economy.bonds].map((name) => name.toUpperCase())),
]);
const ALIASES: Record<string, string> = { FTSE: 'UKX', 'S&P 500': 'SPX', NIKKEI: 'N225', WTI: 'OIL', TREASURIES: 'US TREASURIES' };

/**
 * Stooq's market suffix for listings on these exchanges; it has no documented market for the others.
 * Twelve Data takes an exchange by its MIC, except the Moscow Exchange's, for which it documents no listings.
 */
const STOOQ_MARKETS: Partial<Record<Mic, string>> = { XLON: 'uk', XETR: 'de', XTKS: 'jp', XHKG: 'hk' };
const NOT_AT_TWELVE_DATA: ReadonlySet<Mic> = new Set(['MISX']);

const CURRENCY_PAIR = /^([A-Z]{3})\/?([A-Z]{3})$/;
/** "AAPL", "BRK.B" (a US share class), "SAP.DE", "7203.T", "GIB-A.TO". */
const TICKER = /^([A-Z0-9][A-Z0-9-]{0,9})(?:\.([A-Z]{1,2}))?$/;

const isOtherSession = (name: SessionName): name is keyof typeof OTHER_SESSIONS => name in OTHER_SESSIONS;
const session = (name: SessionName): Session => (isOtherSession(name) ? OTHER_SESSIONS[name] : EXCHANGES[name].session);
const unpriced = (symbol: string): Instrument => ({ symbol, twelveData: null, stooq: null, coinbase: null, ecb: null, usTreasury: null });

/**
 * The currencies of the ECB's daily euro reference rates (and the euro itself). The rouble is
 * not among them: the ECB suspended its rate on 2 March 2022.
 */
const ECB_CURRENCIES: ReadonlySet<string> = new Set(
  'EUR USD JPY BGN CZK DKK GBP HUF PLN RON SEK CHF ISK NOK TRY AUD BRL CAD CNY HKD IDR ILS INR KRW MXN MYR NZD PHP SGD THB ZAR'.split(' '),
);

/**
 * Coins with a US dollar order book on Coinbase Exchange. BNB is not listed there, and USDC has
 * no book of its own (Coinbase converts it one to one into dollars): both stay unpriced.
 */
const COINBASE_COINS: ReadonlySet<string> = new Set(['BTC', 'ETH', 'SOL', 'ADA', 'XRP', 'DOGE', 'LTC', 'DOT', 'AVAX', 'USDT']);

function currencyPair(symbol: string, base: string, quote: string): Instrument {
  return {
    ...unpriced(symbol),
    twelveData: { symbol: `${base}/${quote}`, session: session('forex') },
    stooq: { symbol: `${base}${quote}`.toLowerCase(), session: session('forex') },
    ecb: ECB_CURRENCIES.has(base) && ECB_CURRENCIES.has(quote) && base !== quote ? { base, quote } : null,
  };
}

function ticker(symbol: string, root: string, suffix: string | undefined): Instrument {
  const mic = suffix === undefined ? undefined : exchangeOfSuffix(suffix);
  if (mic === undefined && (suffix === undefined || suffix.length === 1)) {
    // A US listing; a share class is "BRK.B" at Twelve Data and "brk-b.us" at Stooq.
    const us = suffix ? `${root}.${suffix}` : root;
    return {
      ...unpriced(symbol),
      twelveData: { symbol: us, session: session('XNYS') },
      stooq: { symbol: `${us.replace('.', '-').toLowerCase()}.us`, session: session('XNYS') },
    };
  }
  if (!mic) return unpriced(symbol);
  const stooqMarket = STOOQ_MARKETS[mic];
  // Stooq writes Hong Kong codes without their leading zeros: 0700.HK is "700.hk".
  const stooqRoot = mic === 'XHKG' ? root.replace(/^0+(?=\d)/, '') : root;
  return {
    ...unpriced(symbol),
    twelveData: NOT_AT_TWELVE_DATA.has(mic) ? null : { symbol: root, micCode: mic, session: session(mic) },
    stooq: stooqMarket ? { symbol: `${stooqRoot.toLowerCase()}.${stooqMarket}`, session: session(mic) } : null,
  };
}

/** What each provider calls this instrument; an instrument no provider can price has both null. */
export function instrumentOf(productSymbol: string): Instrument {
  const upper = productSymbol.trim().toUpperCase().replace(/\s+/g, ' ');
  const symbol = ALIASES[upper] ?? upper;
  const named = NAMED[symbol];
  if (named) {
    return {
      ...unpriced(symbol),
      usTreasury: named.usTreasury ?? null,
      twelveData: named.twelveData && { symbol: named.twelveData[0], session: session(named.twelveData[1]) },
      stooq: named.stooq && { symbol: named.stooq[0], session: session(named.stooq[1]) },
    };
  }
  if (UNPRICED_MARKETS.has(symbol)) return unpriced(symbol);
  if (CURRENCY_CODES.has(symbol)) return currencyPair(symbol, symbol, 'USD');
  const pair = CURRENCY_PAIR.exec(symbol);
  if (pair && (symbol.includes('/') || (CURRENCY_CODES.has(pair[1] ?? '') && CURRENCY_CODES.has(pair[2] ?? '')))) {
    return currencyPair(symbol, pair[1] ?? '', pair[2] ?? '');
  }
  // Stooq documents no crypto symbols; Twelve Data names coins as pairs against the dollar.
  if (CRYPTO_SYMBOLS.has(symbol)) {
    return {
      ...unpriced(symbol),
      twelveData: { symbol: `${symbol}/USD`, session: session('crypto') },
      coinbase: COINBASE_COINS.has(symbol) ? `${symbol}-USD` : null,
    };
  }
  // Tickers are written in capitals; "Bunds", "Wheat" or "Coal" are names of markets, not tickers.
  const match = TICKER.exec(productSymbol.trim());
  if (match) return ticker(symbol, match[1] ?? '', match[2]);
  return unpriced(symbol);
}

/** The instant a market's session closes on a calendar date ("2024-03-08"), in UTC. */
export function sessionClose({ timeZone, close }: Session, date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = close.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that wall-clock time; a second pass settles a close near a DST change.
  let instant = wallClock - offsetOf(timeZone, wallClock);
  instant = wallClock - offsetOf(timeZone, instant);
  return new Date(instant);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** How far the zone's wall clock runs ahead of UTC at this instant, in milliseconds. */
function offsetOf(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
