/**
 * Symbol extraction: cashtags, parenthesised tickers, currency pairs, crypto, commodities,
 * company names and indices, each found with its position in the text.
 *
 * A bare all-caps word is never taken as a ticker ("US", "IT", "CEO"): only a cashtag, a
 * parenthesis, an exchange prefix or the dictionaries make one. A bank or agency named as
 * the source of a view ("Goldman names Chipotle its top pick", "Morgan Stanley: ...",
 * "downgraded at UBS") is not a subject, an abbreviation spelled out before its parenthesis
 * ("Pension Benefit Guaranty Corporation (PBGC)") is not a ticker, and gold or silver in a
 * sports story is a medal, not a metal.
 *
 * Companies are known by name from company-names.ts. Exchange prefixes and suffixes come from the
 * exchange table (src/shared/exchanges.ts). Every non-company symbol comes from the sets in
 * src/shared/markets.ts, so every symbol emitted has its market label.
 *
 * Every pattern is compiled once and runs once over the text: cost grows linearly with its length.
 */
import { EXCHANGES } from '../../../shared/exchanges';
import { COMMODITY_SYMBOLS, CRYPTO_SYMBOLS, CURRENCY_CODES, INDEX_SYMBOLS } from '../../../shared/markets';
import { escapeRegExp } from '../events/unicode-words';
import { ACRONYM_NAMES, CONTEXT_NAMES, DISTINCT_NAMES, WORD_NAMES } from './company-names';

/** One mention of a symbol: where it starts in the text and the words that named it. */
export type SymbolMention = { symbol: string; index: number; name: string };

/** Words of business around a name of the context table: "Ford recalls trucks" is the company, "Harrison Ford" is not. */
const BUSINESS_CONTEXT =
  /\b(?:shares?|stocks?|investors?|profits?|earnings|revenues?|sales|quarter(?:ly)?|results|deal|offer|bid|takeover|merger|acqui\w+|buy(?:s|out)?|sells?|recall(?:s|ed)?|cars?|vehicles?|trucks?|plants?|factory|ceo|coo|cfo|chairman|executives?|chief executive|analysts?|upgrade\w*|downgrade\w*|price target|dividends?|buybacks?|ipo|listing|exchange|markets?|billion|bn|layoffs?|deliveries|shipments?|outlook|forecasts?|guidance|surges?|tanks?|jumps?|slumps?|rall(?:y|ies)|prices?|fees?|fares?|charg\w+|customers?|flights?|airlines?|jobs|staff|workforce|employees|workers|costs?)\b/i;

/** Text mostly in capitals: a shouted headline, where a capitalised word says nothing about names. */
function isShouted(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 12 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.7;
}

type NameKind = 'distinct' | 'word' | 'acronym' | 'context';
const NAMES = new Map<string, { name: string; symbol: string; kind: NameKind }>();
for (const [kind, table] of [
  ['distinct', DISTINCT_NAMES],
  ['word', WORD_NAMES],
  ['acronym', ACRONYM_NAMES],
  ['context', CONTEXT_NAMES],
] as const) {
  for (const [name, symbol] of Object.entries(table)) NAMES.set(name.toLowerCase(), { name, symbol, kind });
}

/** One alternation of every name, longest first so "Goldman Sachs" wins over "Goldman". */
const COMPANY_RE = new RegExp(
  `(?<![\\w&$.])(${[...NAMES.values()]
    .map((n) => n.name)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\w&])`,
  'gi',
);

/** Whether the words matched are written the way the name's kind requires. */
function writtenAsName(entry: { name: string; kind: NameKind }, written: string, shouted: boolean): boolean {
  switch (entry.kind) {
    case 'distinct':
      return true;
    case 'word':
      return !shouted && (written === entry.name || written === entry.name.toUpperCase());
    case 'acronym':
    case 'context':
      return written === entry.name;
  }
}

/** A name lent to a venue, prize or charity is not the company: "Aviva Stadium", "Ford Foundation". */
const NAMED_AFTER = /^\s+(?:stadium|arena|cent(?:er|re)|field|park|theat(?:er|re)|hall|foundation|prize|cup|open|championships?|classic|marathon)\b/i;

/**
 * Names that mean something else when one of these words follows them (past a space, a hyphen
 * or a comma): "Visa rules", "Apple pie", "Orange juice", "Freeport LNG" (another company),
 * "Freeport, Texas".
 */
const NAME_EXCEPTIONS: Record<string, readonly string[]> = {
  Visa: [
    'rule', 'rules', 'restriction', 'restrictions', 'ban', 'bans', 'application', 'applications', 'program', 'programs', 'programme', 'programmes',
    'waiver', 'waivers', 'holder', 'holders', 'policy', 'policies', 'requirement', 'requirements', 'free', 'overstay',
  ],
  Shell: ['company', 'companies', 'corporation', 'corporations', 'game', 'games', 'shock', 'out'],
  Amazon: ['rainforest', 'river', 'basin', 'fire', 'fires', 'jungle', 'region', 'tribe', 'tribes'],
  Carnival: ['season', 'ride', 'rides', 'parade', 'celebration', 'celebrations'],
  Apple: ['pie', 'juice', 'orchard', 'orchards', 'grower', 'growers', 'harvest'],
  Meta: ['analysis', 'analyses', 'data', 'description'],
  Orange: ['juice', 'county', 'grove', 'groves', 'grower', 'growers', 'crop', 'crops'],
  'L&T': ['finance'],
  Freeport: ['lng', 'liquefaction', 'texas', 'bahamas', 'grand'],
  'China Mobile': ['phone', 'phones', 'handset', 'handsets', 'data', 'internet', 'users'],
};
/** The word after a name, past a space, a hyphen or a comma. */
const NEXT_WORD = /^[\s,-]*([\p{L}]+)/u;

/**
 * Banks, brokers and rating agencies: often the source of a view rather than its subject.
 * Their name is skipped where it introduces or signs the view, kept where the news is about them.
 */
const SOURCE_SYMBOLS = new Set([
  'GS', 'MS', 'JPM', 'BAC', 'C', 'WFC', 'DBK.DE', 'BARC.L', 'UBSG.SW', 'BNP.PA', 'HSBA.L', 'GLE.PA', 'JEF', 'RJF', 'NMR', 'MCO', 'BLK',
  'INGA.AS', 'CBK.DE', 'STAN.L', 'SAN', 'ACA.PA', 'RY', 'TD', 'BMO', 'CM', 'BNS', 'MQG.AX', 'FDS',
]);
/** "downgraded at Goldman", "according to UBS". */
const SOURCE_BEFORE = /\b(?:at|by|from|per|via|says|said|according to)\s+(?:the\s+)?$/i;
/** "Morgan Stanley: ...", "UBS upgrades Hasbro", "Goldman's Hatzius says", "Barclays assigns a 20% chance". */
const SOURCE_AFTER = new RegExp(
  [
    String.raw`^\s*:`,
    String.raw`^['’]s?\s+(?:[\w.-]+\s+){0,3}?(?:analysts?|strategists?|economists?|says|said|sees|expects|warns|predicts|picks|(?:conviction|buy|sell|top)\s+list|(?:bear|bull|sell|buy)(?:ish)?\s+(?:call|case|view)|rating|price target|note\b|:)`,
    String.raw`^,?\s+(?:says|said|sees|expects|predicts|forecasts|warns|names|picks|likes|prefers|recommends|highlights|favou?rs|upgrades|downgrades|starts|initiates|resumes|reiterates|assigns|points|adds|removes|pulls|turns|cools|warms|ups|bumps|is (?:bullish|bearish|cautious|positive|negative|upbeat|optimistic|pessimistic|downbeat)|analysts?|strategists?|economists?|research|securities|capital|capital markets|equity research|consensus)\b`,
    // A target or rating change, not the bank's own jobs, fees or dividend.
    String.raw`^\s+(?:cuts|raises|lifts|lowers|trims|boosts|hikes)\s+(?!\$|\d|(?:its\s+)?(?:jobs|staff|workers|employees|headcount|dividend|fees|bonus\w*|pay|stake|capital)\b)`,
  ].join('|'),
  'i',
);
/** A source signing off at the end: "... could fall 20% - Goldman", "(JPMorgan)". */
const SOURCE_SIGNATURE_BEFORE = /[-–—:|(]\s*$/;
const SOURCE_SIGNATURE_AFTER = /^\s*\)?\s*[.!]?\s*$/;

/** Publishers that share a name with an index: "Dow Jones News:", "Nikkei reports". */
const PUBLISHER_AFTER = /^\s*(?:News(?:wires)?|Asian Review|Asia|newspaper|reports?|reported|says|said|writes|wrote|has learned)\b/i;
const PUBLISHER_BEFORE = /\b(?:according to|told|reported by|via)\s+(?:the\s+)?$/i;
const PUBLISHER_INDICES = new Set(['DJI', 'N225', 'IXIC']);
/** "Nasdaq prices notes", "Nasdaq to buy Verafin": the exchange operator, Nasdaq Inc., not the index. */
const EXCHANGE_OPERATOR_AFTER =
  /^\s+(?:Inc\b|prices|reports|names|appoints|hires|acquires|buys|sells|agrees|to (?:buy|acquire|sell|launch|delist)|launches|delists|files|CEO)\b/;
/** "S&P cuts its outlook for Asia", "S&P downgrades Italy": the rating agency, not the index. */
const RATING_AGENCY_AFTER =
  /^\s*(?:Global\b|Ratings?\b|cuts|raises|lowers|lifts|affirms|downgrades|upgrades|revises|rates|places|puts|warns|says|said|sees|expects)\b/i;

function isSource(text: string, index: number, length: number, after: RegExp, before: RegExp): boolean {
  const head = text.slice(Math.max(0, index - 24), index);
  const tail = text.slice(index + length, index + length + 60);
  if (before.test(head) || after.test(tail)) return true;
  return SOURCE_SIGNATURE_BEFORE.test(head) && SOURCE_SIGNATURE_AFTER.test(tail);
}

const INDICES: [RegExp, string][] = [
  [/\bS&P\s?500\b|\bS&P\b(?!\s?(?:Global|Dow Jones Indices|400|600))|\bSPX\b/g, 'SPX'],
  [/\bNasdaq(?:\s?-?100)\b|\bNDX\b/gi, 'NDX'],
  [/\bNasdaq\b(?!\s?(?:-?100|:|Inc\b))(?!\s*(?:Composite\s*)?:)/gi, 'IXIC'],
  [/\bDow\s+Jones(?:\s+Industrial\s+Average)?\b(?!\s*&)|\bDow\b(?!\s+(?:Inc|Chemical|Jones))|\bDJIA\b/g, 'DJI'],
  [/\bDAX\b/g, 'DAX'],
  [/\bFTSE\s?100\b|\bFTSE\b(?!\s?(?:250|Russell|All))/g, 'UKX'],
  [/\bFTSE\s?250\b/g, 'MCX'],
  [/\bNikkei(?:\s?225)?\b/g, 'N225'],
  [/\bEuro\s?Stoxx\s?50\b/gi, 'SX5E'],
  [/\bStoxx\s?(?:Europe\s?)?600\b|\bStoxx\b(?!\s?50)/gi, 'SXXP'],
  [/\bCAC\s?40\b|\bCAC\b/g, 'CAC'],
  [/\bHang\s+Seng\b/g, 'HSI'],
  [/\bRussell\s?2000\b/g, 'RUT'],
  [/\bVIX\b/g, 'VIX'],
  [/\bKospi\b|\bKOSPI\b/g, 'KOSPI'],
  [/\bSensex\b/gi, 'SENSEX'],
  [/\bShanghai\s+Composite\b/g, 'SHCOMP'],
  [/\b(?:U\.?S\.?\s+)?Dollar\s+Index\b|\bDXY\b/gi, 'DXY'],
];

const CURRENCY_NAMES: Record<string, string> = {
  euro: 'EUR', dollar: 'USD', greenback: 'USD', yen: 'JPY', sterling: 'GBP', pound: 'GBP', franc: 'CHF', swissie: 'CHF',
  yuan: 'CNY', renminbi: 'CNY', aussie: 'AUD', loonie: 'CAD', kiwi: 'NZD', rupee: 'INR', rouble: 'RUB', ruble: 'RUB',
  lira: 'TRY', peso: 'MXN', real: 'BRL', rand: 'ZAR', won: 'KRW',
};

/** Codes that are also ordinary words or acronyms: only taken with a cashtag or next to crypto context. */
const AMBIGUOUS_CRYPTO = new Set(['SOL', 'ADA', 'DOT', 'AVAX', 'BNB', 'USDC']);
const CRYPTO_NAMES: [RegExp, string][] = [
  [/\bbitcoins?\b|\bBTC\b/gi, 'BTC'],
  [/\bethereum\b|\bEther\b|\bETH\b/gi, 'ETH'],
  [/\bsolana\b/gi, 'SOL'],
  [/\bcardano\b/gi, 'ADA'],
  [/\bRipple\b|\bXRP\b/g, 'XRP'],
  [/\bdogecoin\b|\bDOGE\b/gi, 'DOGE'],
  [/\blitecoin\b|\bLTC\b/gi, 'LTC'],
  [/\btether\b|\bUSDT\b/gi, 'USDT'],
  [/\b(SOL|ADA|DOT|AVAX|BNB|USDC)\b/g, ''],
];
const CRYPTO_CONTEXT = /\b(?:crypto\w*|bitcoin|ethereum|blockchain|token|coin|altcoins?|defi|stablecoin|BTC|ETH)\b/i;

const COMMODITIES: [RegExp, string][] = [
  [/\bgold\b(?!\s*-?\s*(?:medal\w*|standard|rush|star|card|coast|plated)\b)/gi, 'GOLD'],
  [/\b(?<!(?:palm|olive|vegetable|cooking|essential|coconut|fish|snake|castor|motor|baby)\s)oil\b(?!\s+(?:paint\w*|lamps?|changes?))|\bcrude\b|\bBrent\b|\bWTI\b/gi, 'OIL'],
  [/\bsilver\b(?!\s*-?\s*(?:medal\w*|lining|screen|spoon|bullet|lake|spring|tsunami)\b)/gi, 'SILVER'],
  [/\bnatural\s+gas\b|\bnat\s?gas\b/gi, 'NATGAS'],
  [/\bcopper\b/gi, 'COPPER'],
];
/** In a sports story gold and silver are medals: "wins gold", "Olympic silver". */
const SPORTS_CONTEXT =
  /\b(?:olympi\w*|paralympi\w*|medal\w*|world cup|championships?|grand prix|podium|athletes?|tournament|(?:wins?|won|winning|takes?|took|grabs?|grabbed|claims?|claimed|clinch\w*|bags?|bagged)\s+(?:the\s+|a\s+|her\s+|his\s+|their\s+)?(?:gold|silver))\b/i;
const METALS = new Set(['GOLD', 'SILVER']);
/** "Horizon Gold :", "Kinross Gold Corporation", "Bass Oil reports": the metal or oil is part of a company's name. */
const NAME_BEFORE = /([A-Z][\w&.'’-]*)\s+$/;
/** Words that qualify a market, not name a company: "Spot Gold:", "WTI Crude (CL)", "Asian Oil". */
const MARKET_QUALIFIER =
  /^(?:Spot|Futures?|Comex|COMEX|LBMA|Brent|WTI|US|U\.S\.|USA|UK|EU|Crude|Physical|Bullion|Global|World|Asian?|Europe(?:an)?|China|Chinese|India|Indian|Russia|Russian|Saudi|Iran|Iranian|Iraq|Iraqi|Canada|Canadian|Texas|Shale|Heavy|Light|Sweet|Sour|The|A|An|Why|How|What|Is|And|Gold|Silver|Oil|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)$/;
const COMPANY_AFTER =
  /^(?:['’]s)?\s*(?::|\(|(?:and|&)\s+(?:Silver|Gold)\b|(?:Corp\w*|Inc\b|Ltd\b|Limited|Resources|Mines|Mining|Company|Co\b|plc|PLC|Group|Holdings|Producers|Exploration|Royalt\w*|NL\b|reports|announces|says|denies|agrees|appoints|names))/;
function insideCompanyName(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  const after = text.slice(index + length, index + length + 24);
  const previous = NAME_BEFORE.exec(before)?.[1];
  return previous !== undefined && !MARKET_QUALIFIER.test(previous) && COMPANY_AFTER.test(after);
}

/** All-caps words in parentheses that are not tickers: abbreviations, agencies, regulators, media. */
const NOT_TICKERS = new Set([
  'US', 'USA', 'UK', 'EU', 'UN', 'CEO', 'CFO', 'COO', 'CTO', 'AI', 'IT', 'IPO', 'ETF', 'ETFS', 'GDP', 'CPI', 'PMI', 'FDA',
  'SEC', 'FED', 'ECB', 'BOE', 'BOJ', 'PBOC', 'IMF', 'OPEC', 'EPS', 'PT', 'NYSE', 'NASDAQ', 'COVID', 'NFT', 'ESG', 'FY', 'YOY',
  'QOQ', 'TV', 'PC', 'API', 'AM', 'PM', 'ET', 'EST', 'EDT', 'GMT', 'UTC', 'CET', 'OK', 'NO', 'NEW', 'ADR', 'ADRS', 'REIT', 'LLC',
  'INC', 'LTD', 'PLC', 'AG', 'SA', 'NV', 'SE', 'CO', 'CORP', 'UPDATE', 'VIDEO', 'PODCAST', 'WATCH', 'LIVE', 'Q1', 'Q2', 'Q3',
  'Q4', 'H1', 'H2', 'FX', 'EV', 'EVS', 'RE', 'ICYMI', 'OTC', 'CBD', 'LNG', 'SPAC', 'CIO', 'VP', 'HQ', 'PR', 'I', 'A', 'AN',
  'THE', 'AND', 'OR', 'OF', 'TO', 'IN', 'ON', 'AT', 'BY', 'FOR', 'IS', 'IF', 'SI', 'PRE', 'DJ', 'GOP', 'NATO', 'WHO', 'NHS',
  'REGD', 'ORD', 'PFD', 'CUM',
  // News agencies and media.
  'AP', 'AFP', 'EFE', 'DPA', 'ANSA', 'PTI', 'IANS', 'ANI', 'UPI', 'TASS', 'RIA', 'KYODO', 'YONHAP', 'XINHUA', 'BERNAMA',
  'CNBC', 'WSJ', 'FT', 'BBC', 'NBC', 'CBS', 'ABC', 'CNN', 'NPR', 'NYT',
  // Regulators and public agencies.
  'DOJ', 'FTC', 'FCC', 'IRS', 'EPA', 'CFTC', 'FINRA', 'FDIC', 'OCC', 'CFPB', 'PBGC', 'FHFA', 'HUD', 'USDA', 'DOE', 'DOD', 'DHS',
  'FAA', 'NHTSA', 'NTSB', 'OSHA', 'FERC', 'NRC', 'CDC', 'NIH', 'CMS', 'BLS', 'BEA', 'CBO', 'GAO', 'OMB', 'OECD', 'WTO', 'ESMA',
  'EBA', 'FCA', 'PRA', 'CMA', 'SNB', 'RBNZ', 'BOC', 'RBI', 'BIS', 'IEA', 'EIA', 'EMA', 'MHRA', 'ICE', 'SIPC', 'FSB',
]);
/** Words that name a public body, so initials spelled out before them are its abbreviation. */
const PUBLIC_BODY =
  /\b(?:agency|bank|administration|authority|board|bureau|commission|committee|council|department|office|organi[sz]ation|institute|association|federation|union|ministry|court|party|corporation|fund|service|program(?:me)?|reserve|system|forum|league|center|centre|foundation)\b/i;

/** "Pension Benefit Guaranty Corporation (PBGC)": the capitals are the initials of the words before them. */
function isSpelledOutAbbreviation(text: string, parenAt: number, code: string): boolean {
  const words = text.slice(Math.max(0, parenAt - 120), parenAt).match(/[A-Za-z][\w'’-]*/g) ?? [];
  const initials = words
    .slice(-(code.length + 4))
    .filter((w) => !/^(?:of|and|for|the|on|in|de|du|des|la|le)$/i.test(w))
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  if (!initials.endsWith(code)) return false;
  const spelled = words.slice(-(code.length + 4)).join(' ');
  return PUBLIC_BODY.test(spelled);
}

/** What news writes before a ticker ("ETR:SAP", "NYSE: IBM"), and the suffix its listing takes ("" in the US). */
const EXCHANGE_SUFFIX = new Map<string, string>(
  Object.values(EXCHANGES).flatMap((exchange) => exchange.prefixes.map((prefix) => [prefix, exchange.suffix ? `.${exchange.suffix}` : ''] as const)),
);
const EXCHANGE_TICKER = new RegExp(
  `\\b(${[...EXCHANGE_SUFFIX.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\s*:\\s*\\$?([A-Z][A-Z0-9&]{0,9}(?:[.-][A-Z]{1,2})?)\\b`,
  'g',
);
const PAREN_TICKER = /\(\s*\$?([A-Z][A-Z0-9]{0,4}(?:\.[A-Z]{1,2})?)\s*\)/g;
const CASHTAG = /(?<![\w$])\$([A-Za-z][A-Za-z0-9]{0,5}(?:\.[A-Za-z]{1,2})?)(?![\w])/g;
const PAIR_CODES = /\b([A-Z]{3})\s?\/\s?([A-Z]{3})\b/g;
const PAIR_JOINED = /\b([A-Z]{3})([A-Z]{3})\b/g;
const PAIR_NAMES = new RegExp(
  `\\b(${Object.keys(CURRENCY_NAMES).join('|')})\\s?[-/–]\\s?(${Object.keys(CURRENCY_NAMES).join('|')})\\b`,
  'gi',
);

/** True for company tickers, false for pairs, crypto, commodities and indices. */
export function isCompanySymbol(symbol: string): boolean {
  return !symbol.includes('/') && !CRYPTO_SYMBOLS.has(symbol) && !COMMODITY_SYMBOLS.has(symbol) && !INDEX_SYMBOLS.has(symbol);
}

/** Every symbol the dictionaries can produce (cashtags and parenthesised tickers aside), for checks. */
export const DICTIONARY_SYMBOLS: { companies: ReadonlySet<string>; others: ReadonlySet<string> } = {
  companies: new Set([...NAMES.values()].map((n) => n.symbol)),
  others: new Set([
    ...INDICES.map(([, s]) => s),
    ...COMMODITIES.map(([, s]) => s),
    ...CRYPTO_NAMES.map(([, s]) => s).filter(Boolean),
    ...AMBIGUOUS_CRYPTO,
  ]),
};

/**
 * Every mention of a symbol in the text, in order of position, with the words that named it
 * ("LSE jumps as ICE weighs a bid; Ashtead and Barclays slide" gives LSEG.L at 0, ICE at 13,
 * AHT.L at 31, BARC.L at 43). A symbol named twice is listed twice; a name inside a longer one
 * ("Gold Fields", "NASDAQ: MSFT") counts once. `text` should already be free of URLs and markup.
 */
export function findSymbolMentions(text: string): SymbolMention[] {
  const found: SymbolMention[] = [];
  const add = (symbol: string, index: number, name: string) => {
    if (symbol) found.push({ symbol, index, name });
  };
  const cryptoContext = CRYPTO_CONTEXT.test(text);
  const sportsContext = SPORTS_CONTEXT.test(text);
  const businessContext = BUSINESS_CONTEXT.test(text);
  const shouted = isShouted(text);

  for (const m of text.matchAll(CASHTAG)) add((m[1] ?? '').toUpperCase(), m.index, m[0]);
  for (const m of text.matchAll(EXCHANGE_TICKER)) {
    const ticker = m[2] ?? '';
    const suffix = EXCHANGE_SUFFIX.get(m[1] ?? '') ?? '';
    // A share class is written with a dash before the exchange suffix: "TSE:GIB.A" is GIB-A.TO.
    add(suffix ? ticker.replace('.', '-') + suffix : ticker, m.index, m[0]);
  }
  for (const m of text.matchAll(PAREN_TICKER)) {
    const code = m[1] ?? '';
    // "(XII)" numbers an event or a series; it is no ticker.
    if (NOT_TICKERS.has(code) || CURRENCY_CODES.has(code) || /^[IVXL]+$/.test(code) || isSpelledOutAbbreviation(text, m.index, code)) continue;
    add(code, m.index, m[0]);
  }
  for (const m of text.matchAll(PAIR_CODES)) {
    const [a, b] = [m[1] ?? '', m[2] ?? ''];
    if (CURRENCY_CODES.has(a) && CURRENCY_CODES.has(b) && a !== b) add(`${a}/${b}`, m.index, m[0]);
    else if (CRYPTO_SYMBOLS.has(a) && (CURRENCY_CODES.has(b) || CRYPTO_SYMBOLS.has(b))) add(a, m.index, m[0]);
  }
  for (const m of text.matchAll(PAIR_JOINED)) {
    const [a, b] = [m[1] ?? '', m[2] ?? ''];
    // Joined codes are unambiguous only when both halves are currencies ("EURUSD", not "NASDAQ").
    if (CURRENCY_CODES.has(a) && CURRENCY_CODES.has(b) && a !== b) add(`${a}/${b}`, m.index, m[0]);
  }
  for (const m of text.matchAll(PAIR_NAMES)) {
    const a = CURRENCY_NAMES[(m[1] ?? '').toLowerCase()];
    const b = CURRENCY_NAMES[(m[2] ?? '').toLowerCase()];
    if (a && b && a !== b) add(`${a}/${b}`, m.index, m[0]);
  }
  for (const [re, symbol] of CRYPTO_NAMES) {
    for (const m of text.matchAll(re)) {
      const code = symbol || (m[1] ?? '');
      // A bare ambiguous code ("ADA compliance", "DOT rules") needs crypto around it.
      if (AMBIGUOUS_CRYPTO.has(code) && !cryptoContext) continue;
      add(code, m.index, m[0]);
    }
  }
  for (const [re, symbol] of COMMODITIES) {
    if (sportsContext && METALS.has(symbol)) continue;
    // "#Silver" is a publisher's topic tag, not news about the metal.
    for (const m of text.matchAll(re)) {
      if (text[m.index - 1] === '#' || insideCompanyName(text, m.index, m[0].length)) continue;
      add(symbol, m.index, m[0]);
    }
  }
  for (const [re, symbol] of INDICES) {
    for (const m of text.matchAll(re)) {
      if (PUBLISHER_INDICES.has(symbol) && isSource(text, m.index, m[0].length, PUBLISHER_AFTER, PUBLISHER_BEFORE)) continue;
      if (m[0] === 'S&P' && isSource(text, m.index, m[0].length, RATING_AGENCY_AFTER, PUBLISHER_BEFORE)) continue;
      if (symbol === 'IXIC' && EXCHANGE_OPERATOR_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30))) {
        add('NDAQ', m.index, m[0]);
        continue;
      }
      add(symbol, m.index, m[0]);
    }
  }
  const needContext: SymbolMention[] = [];
  let companyNamed = false;
  for (const m of text.matchAll(COMPANY_RE)) {
    const written = m[1] ?? '';
    const entry = NAMES.get(written.toLowerCase());
    if (!entry || !writtenAsName(entry, written, shouted)) continue;
    // "25 BP", "300 HP": a number before the capitals makes them a unit.
    if (entry.kind !== 'distinct' && entry.kind !== 'word' && /\d\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    const rest = text.slice(m.index + written.length, m.index + written.length + 40);
    if (NAMED_AFTER.test(rest) || NAME_EXCEPTIONS[entry.name]?.includes(NEXT_WORD.exec(rest)?.[1]?.toLowerCase() ?? '')) continue;
    // "Oracle of Omaha", "the Amazon of Africa": a word name used as a figure of speech.
    if (entry.kind === 'word' && /^\s+of\s/.test(rest)) continue;
    // "former Goldman Sachs CEO", "Ex-JPMorgan banker": a person's past employer, not the news.
    if (/\b(?:former|ex-?)\s*$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    if (SOURCE_SYMBOLS.has(entry.symbol) && isSource(text, m.index, written.length, SOURCE_AFTER, SOURCE_BEFORE)) continue;
    if (entry.kind === 'context') needContext.push({ symbol: entry.symbol, index: m.index, name: written });
    else {
      companyNamed = true;
      add(entry.symbol, m.index, written);
    }
  }
  // Another company in the text is context enough: "Tesla, Ford", "HP rejects Xerox".
  if (businessContext || companyNamed) for (const m of needContext) add(m.symbol, m.index, m.name);

  // By position; at one position the longest name first, so a name inside a longer one is dropped.
  found.sort((a, b) => a.index - b.index || b.name.length - a.name.length);
  const mentions: SymbolMention[] = [];
  let coveredTo = 0;
  for (const mention of found) {
    if (mention.index < coveredTo) continue;
    mentions.push(mention);
    coveredTo = mention.index + mention.name.length;
  }
  return mentions;
}

/** Symbols in order of first mention, without duplicates. `text` should already be free of URLs and markup. */
export function extractSymbols(text: string): string[] {
  return [...new Set(findSymbolMentions(text).map((m) => m.symbol))];
}
