/**
 * What a story touches, for the scope factor of the impact: an economy (and which one), a
 * mega-cap, a large or small company, or nothing tradable; and the market proxies that stand
 * for an economy's bonds, equities and currency.
 */
import type { AssetClass } from './taxonomy';

export type Economy = {
  name: string;
  major: boolean;
  cue: RegExp;
  bonds: string;
  index: string;
  currency: string;
  /** A liquid instrument traders use for the economy's growth where its own are hard to trade (China: the Australian dollar). */
  growthProxy?: string;
  /** Where a flight to safety out of this economy's banks goes (Europe: Bunds). */
  haven?: string;
};

/** Economies whose rates, data and politics move global markets (G7, China, and the central banks of the major currencies) are major. */
const economies: Economy[] = [
  {
    name: 'US',
    major: true,
    cue: /\b(?:Fed|FOMC|Federal Reserve|Powell|Yellen|U\.S(?:\.|\b)|US|USA|United States|America|American|Treasury|Treasuries|Wall Street|Washington|White House|Vereinigte Staaten|Trump|Biden|non-?farm|JOLTS|ISM|ADP|Dow|S&P|Nasdaq)\b/,
    bonds: 'US Treasuries',
    index: 'SPX',
    currency: 'USD',
  },
  {
    name: 'euro area',
    major: true,
    cue: /\b(?:ECB|EZB|Euroraum|Lagarde|Draghi|euro[- ]?zone|euro[- ]area|Eurozone|EU|European Union|Brussels|Euro Stoxx)\b/i,
    // The Bund is the euro area's benchmark and safe haven: ECB news moves it first.
    bonds: 'Bunds',
    index: 'SX5E',
    currency: 'EUR',
    haven: 'Bunds',
  },
  {
    name: 'Germany',
    major: true,
    cue: /\b(?:German|Germany|Deutschland|[dD]eutsche[nmrs]?|Bundesbank|Ifo|ZEW|DAX|Bund|Bunds|Berlin|Merkel|Scholz)\b/,
    bonds: 'Bunds',
    index: 'DAX',
    currency: 'EUR',
    haven: 'Bunds',
  },
  {
    name: 'UK',
    major: true,
    cue: /\b(?:BoE|BOE|Bank of England|U\.K(?:\.|\b)|UK|Britain|Großbritannien|British|London|sterling|pound|gilts?|Carney|Bailey|Brexit|FTSE|Conservatives|Labour|Tories)\b/,
    bonds: 'Gilts',
    index: 'UKX',
    currency: 'GBP',
  },
  {
    name: 'Japan',
    major: true,
    cue: /\b(?:BoJ|BOJ|Bank of Japan|Japan|Japanese|Tokyo|Kuroda|Ueda|Nikkei|Tankan|yen)\b/,
    bonds: 'JGBs',
    index: 'N225',
    currency: 'JPY',
  },
  {
    name: 'China',
    major: true,
    cue: /\b(?:PBOC|PBoC|People's Bank|China|Chinese|Beijing|Xi|yuan|renminbi|Shanghai|Caixin)\b/,
    bonds: 'China government bonds',
    // Hang Seng and the Australian dollar are where traders express a view on China's growth.
    index: 'HSI',
    currency: 'CNY',
    growthProxy: 'AUD',
  },
  { name: 'Canada', major: true, cue: /\b(?:Bank of Canada|BoC|Canada|Canadian|Ottawa|TSX|loonie)\b/, bonds: 'Canada bonds', index: 'TSX', currency: 'CAD' },
  { name: 'France', major: true, cue: /\b(?:France|French|Paris|CAC|Macron)\b/, bonds: 'French bonds', index: 'CAC', currency: 'EUR', haven: 'Bunds' },
  { name: 'Italy', major: true, cue: /\b(?:Italy|Italian|Rome|BTPs?)\b/, bonds: 'Italian bonds', index: 'FTSE MIB', currency: 'EUR', haven: 'Bunds' },
  {
    name: 'Russia',
    major: false,
    cue: /\b(?:Russia|Russian|Russland|Moscow|Kremlin|Putin|rouble|ruble)\b/,
    bonds: 'Russian bonds',
    index: 'MOEX',
    currency: 'RUB',
  },
  { name: 'India', major: false, cue: /\b(?:RBI|India|Indian|rupee|Sensex|Nifty)\b/, bonds: 'Indian bonds', index: 'SENSEX', currency: 'INR' },
  { name: 'Australia', major: true, cue: /\b(?:RBA|Australia|Australian|Aussie|ASX)\b/, bonds: 'Australian bonds', index: 'ASX 200', currency: 'AUD' },
  { name: 'Switzerland', major: true, cue: /\b(?:SNB|Swiss|Switzerland|franc)\b/, bonds: 'Swiss bonds', index: 'SMI', currency: 'CHF', haven: 'Bunds' },
  { name: 'Hong Kong', major: false, cue: /\b(?:Hong Kong|Hang Seng|HKMA)\b/, bonds: 'Hong Kong bonds', index: 'HSI', currency: 'HKD' },
  {
    name: 'Brazil',
    major: false,
    cue: /\b(?:Brazil|Brazilian|Brasil|Bovespa|Ibovespa|Copom|Selic|IPCA|BCB)\b/,
    bonds: 'Brazilian bonds',
    index: 'IBOV',
    currency: 'BRL',
  },
  { name: 'Turkey', major: false, cue: /\b(?:Turkey|Turkish|lira)\b/, bonds: 'Turkish bonds', index: 'BIST 100', currency: 'TRY' },
  { name: 'South Korea', major: false, cue: /\b(?:Korea|Korean|won|Kospi|KOSPI)\b/, bonds: 'Korean bonds', index: 'KOSPI', currency: 'KRW' },
  { name: 'Mexico', major: false, cue: /\b(?:Mexico|Mexican|peso|Banxico)\b/, bonds: 'Mexican bonds', index: 'MEXBOL', currency: 'MXN' },
  { name: 'Sweden', major: false, cue: /\b(?:Sweden|Swedish|Riksbank|krona|Stockholm)\b/, bonds: 'Swedish bonds', index: 'OMXS30', currency: 'SEK' },
  { name: 'Norway', major: false, cue: /\b(?:Norway|Norwegian|Norges Bank|krone|Oslo)\b/, bonds: 'Norwegian bonds', index: 'OBX', currency: 'NOK' },
  { name: 'Belgium', major: false, cue: /\b(?:Belgium|Belgian)\b/, bonds: 'Belgian bonds', index: 'BEL 20', currency: 'EUR' },
  { name: 'Spain', major: false, cue: /\b(?:Spain|Spanish|Madrid)\b/, bonds: 'Spanish bonds', index: 'IBEX', currency: 'EUR' },
  { name: 'Argentina', major: false, cue: /\b(?:Argentina|Argentine|Argentinian|Milei|Merval)\b/, bonds: 'Argentine bonds', index: 'MERVAL', currency: 'ARS' },
  {
    name: 'South Africa',
    major: false,
    cue: /\b(?:South Africa|South African|rand|ANC|SARB|Johannesburg)\b/,
    bonds: 'South African bonds',
    index: 'JSE',
    currency: 'ZAR',
  },
  { name: 'New Zealand', major: false, cue: /\b(?:New Zealand|RBNZ|kiwi)\b/, bonds: 'New Zealand bonds', index: 'NZX 50', currency: 'NZD' },
  { name: 'Poland', major: false, cue: /\b(?:Poland|Polish|zloty|NBP)\b/, bonds: 'Polish bonds', index: 'WIG20', currency: 'PLN' },
  { name: 'Indonesia', major: false, cue: /\b(?:Indonesia|Indonesian|rupiah)\b/, bonds: 'Indonesian bonds', index: 'JCI', currency: 'IDR' },
  { name: 'Chile', major: false, cue: /\b(?:Chile|Chilean)\b/, bonds: 'Chilean bonds', index: 'IPSA', currency: 'CLP' },
  { name: 'Greece', major: false, cue: /\b(?:Greece|Greek|Athens)\b/, bonds: 'Greek bonds', index: 'ATHEX', currency: 'EUR' },
  { name: 'Ukraine', major: false, cue: /\b(?:Ukraine|Ukrainian|Kyiv|Kiev|hryvnia)\b/, bonds: 'Ukrainian bonds', index: 'Ukraine equities', currency: 'UAH' },
  { name: 'Israel', major: false, cue: /\b(?:Israel|Israeli|Tel Aviv|shekel)\b/, bonds: 'Israeli bonds', index: 'TA-35', currency: 'ILS' },
  { name: 'Saudi Arabia', major: false, cue: /\b(?:Saudi Arabia|Saudi|Riyadh|Tadawul)\b/, bonds: 'Saudi bonds', index: 'TASI', currency: 'SAR' },
  {
    name: 'Middle East',
    major: false,
    cue: /\b(?:Iran|Iranian|Iraq|Baghdad|Saudi|Israel|Gaza|Syria|Gulf)\b/,
    bonds: 'Global bonds',
    index: 'Global equities',
    currency: 'USD',
  },
];

/** Other countries: named but minor for global markets. */
const OTHER_COUNTRY =
  /\b(?:Colombia|Peru|Venezuela|Nigeria|Kenya|Egypt|Ghana|Pakistan|Bangladesh|Sri Lanka|Vietnam|Thailand|Malaysia|Philippines|Singapore|Hungary|Czech|Romania|Portugal|Ireland|Irish|Iceland|Denmark|Finland|Belarus|Kazakhstan|Azerbaijan|Afghanistan|Myanmar|Lebanon|Zimbabwe|Zambia|Ethiopia|Morocco|Tunisia|Qatar|Kuwait|Oman|Bahrain|UAE)\b/;

/** ISO codes of the smaller countries' currencies. */
const OTHER_CURRENCY: Record<string, string> = {
  Colombia: 'COP',
  Peru: 'PEN',
  Venezuela: 'VES',
  Nigeria: 'NGN',
  Kenya: 'KES',
  Egypt: 'EGP',
  Ghana: 'GHS',
  Pakistan: 'PKR',
  Bangladesh: 'BDT',
  'Sri Lanka': 'LKR',
  Vietnam: 'VND',
  Thailand: 'THB',
  Malaysia: 'MYR',
  Philippines: 'PHP',
  Singapore: 'SGD',
  Hungary: 'HUF',
  Czech: 'CZK',
  Romania: 'RON',
  Portugal: 'EUR',
  Ireland: 'EUR',
  Irish: 'EUR',
  Iceland: 'ISK',
  Denmark: 'DKK',
  Finland: 'EUR',
  Belarus: 'BYN',
  Kazakhstan: 'KZT',
  Azerbaijan: 'AZN',
  Lebanon: 'LBP',
  Zimbabwe: 'ZWL',
  Zambia: 'ZMW',
  Ethiopia: 'ETB',
  Morocco: 'MAD',
  Tunisia: 'TND',
  Qatar: 'QAR',
  Kuwait: 'KWD',
  Oman: 'OMR',
  Bahrain: 'BHD',
  UAE: 'AED',
};

const US: Economy = economies[0] as Economy;

/** The economy whose currency this is ("CNY": China), if the model has one. */
export function economyOfCurrency(code: string): Economy | undefined {
  return economies.find((economy) => economy.currency === code);
}

/** Every economy the text names, in the order it names them ("US-China trade talks": the US, then China). */
export function economiesIn(text: string): Economy[] {
  return economies
    .map((economy) => ({ economy, at: economy.cue.exec(text)?.index ?? -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ economy }) => economy);
}

/** The economy a story is about; US when none is named (most English market news is). */
export function economyOf(text: string): { economy: Economy; named: boolean; minorCountry: boolean } {
  let best: { economy: Economy; at: number } | null = null;
  for (const economy of economies) {
    const m = economy.cue.exec(text);
    if (m && (!best || m.index < best.at)) best = { economy, at: m.index };
  }
  const other = OTHER_COUNTRY.exec(text);
  if (other && (!best || other.index < best.at)) {
    // A smaller country's own instruments, named for it; its currency by ISO code where known.
    const country = other[0];
    const economy: Economy = {
      name: country,
      major: false,
      cue: OTHER_COUNTRY,
      bonds: `${country} bonds`,
      index: `${country} equities`,
      currency: OTHER_CURRENCY[country] ?? `${country} currency`,
    };
    return { economy, named: true, minorCountry: true };
  }
  return best ? { economy: best.economy, named: true, minorCountry: !best.economy.major } : { economy: US, named: false, minorCountry: false };
}

/** About the largest listed companies: their news moves indices. */
const MEGA_CAPS = new Set(
  'AAPL MSFT AMZN GOOGL GOOG META FB NVDA TSLA BRK.A BRK.B BRK JPM V MA XOM UNH JNJ WMT PG LLY AVGO TSM 005930.KS NESN.SW ROG.SW NOVN.SW ASML MC.PA 7203.T BABA 9988.HK TCEHY 0700.HK 2222.SR SHEL HSBA.L HSBC'.split(
    ' ',
  ),
);
/** Large caps (about $10bn and more) the dictionary knows by ticker. */
const LARGE_CAPS = new Set(
  (
    'BAC WFC C GS MS SCHW AXP BLK KO PEP MCD SBUX CMG YUM NKE DIS NFLX CMCSA T VZ INTC AMD QCOM TXN IBM ORCL CRM ADBE CSCO PYPL UBER LYFT ABNB BKNG ' +
    'BA LMT RTX GE HON CAT DE MMM UPS FDX UNP CSX F GM STLA RACE TM HMC VOW3.DE BMW.DE DAI.DE MBG.DE CVX COP BP TTE EQNR SLB OXY PFE MRK ABBV BMY AMGN GILD ' +
    'BIIB REGN VRTX MRNA AZN GSK SAN SNY NVO BAYN.DE SAP SIE.DE ALV.DE DTE.DE AIR.PA OR.PA KER.PA RNO.PA IFX.DE ULVR.L RIO BHP VALE GLEN.L BARC.L LLOY.L ' +
    'DBK.DE UBSG.SW CSGN BNP.PA HD LOW TGT COST CVS WBA KR EL CL KMB MDLZ KHC GIS K TIF LVMUY SPG AMT PLD T TMUS CHTR SONY NTDOY SHOP SQ SPOT ZM SNAP ' +
    'TWTR PINS EBAY ETSY DAL UAL AAL LUV IAG.L MAR HLT CCL RCL LSEG.L ICE CME NDAQ SPGI MCO MET PRU AIG CB TRV ALL PGR ADP INTU NOW AMAT MU LRCX KLAC ' +
    'ADI MRVL NXPI DELL HPQ HPE WDC STX BIDU JD PDD NIO LI XPEV TCS INFY WIT HDB IBN ITUB PBR PETR4.SA VALE3.SA ITUB4.SA ABEV CSGN.SW ENR.DE ZAL.DE VNA.DE DWNI.DE CBK.DE SPLK SGEN'
  ).split(' '),
);

/** Companies the dictionary knows that are small caps (well under $10bn): their news stays their own. */
const SMALL_CAPS = new Set('IRBT APLT MDGL PTON BYND NVAX TREE LC SHLDQ HTZ'.split(' '));

export type Scope = 'economy' | 'minor-economy' | 'local-conflict' | 'mega-cap' | 'large-cap' | 'small-cap' | 'unnamed-company' | 'nothing-tradable';

/** How much of an event's typical magnitude reaches markets at each scope. */
export const SCOPE_FACTOR: Record<Scope, number> = {
  economy: 1,
  'minor-economy': 0.5,
  'local-conflict': 0.3,
  'mega-cap': 1,
  'large-cap': 0.9,
  'unnamed-company': 0.7,
  'small-cap': 0.45,
  'nothing-tradable': 0.2,
};

/** A company is being talked about even when no ticker was found. */
const COMPANY_HINT =
  /\b(?:Inc|Corp|Co\.|Ltd|plc|AG|SA|NV|SE|Group|Holdings|shares|stock|company|firm|maker|retailer|bank|lender|airline|insurer|carrier|chipmaker|drugmaker|automaker|carmaker|brand|operators?|parent|giants?|startups?|conglomerates?|utility|utilities|miners?|producers?|rail|railway|airlines?|motors|pharma|workers|employees|brands?|makers?|chains?|lenders?|banks?|companies|firms?|retailers?|insurers?|carriers?)\b/i;

/**
 * A company named though not in the symbol dictionary: a capitalised name with a corporate suffix
 * ("Acme Holdings", "Widget Oyj"), an exchange ticker in parentheses ("(HEL:WDGT)"), or an
 * issuer opening a wire notice ("Acme Minerals NL : Notice of Annual General Meeting").
 */
export const NAMED_COMPANY =
  /\b[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}\s+(?:Inc|Corp|Corporation|Ltd|Limited|plc|PLC|AG|SA|NV|SE|Oyj|ASA|AB|LLC|NL|Holdings|Group|Technologies|Therapeutics|Pharmaceuticals|Bancorp)\b|\((?:[A-Z]{2,6}:\s?)[A-Z0-9.]{1,8}\)|^[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}\s:\s/;

/** Deal or amount sizes stated in the text ("$26 billion", "€1.5bn"). */
const BILLIONS = /(?:\$|€|£|US\$|USD\s?|EUR\s?)\s?(\d+(?:[.,]\d+)?)\s?(?:billion|bln|bn|b)\b|\b(\d+(?:\.\d+)?)\s?(?:billion|bln|bn) (?:dollars|euros|pounds)/i;

export function largestBillions(text: string): number {
  const m = BILLIONS.exec(text);
  if (!m) return 0;
  return Number.parseFloat((m[1] ?? m[2] ?? '0').replace(',', '.'));
}

/** Scope of a company story, from its primary symbol, the tickers in the text and deal sizes. */
export function companyScope(text: string, symbol: string | undefined, impliesCompany: boolean): Scope {
  const billions = largestBillions(text);
  if (symbol && MEGA_CAPS.has(symbol)) return 'mega-cap';
  if (billions >= 10) return 'mega-cap';
  if (symbol && LARGE_CAPS.has(symbol)) return 'large-cap';
  if (symbol && SMALL_CAPS.has(symbol)) return 'small-cap';
  if (billions >= 1) return 'large-cap';
  // A symbol found by company name (not a cashtag or exchange ticker) is a company the dictionary knows.
  if (symbol && !new RegExp(`(?:\\$|:\\s?|\\()${symbol.replace('.', '\\.')}\\b`, 'i').test(text)) return 'large-cap';
  if (symbol) return 'small-cap';
  return impliesCompany || COMPANY_HINT.test(text) || NAMED_COMPANY.test(text) ? 'unnamed-company' : 'nothing-tradable';
}

export const marketOfClass: Record<AssetClass, string> = {
  stock: 'Stock Market',
  index: 'Indices',
  bonds: 'Bond Market',
  currency: 'Forex',
  oil: 'Commodities',
  gold: 'Commodities',
  crypto: 'Cryptocurrency',
  credit: 'Bond Market',
};

/**
 * Powers and energy producers whose conflicts move global markets; fighting elsewhere is tragic
 * news but rarely a market event.
 */
const GEOPOLITICAL_MAJOR =
  /\b(?:U\.S(?:\.|\b)|US|USA|United States|America\w*|Pentagon|Washington|Russia\w*|Kremlin|Moscow|China|Chinese|Beijing|Taiwan\w*|Iran\w*|Tehran|Saudi\w*|Israel\w*|NATO|Ukrain\w*|North Korea\w*|Hormuz|Gulf|Red Sea|Suez|Bab el-Mandeb|tankers?|oil|OPEC|EU|European|Britain|British|UK|Japan\w*|India\w*|Pakistan\w*)\b/i;

export function involvesMajorPower(text: string): boolean {
  return GEOPOLITICAL_MAJOR.test(text);
}
