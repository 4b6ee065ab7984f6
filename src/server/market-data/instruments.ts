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
import { CRYPTO_SYMBOLS, CURRENCY_CODES, INDEX_SYMBOLS } from '../../shared/markets';

/** Where and when a market's trading day ends: a daily bar's `at` is this close, in UTC. */
type Session = { readonly timeZone: string; readonly close: string };

/**
 * Closing times of the regular sessions, approximated by one time per market (no half days or
 * holiday hours). Forex has no close: its trading day conventionally rolls at 17:00 New York.
 * Crypto trades around the clock; its daily bars are UTC days.
 */
const SESSIONS = {
  newYork: { timeZone: 'America/New_York', close: '16:00' },
  cboe: { timeZone: 'America/New_York', close: '16:15' },
  futures: { timeZone: 'America/New_York', close: '17:00' },
  forex: { timeZone: 'America/New_York', close: '17:00' },
  crypto: { timeZone: 'UTC', close: '24:00' },
  toronto: { timeZone: 'America/Toronto', close: '16:00' },
  saoPaulo: { timeZone: 'America/Sao_Paulo', close: '17:00' },
  london: { timeZone: 'Europe/London', close: '16:30' },
  xetra: { timeZone: 'Europe/Berlin', close: '17:30' },
  frankfurt: { timeZone: 'Europe/Berlin', close: '20:00' },
  paris: { timeZone: 'Europe/Paris', close: '17:30' },
  amsterdam: { timeZone: 'Europe/Amsterdam', close: '17:30' },
  milan: { timeZone: 'Europe/Rome', close: '17:30' },
  madrid: { timeZone: 'Europe/Madrid', close: '17:30' },
  zurich: { timeZone: 'Europe/Zurich', close: '17:30' },
  copenhagen: { timeZone: 'Europe/Copenhagen', close: '17:00' },
  oslo: { timeZone: 'Europe/Oslo', close: '16:20' },
  vienna: { timeZone: 'Europe/Vienna', close: '17:30' },
  tokyo: { timeZone: 'Asia/Tokyo', close: '15:30' },
  hongKong: { timeZone: 'Asia/Hong_Kong', close: '16:00' },
  seoul: { timeZone: 'Asia/Seoul', close: '15:30' },
  taipei: { timeZone: 'Asia/Taipei', close: '13:30' },
  india: { timeZone: 'Asia/Kolkata', close: '15:30' },
  sydney: { timeZone: 'Australia/Sydney', close: '16:00' },
  riyadh: { timeZone: 'Asia/Riyadh', close: '15:00' },
} as const satisfies Record<string, Session>;
type SessionName = keyof typeof SESSIONS;

/** How Twelve Data names an instrument: a symbol, and for a non-US listing its exchange's MIC. */
export type TwelveDataSymbol = { readonly symbol: string; readonly micCode?: string; readonly session: Session };
export type StooqSymbol = { readonly symbol: string; readonly session: Session };

export type Instrument = {
  /** The product's symbol, upper case ("SAP.DE", "EUR/USD", "US Treasuries"). */
  readonly symbol: string;
  readonly twelveData: TwelveDataSymbol | null;
  readonly stooq: StooqSymbol | null;
};

type NamedEntry = { twelveData: [string, SessionName] | null; stooq: [string, SessionName] | null };

/**
 * Indices, bond markets, commodities, volatility and the dollar. Twelve Data's index symbols are
 * those its documentation and examples use (SPX, IXIC, NDX, DJI, RUT, VIX); for the other indices
 * it documents no symbol we could check, so they are left to the daily provider.
 */
const NAMED: Record<string, NamedEntry> = {
  SPX: { twelveData: ['SPX', 'newYork'], stooq: ['^spx', 'newYork'] },
  NDX: { twelveData: ['NDX', 'newYork'], stooq: ['^ndx', 'newYork'] },
  IXIC: { twelveData: ['IXIC', 'newYork'], stooq: ['^ndq', 'newYork'] },
  DJI: { twelveData: ['DJI', 'newYork'], stooq: ['^dji', 'newYork'] },
  RUT: { twelveData: ['RUT', 'newYork'], stooq: null },
  DAX: { twelveData: null, stooq: ['^dax', 'xetra'] },
  UKX: { twelveData: null, stooq: ['^ukx', 'london'] },
  CAC: { twelveData: null, stooq: ['^cac', 'paris'] },
  N225: { twelveData: null, stooq: ['^nkx', 'tokyo'] },
  HSI: { twelveData: null, stooq: ['^hsi', 'hongKong'] },
  // The Cboe index itself; Stooq's VIX coverage is not documented, and the shipped series covers it.
  VIX: { twelveData: ['VIX', 'cboe'], stooq: null },
  // A bond market is priced by a bond fund, not a yield: a rally is then an up move, the way the
  // card states a bond's direction. IEF (iShares 7–10 Year Treasury Bond ETF) follows the
  // benchmark ten-year note. No provider here documents a comparable symbol for Bunds, Gilts or JGBs.
  'US TREASURIES': { twelveData: ['IEF', 'newYork'], stooq: ['ief.us', 'newYork'] },
  // The dollar against a basket: UUP (Invesco DB US Dollar Index Bullish Fund) tracks futures on
  // the dollar index; neither provider documents the ICE index itself.
  USD: { twelveData: ['UUP', 'newYork'], stooq: ['uup.us', 'newYork'] },
  DXY: { twelveData: ['UUP', 'newYork'], stooq: ['uup.us', 'newYork'] },
  // Commodities: Twelve Data by spot metal pairs, or by the US funds holding the futures (USO,
  // BNO, UNG, CPER) since it documents no futures symbols; Stooq by its continuous futures.
  OIL: { twelveData: ['USO', 'newYork'], stooq: ['cl.f', 'futures'] },
  BRENT: { twelveData: ['BNO', 'newYork'], stooq: ['cb.f', 'futures'] },
  NATGAS: { twelveData: ['UNG', 'newYork'], stooq: ['ng.f', 'futures'] },
  COPPER: { twelveData: ['CPER', 'newYork'], stooq: ['hg.f', 'futures'] },
  GOLD: { twelveData: ['XAU/USD', 'forex'], stooq: ['xauusd', 'forex'] },
  SILVER: { twelveData: ['XAG/USD', 'forex'], stooq: ['xagusd', 'forex'] },
};
/**
 * Index codes the product names (src/shared/markets.ts, the economies in news/events/scope.ts)
 * beyond those above: no provider here documents a symbol for them, and they must not be read
 * as company tickers ("TSX", "SMI", "JSE" are not shares).
 */
const OTHER_INDICES = new Set([
  ...INDEX_SYMBOLS,
  'SMI',
  'TSX',
  'IBEX',
  'IBOV',
  'JCI',
  'JSE',
  'OBX',
  'MOEX',
  'MEXBOL',
  'WIG20',
  'TASI',
  'IPSA',
  'MERVAL',
  'ATHEX',
  'OMXS30',
]);
const ALIASES: Record<string, string> = { FTSE: 'UKX', 'S&P 500': 'SPX', NIKKEI: 'N225', WTI: 'OIL', TREASURIES: 'US TREASURIES' };

/** A Yahoo-style exchange suffix: the exchange's MIC for Twelve Data, Stooq's market suffix if it has one. */
type Listing = { micCode: string; session: SessionName; stooqSuffix?: string };
const LISTINGS: Record<string, Listing> = {
  L: { micCode: 'XLON', session: 'london', stooqSuffix: 'uk' },
  DE: { micCode: 'XETR', session: 'xetra', stooqSuffix: 'de' },
  F: { micCode: 'XFRA', session: 'frankfurt' },
  PA: { micCode: 'XPAR', session: 'paris' },
  AS: { micCode: 'XAMS', session: 'amsterdam' },
  MI: { micCode: 'XMIL', session: 'milan' },
  MC: { micCode: 'XMAD', session: 'madrid' },
  SW: { micCode: 'XSWX', session: 'zurich' },
  CO: { micCode: 'XCSE', session: 'copenhagen' },
  OL: { micCode: 'XOSL', session: 'oslo' },
  VI: { micCode: 'XWBO', session: 'vienna' },
  T: { micCode: 'XTKS', session: 'tokyo', stooqSuffix: 'jp' },
  HK: { micCode: 'XHKG', session: 'hongKong', stooqSuffix: 'hk' },
  KS: { micCode: 'XKRX', session: 'seoul' },
  TW: { micCode: 'XTAI', session: 'taipei' },
  NS: { micCode: 'XNSE', session: 'india' },
  BO: { micCode: 'XBOM', session: 'india' },
  AX: { micCode: 'XASX', session: 'sydney' },
  TO: { micCode: 'XTSE', session: 'toronto' },
  V: { micCode: 'XTSX', session: 'toronto' },
  SA: { micCode: 'BVMF', session: 'saoPaulo' },
  SR: { micCode: 'XSAU', session: 'riyadh' },
};

const CURRENCY_PAIR = /^([A-Z]{3})\/?([A-Z]{3})$/;
/** "AAPL", "BRK.B" (a US share class), "SAP.DE", "7203.T", "GIB-A.TO". */
const TICKER = /^([A-Z0-9][A-Z0-9-]{0,9})(?:\.([A-Z]{1,2}))?$/;

const session = (name: SessionName): Session => SESSIONS[name];
const unpriced = (symbol: string): Instrument => ({ symbol, twelveData: null, stooq: null });

function currencyPair(symbol: string, base: string, quote: string): Instrument {
  return {
    symbol,
    twelveData: { symbol: `${base}/${quote}`, session: session('forex') },
    stooq: { symbol: `${base}${quote}`.toLowerCase(), session: session('forex') },
  };
}

function ticker(symbol: string, root: string, suffix: string | undefined): Instrument {
  if (suffix === undefined || (suffix.length === 1 && LISTINGS[suffix] === undefined)) {
    // A US listing; a share class is "BRK.B" at Twelve Data and "brk-b.us" at Stooq.
    const us = suffix ? `${root}.${suffix}` : root;
    return {
      symbol,
      twelveData: { symbol: us, session: session('newYork') },
      stooq: { symbol: `${us.replace('.', '-').toLowerCase()}.us`, session: session('newYork') },
    };
  }
  const listing = LISTINGS[suffix];
  if (!listing) return unpriced(symbol);
  // Stooq writes Hong Kong codes without their leading zeros: 0700.HK is "700.hk".
  const stooqRoot = suffix === 'HK' ? root.replace(/^0+(?=\d)/, '') : root;
  return {
    symbol,
    twelveData: { symbol: root, micCode: listing.micCode, session: session(listing.session) },
    stooq: listing.stooqSuffix ? { symbol: `${stooqRoot.toLowerCase()}.${listing.stooqSuffix}`, session: session(listing.session) } : null,
  };
}

/** What each provider calls this instrument; an instrument no provider can price has both null. */
export function instrumentOf(productSymbol: string): Instrument {
  const upper = productSymbol.trim().toUpperCase().replace(/\s+/g, ' ');
  const symbol = ALIASES[upper] ?? upper;
  const named = NAMED[symbol];
  if (named) {
    return {
      symbol,
      twelveData: named.twelveData && { symbol: named.twelveData[0], session: session(named.twelveData[1]) },
      stooq: named.stooq && { symbol: named.stooq[0], session: session(named.stooq[1]) },
    };
  }
  if (OTHER_INDICES.has(symbol)) return unpriced(symbol);
  if (CURRENCY_CODES.has(symbol)) return currencyPair(symbol, symbol, 'USD');
  const pair = CURRENCY_PAIR.exec(symbol);
  if (pair && (symbol.includes('/') || (CURRENCY_CODES.has(pair[1] ?? '') && CURRENCY_CODES.has(pair[2] ?? '')))) {
    return currencyPair(symbol, pair[1] ?? '', pair[2] ?? '');
  }
  // Stooq documents no crypto symbols; Twelve Data names coins as pairs against the dollar.
  if (CRYPTO_SYMBOLS.has(symbol)) return { symbol, twelveData: { symbol: `${symbol}/USD`, session: session('crypto') }, stooq: null };
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
