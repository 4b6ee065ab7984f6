/**
 * Symbol extraction: cashtags, parenthesised tickers, currency pairs, crypto, commodities,
 * well-known company names and indices. Bare all-caps words are never taken as tickers
 * ("US", "IT", "CEO"): only a cashtag, a parenthesis, an exchange prefix or the dictionary
 * below can make a ticker.
 */

/** Company names (case-sensitive, as written in news) → primary ticker. */
const COMPANIES: Record<string, string> = {
  // US technology and communication
  Apple: 'AAPL',
  Microsoft: 'MSFT',
  Nvidia: 'NVDA',
  NVIDIA: 'NVDA',
  Tesla: 'TSLA',
  Amazon: 'AMZN',
  'Amazon.com': 'AMZN',
  Alphabet: 'GOOGL',
  Google: 'GOOGL',
  Meta: 'META',
  'Meta Platforms': 'META',
  Facebook: 'META',
  Netflix: 'NFLX',
  Intel: 'INTC',
  AMD: 'AMD',
  'Advanced Micro Devices': 'AMD',
  Qualcomm: 'QCOM',
  Broadcom: 'AVGO',
  Micron: 'MU',
  'Texas Instruments': 'TXN',
  Cisco: 'CSCO',
  Oracle: 'ORCL',
  IBM: 'IBM',
  Salesforce: 'CRM',
  Adobe: 'ADBE',
  Uber: 'UBER',
  Airbnb: 'ABNB',
  Spotify: 'SPOT',
  Shopify: 'SHOP',
  Palantir: 'PLTR',
  Snowflake: 'SNOW',
  'Zoom Video': 'ZM',
  Dell: 'DELL',
  Coinbase: 'COIN',
  Robinhood: 'HOOD',
  PayPal: 'PYPL',
  Comcast: 'CMCSA',
  Verizon: 'VZ',
  'AT&T': 'T',
  Disney: 'DIS',
  'Walt Disney': 'DIS',
  TSMC: 'TSM',
  'Taiwan Semiconductor': 'TSM',
  Alibaba: 'BABA',
  Baidu: 'BIDU',
  Tencent: 'TCEHY',
  Sony: 'SONY',
  Toyota: 'TM',
  Samsung: '005930.KS',
  // US financials
  JPMorgan: 'JPM',
  'JPMorgan Chase': 'JPM',
  'JP Morgan': 'JPM',
  'J.P. Morgan': 'JPM',
  'Goldman Sachs': 'GS',
  Goldman: 'GS',
  'Morgan Stanley': 'MS',
  'Bank of America': 'BAC',
  BofA: 'BAC',
  Citigroup: 'C',
  Citi: 'C',
  'Wells Fargo': 'WFC',
  BlackRock: 'BLK',
  'Berkshire Hathaway': 'BRK.B',
  Berkshire: 'BRK.B',
  Visa: 'V',
  Mastercard: 'MA',
  'American Express': 'AXP',
  'Charles Schwab': 'SCHW',
  // US health care and consumer
  'Johnson & Johnson': 'JNJ',
  'J&J': 'JNJ',
  Pfizer: 'PFE',
  Moderna: 'MRNA',
  Merck: 'MRK',
  'Eli Lilly': 'LLY',
  AbbVie: 'ABBV',
  UnitedHealth: 'UNH',
  Gilead: 'GILD',
  Amgen: 'AMGN',
  'Bristol-Myers Squibb': 'BMY',
  'Bristol Myers Squibb': 'BMY',
  'Procter & Gamble': 'PG',
  'Coca-Cola': 'KO',
  PepsiCo: 'PEP',
  Walmart: 'WMT',
  Costco: 'COST',
  'Home Depot': 'HD',
  "McDonald's": 'MCD',
  'McDonald’s': 'MCD',
  Starbucks: 'SBUX',
  Nike: 'NKE',
  Walgreens: 'WBA',
  'Kraft Heinz': 'KHC',
  // US industrials and energy
  Boeing: 'BA',
  'Lockheed Martin': 'LMT',
  Raytheon: 'RTX',
  'General Electric': 'GE',
  Caterpillar: 'CAT',
  Honeywell: 'HON',
  'Ford Motor': 'F',
  Ford: 'F',
  'General Motors': 'GM',
  FedEx: 'FDX',
  'Delta Air Lines': 'DAL',
  'American Airlines': 'AAL',
  'United Airlines': 'UAL',
  Carnival: 'CCL',
  Exxon: 'XOM',
  ExxonMobil: 'XOM',
  'Exxon Mobil': 'XOM',
  Chevron: 'CVX',
  ConocoPhillips: 'COP',
  'PG&E': 'PCG',
  // Europe
  SAP: 'SAP',
  Siemens: 'SIE.DE',
  ASML: 'ASML',
  LVMH: 'MC.PA',
  Nestle: 'NESN.SW',
  Nestlé: 'NESN.SW',
  Novartis: 'NOVN.SW',
  Roche: 'ROG.SW',
  Shell: 'SHEL',
  'Royal Dutch Shell': 'SHEL',
  BP: 'BP',
  HSBC: 'HSBA.L',
  Barclays: 'BARC.L',
  Lloyds: 'LLOY.L',
  'Deutsche Bank': 'DBK.DE',
  UBS: 'UBSG.SW',
  'Credit Suisse': 'CSGN',
  'BNP Paribas': 'BNP.PA',
  Santander: 'SAN',
  Volkswagen: 'VOW3.DE',
  BMW: 'BMW.DE',
  'Mercedes-Benz': 'MBG.DE',
  Daimler: 'MBG.DE',
  Airbus: 'AIR.PA',
  TotalEnergies: 'TTE',
  Unilever: 'ULVR.L',
  AstraZeneca: 'AZN',
  GSK: 'GSK',
  GlaxoSmithKline: 'GSK',
  'Novo Nordisk': 'NVO',
  Allianz: 'ALV.DE',
  BASF: 'BAS.DE',
  Bayer: 'BAYN.DE',
  Adidas: 'ADS.DE',
  "L'Oreal": 'OR.PA',
  "L'Oréal": 'OR.PA',
  Vodafone: 'VOD',
  Ericsson: 'ERIC',
  Nokia: 'NOK',
  Philips: 'PHIA.AS',
  'Rio Tinto': 'RIO',
  BHP: 'BHP',
  Glencore: 'GLEN.L',
  Kering: 'KER.PA',
  Renault: 'RNO.PA',
  Stellantis: 'STLA',
  Ferrari: 'RACE',
  Infineon: 'IFX.DE',
};

/** Banks and brokers whose name is usually the analyst, not the subject ("Goldman cuts X to Sell"). */
const BROKERS = new Set(['GS', 'MS', 'JPM', 'BAC', 'C', 'WFC', 'DBK.DE', 'BARC.L', 'UBSG.SW', 'CSGN', 'BNP.PA', 'HSBA.L']);
const BROKER_BEFORE = /\b(?:at|from|by|per|says|according to)\s+$/i;
const BROKER_AFTER =
  /^(?:['’]s?\s+(?:\w+\s+)?(?:analysts?|strategists?|economists?|says|sees|expects))|^\s*(?::|says|sees|expects|predicts|forecasts|cuts|raises|lifts|lowers|trims|ups|upgrades|downgrades|starts|initiates|resumes|reiterates|assigns|points|likes|recommends|adds|removes|pulls|turns|cools|warms|is (?:bullish|bearish|cautious)|analysts?|strategists?|economists?)\b/i;

const INDICES: [RegExp, string][] = [
  [/\bS&P\s?500\b|\bS&P\b(?!\s?(?:Global|Dow Jones Indices|400|600))|\bSPX\b/g, 'SPX'],
  [/\bNasdaq(?:\s?-?100)\b|\bNDX\b/gi, 'NDX'],
  [/\bNasdaq\b(?!\s?(?:-?100|:))(?!\s*(?:Composite\s*)?:)/gi, 'IXIC'],
  [/\bDow\s+Jones(?:\s+Industrial\s+Average)?\b|\bDow\b(?!\s+(?:Inc|Chemical|Jones\s+(?:Newswires|&)))|\bDJIA\b/g, 'DJI'],
  [/\bDAX\b/g, 'DAX'],
  [/\bFTSE\s?100\b|\bFTSE\b(?!\s?(?:250|Russell|All))/g, 'UKX'],
  [/\bFTSE\s?250\b/g, 'MCX'],
  [/\bNikkei\b/g, 'N225'],
  [/\bEuro\s?Stoxx\s?50\b/gi, 'SX5E'],
  [/\bStoxx\s?(?:Europe\s?)?600\b|\bStoxx\b(?!\s?50)/gi, 'SXXP'],
  [/\bCAC\s?40\b|\bCAC\b/g, 'CAC'],
  [/\bHang\s+Seng\b/g, 'HSI'],
  [/\bRussell\s?2000\b/g, 'RUT'],
  [/\bVIX\b/g, 'VIX'],
  [/\bKospi\b|\bKOSPI\b/g, 'KOSPI'],
  [/\bSensex\b/gi, 'SENSEX'],
  [/\bShanghai\s+Composite\b/g, 'SHCOMP'],
];

const CURRENCIES = new Set([
  'USD', 'EUR', 'JPY', 'GBP', 'CHF', 'AUD', 'NZD', 'CAD', 'CNY', 'CNH', 'HKD', 'SGD', 'SEK', 'NOK', 'DKK',
  'MXN', 'BRL', 'ZAR', 'TRY', 'INR', 'KRW', 'RUB', 'PLN', 'HUF', 'CZK', 'ILS', 'THB', 'IDR', 'PHP', 'TWD',
]);
const CURRENCY_NAMES: Record<string, string> = {
  euro: 'EUR',
  dollar: 'USD',
  greenback: 'USD',
  yen: 'JPY',
  sterling: 'GBP',
  pound: 'GBP',
  franc: 'CHF',
  swissie: 'CHF',
  yuan: 'CNY',
  renminbi: 'CNY',
  aussie: 'AUD',
  loonie: 'CAD',
  kiwi: 'NZD',
  rupee: 'INR',
  rouble: 'RUB',
  ruble: 'RUB',
  lira: 'TRY',
  peso: 'MXN',
  real: 'BRL',
  rand: 'ZAR',
  won: 'KRW',
};

const CRYPTO_CODES = new Set(['BTC', 'ETH', 'SOL', 'ADA', 'XRP', 'DOGE', 'LTC', 'BNB', 'USDT', 'USDC', 'DOT', 'AVAX']);
/** Codes that are also ordinary words or acronyms: only taken with a cashtag or next to crypto context. */
const AMBIGUOUS_CRYPTO = new Set(['SOL', 'ADA', 'DOT']);
const CRYPTO_NAMES: [RegExp, string][] = [
  [/\bbitcoins?\b/gi, 'BTC'],
  [/\bBTC\b/g, 'BTC'],
  [/\bethereum\b|\bEther\b|\bETH\b/gi, 'ETH'],
  [/\bsolana\b/gi, 'SOL'],
  [/\bcardano\b/gi, 'ADA'],
  [/\bRipple\b|\bXRP\b/g, 'XRP'],
  [/\bdogecoin\b|\bDOGE\b/gi, 'DOGE'],
  [/\blitecoin\b|\bLTC\b/gi, 'LTC'],
  [/\btether\b|\bUSDT\b/gi, 'USDT'],
];
const CRYPTO_CONTEXT = /\b(?:crypto\w*|bitcoin|ethereum|blockchain|token|coin|altcoins?|defi|stablecoin|BTC|ETH)\b/i;

const COMMODITIES: [RegExp, string][] = [
  [/\bgold\b(?!\s+(?:medal|standard\s+of\b))/gi, 'GOLD'],
  [/\b(?<!(?:palm|olive|vegetable|cooking|essential|coconut|fish|snake)\s)oil\b|\bcrude\b|\bBrent\b|\bWTI\b/gi, 'OIL'],
  [/\bsilver\b(?!\s+lining)/gi, 'SILVER'],
  [/\bnatural\s+gas\b|\bnat\s?gas\b/gi, 'NATGAS'],
];

/** All-caps words in parentheses that are not tickers. */
const NOT_TICKERS = new Set([
  'US', 'USA', 'UK', 'EU', 'UN', 'CEO', 'CFO', 'COO', 'CTO', 'AI', 'IT', 'IPO', 'ETF', 'ETFS', 'GDP', 'CPI', 'PMI', 'FDA',
  'SEC', 'FED', 'ECB', 'BOE', 'BOJ', 'PBOC', 'IMF', 'OPEC', 'EPS', 'PT', 'NYSE', 'NASDAQ', 'COVID', 'NFT', 'ESG', 'FY', 'YOY',
  'QOQ', 'TV', 'PC', 'API', 'AM', 'PM', 'ET', 'EST', 'EDT', 'GMT', 'UTC', 'CET', 'OK', 'NO', 'NEW', 'ADR', 'ADRS', 'REIT', 'LLC',
  'INC', 'LTD', 'PLC', 'AG', 'SA', 'NV', 'SE', 'CO', 'CORP', 'UPDATE', 'VIDEO', 'PODCAST', 'WATCH', 'LIVE', 'Q1', 'Q2', 'Q3',
  'Q4', 'H1', 'H2', 'FX', 'EV', 'EVS', 'RE', 'ICYMI', 'CNBC', 'WSJ', 'FT', 'AP', 'BBC', 'NBC', 'CBS', 'ABC', 'CNN', 'NHS',
  'WHO', 'NATO', 'GOP', 'DOJ', 'FTC', 'FCC', 'IRS', 'EPA', 'OTC', 'CBD', 'LNG', 'SPAC', 'CIO', 'VP', 'HQ', 'PR', 'R&D', 'I',
  'A', 'AN', 'THE', 'AND', 'OR', 'OF', 'TO', 'IN', 'ON', 'AT', 'BY', 'FOR', 'IS', 'IF', 'SI', 'SA', 'PRE', 'DJ',
]);
const EXCHANGES = 'NASDAQ|Nasdaq|NYSE|NYSE American|NYSEARCA|NYSEMKT|AMEX|LSE|LON|TSX|TSXV|TSX-V|CVE|OTC|OTCQB|OTCQX|OTCMKTS|OTCPK|ASX|XETRA|ETR|EPA|FRA|BIT|SIX|HKEX|HKG|NSE|BSE|TYO|BATS|CBOE';
const EXCHANGE_TICKER = new RegExp(`\\b(?:${EXCHANGES})\\s*:\\s*\\$?([A-Z][A-Z0-9]{0,5}(?:[.-][A-Z]{1,2})?)\\b`, 'g');
const PAREN_TICKER = /\(\s*\$?([A-Z][A-Z0-9]{0,4}(?:\.[A-Z]{1,2})?)\s*\)/g;
const CASHTAG = /(?<![\w$])\$([A-Za-z][A-Za-z0-9]{0,5}(?:\.[A-Za-z]{1,2})?)(?![\w])/g;
const PAIR_CODES = /\b([A-Z]{3})\s?\/\s?([A-Z]{3})\b/g;
const PAIR_JOINED = /\b([A-Z]{3})([A-Z]{3})\b/g;
const PAIR_NAMES = new RegExp(
  `\\b(${Object.keys(CURRENCY_NAMES).join('|')})\\s?[-/–]\\s?(${Object.keys(CURRENCY_NAMES).join('|')})\\b`,
  'gi',
);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
// Longest names first so "Goldman Sachs" wins over "Goldman", "Meta Platforms" over "Meta".
const COMPANY_RE = new RegExp(
  `(?<![\\w&$.])(${Object.keys(COMPANIES)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\w&])`,
  'g',
);

/** Names that are also ordinary words in Title Case headlines ("Visa Rules", "Amazon Fires"). */
const NAME_EXCEPTIONS: Record<string, RegExp> = {
  Visa: /^\s*-?(?:rules?|restrictions?|bans?|applications?|programs?|programmes?|waivers?|holders?|polic(?:y|ies)|requirements?|free|overstay)/i,
  Shell: /^\s+(?:compan|corporations?|games?|shock|out)/i,
  Amazon: /^\s+(?:rainforest|river|basin|fires?|jungle|region|tribes?)/i,
  Carnival: /^\s+(?:season|rides?|parade|celebrations?)/i,
  Apple: /^\s+(?:pie|juice|orchards?|growers?|harvest)/i,
  Ford: /^\s+(?:Foundation)/,
};

const INDEX_SYMBOLS = new Set(INDICES.map(([, sym]) => sym));
const COMMODITY_SYMBOLS = new Set(COMMODITIES.map(([, sym]) => sym));

/** True for company tickers, false for pairs, crypto, commodities and indices. */
export function isCompanySymbol(symbol: string): boolean {
  return !symbol.includes('/') && !CRYPTO_CODES.has(symbol) && !COMMODITY_SYMBOLS.has(symbol) && !INDEX_SYMBOLS.has(symbol);
}

type Found = { symbol: string; at: number };

function add(found: Found[], symbol: string, at: number) {
  found.push({ symbol, at });
}

/** Symbols in order of first mention, without duplicates. `text` should already be free of URLs and markup. */
export function extractSymbols(text: string): string[] {
  const found: Found[] = [];
  const cryptoContext = CRYPTO_CONTEXT.test(text);

  for (const m of text.matchAll(CASHTAG)) {
    const sym = (m[1] ?? '').toUpperCase();
    add(found, sym, m.index);
  }
  for (const m of text.matchAll(EXCHANGE_TICKER)) add(found, m[1] ?? '', m.index);
  for (const m of text.matchAll(PAREN_TICKER)) {
    const sym = m[1] ?? '';
    if (NOT_TICKERS.has(sym) || CURRENCIES.has(sym)) continue;
    add(found, sym, m.index);
  }
  for (const m of text.matchAll(PAIR_CODES)) {
    const [a, b] = [m[1] ?? '', m[2] ?? ''];
    if (CURRENCIES.has(a) && CURRENCIES.has(b) && a !== b) add(found, `${a}/${b}`, m.index);
    else if (CRYPTO_CODES.has(a) && (CURRENCIES.has(b) || CRYPTO_CODES.has(b))) add(found, a, m.index);
  }
  for (const m of text.matchAll(PAIR_JOINED)) {
    const [a, b] = [m[1] ?? '', m[2] ?? ''];
    // Joined codes are unambiguous only when both halves are currencies ("EURUSD", not "NASDAQ").
    if (CURRENCIES.has(a) && CURRENCIES.has(b) && a !== b) add(found, `${a}/${b}`, m.index);
  }
  for (const m of text.matchAll(PAIR_NAMES)) {
    const a = CURRENCY_NAMES[(m[1] ?? '').toLowerCase()];
    const b = CURRENCY_NAMES[(m[2] ?? '').toLowerCase()];
    if (a && b && a !== b) add(found, `${a}/${b}`, m.index);
  }
  for (const [re, sym] of CRYPTO_NAMES) for (const m of text.matchAll(re)) add(found, sym, m.index);
  if (cryptoContext) {
    for (const m of text.matchAll(/\b(SOL|ADA|DOT|AVAX|BNB|USDC)\b/g)) add(found, m[1] ?? '', m.index);
  }
  for (const [re, sym] of COMMODITIES) for (const m of text.matchAll(re)) add(found, sym, m.index);
  for (const [re, sym] of INDICES) for (const m of text.matchAll(re)) add(found, sym, m.index);
  for (const m of text.matchAll(COMPANY_RE)) {
    const name = m[1] ?? '';
    const sym = COMPANIES[name];
    if (!sym) continue;
    const rest = text.slice(m.index + name.length, m.index + name.length + 40);
    if (NAME_EXCEPTIONS[name]?.test(rest)) continue;
    if (BROKERS.has(sym)) {
      const before = text.slice(Math.max(0, m.index - 20), m.index);
      const after = text.slice(m.index + name.length, m.index + name.length + 40);
      if (BROKER_BEFORE.test(before) || BROKER_AFTER.test(after)) continue;
    }
    add(found, sym, m.index);
  }

  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { symbol } of found) {
    if (!symbol || seen.has(symbol)) continue;
    // A cashtag on an ambiguous crypto code is fine; a bare one needs crypto context (handled above).
    if (AMBIGUOUS_CRYPTO.has(symbol) && !cryptoContext && !text.includes(`$${symbol}`)) continue;
    seen.add(symbol);
    out.push(symbol);
  }
  return out;
}
