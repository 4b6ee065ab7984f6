/**
 * The one table of exchanges and economies. An exchange (by its ISO 10383 MIC) has its Yahoo-style
 * ticker suffix ("SAP.DE", "7203.T"; none for the US), the economy it belongs to, its regular
 * session in its own time zone (no half days or holidays) and the names news writes before a
 * ticker ("ETR:SAP"). An economy (a country, the euro area, or a region with no market of its
 * own) has its currency, home index and government-bond instrument, and the words that name it
 * or its institutions: its statistics office, its central bank and the people who speak for it.
 *
 * The symbol reader (news/offline/symbols.ts), the event model (news/events) and market data
 * (market-data/instruments.ts) all read from here; providers' own symbols stay with the providers.
 */

export type EconomyFacts = {
  /** How the card names the economy ("US credit", "euro area credit"). */
  readonly name: string;
  /** Its rates, data and politics move global markets (the G7, China and the major currencies' central banks). */
  readonly major: boolean;
  /** ISO 4217. The first economy listed with a currency is its home (EUR: the euro area). */
  readonly currency: string;
  readonly index: string;
  /** Bond markets are named by country ("Bunds", "Italian bonds"): a rally is an up move. */
  readonly bonds: string;
  /** Where a flight to safety out of its banks goes. */
  readonly haven?: string;
  /** A liquid instrument traders use for its growth where its own are hard to trade. */
  readonly growthProxy?: string;
  /** The index of its banks, which stress in the banking system moves first. */
  readonly bankIndex?: string;
};

const minor = (name: string, currency: string, adjective = name): EconomyFacts => ({
  name,
  major: false,
  currency,
  index: `${name} equities`,
  bonds: `${adjective} bonds`,
});

/** Economies in the order a currency finds its home. */
export const ECONOMIES = {
  US: { name: 'US', major: true, currency: 'USD', index: 'SPX', bonds: 'US Treasuries', bankIndex: 'BKX' },
  // The Bund is the euro area's benchmark and safe haven: ECB news moves it first.
  EA: { name: 'euro area', major: true, currency: 'EUR', index: 'SX5E', bonds: 'Bunds', haven: 'Bunds' },
  DE: { name: 'Germany', major: true, currency: 'EUR', index: 'DAX', bonds: 'Bunds', haven: 'Bunds' },
  GB: { name: 'UK', major: true, currency: 'GBP', index: 'UKX', bonds: 'Gilts' },
  JP: { name: 'Japan', major: true, currency: 'JPY', index: 'N225', bonds: 'JGBs' },
  // Hang Seng and the Australian dollar are where traders express a view on China's growth.
  CN: { name: 'China', major: true, currency: 'CNY', index: 'HSI', bonds: 'China government bonds', growthProxy: 'AUD' },
  CA: { name: 'Canada', major: true, currency: 'CAD', index: 'TSX', bonds: 'Canada bonds' },
  FR: { name: 'France', major: true, currency: 'EUR', index: 'CAC', bonds: 'French bonds', haven: 'Bunds' },
  IT: { name: 'Italy', major: true, currency: 'EUR', index: 'FTSE MIB', bonds: 'Italian bonds', haven: 'Bunds' },
  RU: { name: 'Russia', major: false, currency: 'RUB', index: 'MOEX', bonds: 'Russian bonds' },
  IN: { name: 'India', major: false, currency: 'INR', index: 'SENSEX', bonds: 'Indian bonds' },
  AU: { name: 'Australia', major: true, currency: 'AUD', index: 'ASX 200', bonds: 'Australian bonds' },
  CH: { name: 'Switzerland', major: true, currency: 'CHF', index: 'SMI', bonds: 'Swiss bonds', haven: 'Bunds' },
  HK: { name: 'Hong Kong', major: false, currency: 'HKD', index: 'HSI', bonds: 'Hong Kong bonds' },
  BR: { name: 'Brazil', major: false, currency: 'BRL', index: 'IBOV', bonds: 'Brazilian bonds' },
  TR: { name: 'Turkey', major: false, currency: 'TRY', index: 'BIST 100', bonds: 'Turkish bonds' },
  KR: { name: 'South Korea', major: false, currency: 'KRW', index: 'KOSPI', bonds: 'Korean bonds' },
  MX: { name: 'Mexico', major: false, currency: 'MXN', index: 'MEXBOL', bonds: 'Mexican bonds' },
  SE: { name: 'Sweden', major: false, currency: 'SEK', index: 'OMXS30', bonds: 'Swedish bonds' },
  NO: { name: 'Norway', major: false, currency: 'NOK', index: 'OBX', bonds: 'Norwegian bonds' },
  NL: { name: 'Netherlands', major: false, currency: 'EUR', index: 'AEX', bonds: 'Dutch bonds', haven: 'Bunds' },
  BE: { name: 'Belgium', major: false, currency: 'EUR', index: 'BEL 20', bonds: 'Belgian bonds', haven: 'Bunds' },
  AT: { name: 'Austria', major: false, currency: 'EUR', index: 'ATX', bonds: 'Austrian bonds', haven: 'Bunds' },
  ES: { name: 'Spain', major: false, currency: 'EUR', index: 'IBEX', bonds: 'Spanish bonds', haven: 'Bunds' },
  DK: { name: 'Denmark', major: false, currency: 'DKK', index: 'OMXC25', bonds: 'Danish bonds' },
  AR: { name: 'Argentina', major: false, currency: 'ARS', index: 'MERVAL', bonds: 'Argentine bonds' },
  ZA: { name: 'South Africa', major: false, currency: 'ZAR', index: 'JSE', bonds: 'South African bonds' },
  NZ: { name: 'New Zealand', major: false, currency: 'NZD', index: 'NZX 50', bonds: 'New Zealand bonds' },
  PL: { name: 'Poland', major: false, currency: 'PLN', index: 'WIG20', bonds: 'Polish bonds' },
  ID: { name: 'Indonesia', major: false, currency: 'IDR', index: 'JCI', bonds: 'Indonesian bonds' },
  CL: { name: 'Chile', major: false, currency: 'CLP', index: 'IPSA', bonds: 'Chilean bonds' },
  GR: { name: 'Greece', major: false, currency: 'EUR', index: 'ATHEX', bonds: 'Greek bonds', haven: 'Bunds' },
  TW: { name: 'Taiwan', major: false, currency: 'TWD', index: 'TAIEX', bonds: 'Taiwan bonds' },
  UA: { name: 'Ukraine', major: false, currency: 'UAH', index: 'Ukraine equities', bonds: 'Ukrainian bonds' },
  IL: { name: 'Israel', major: false, currency: 'ILS', index: 'TA-35', bonds: 'Israeli bonds' },
  SA: { name: 'Saudi Arabia', major: false, currency: 'SAR', index: 'TASI', bonds: 'Saudi bonds' },
  // Conflict in the region moves global havens and oil, not a market of its own.
  MIDEAST: { name: 'Middle East', major: false, currency: 'USD', index: 'Global equities', bonds: 'Global bonds' },
  // Smaller economies: named for their own markets, with no benchmark index the product prices.
  CO: minor('Colombia', 'COP'),
  PE: minor('Peru', 'PEN'),
  VE: minor('Venezuela', 'VES'),
  NG: minor('Nigeria', 'NGN'),
  KE: minor('Kenya', 'KES'),
  EG: minor('Egypt', 'EGP'),
  GH: minor('Ghana', 'GHS'),
  PK: minor('Pakistan', 'PKR'),
  BD: minor('Bangladesh', 'BDT'),
  LK: minor('Sri Lanka', 'LKR'),
  VN: minor('Vietnam', 'VND'),
  TH: { ...minor('Thailand', 'THB', 'Thai'), index: 'SET' },
  MY: minor('Malaysia', 'MYR'),
  PH: minor('Philippines', 'PHP'),
  SG: minor('Singapore', 'SGD'),
  HU: minor('Hungary', 'HUF'),
  CZ: minor('Czech Republic', 'CZK', 'Czech'),
  RO: minor('Romania', 'RON'),
  PT: { ...minor('Portugal', 'EUR'), haven: 'Bunds' },
  IE: { ...minor('Ireland', 'EUR', 'Irish'), haven: 'Bunds' },
  IS: minor('Iceland', 'ISK'),
  FI: { ...minor('Finland', 'EUR'), haven: 'Bunds' },
  BY: minor('Belarus', 'BYN'),
  KZ: minor('Kazakhstan', 'KZT'),
  AZ: minor('Azerbaijan', 'AZN'),
  AF: minor('Afghanistan', 'AFN'),
  MM: minor('Myanmar', 'MMK'),
  LB: minor('Lebanon', 'LBP'),
  ZW: minor('Zimbabwe', 'ZWL'),
  ZM: minor('Zambia', 'ZMW'),
  ET: minor('Ethiopia', 'ETB'),
  MA: minor('Morocco', 'MAD'),
  TN: minor('Tunisia', 'TND'),
  QA: minor('Qatar', 'QAR'),
  KW: minor('Kuwait', 'KWD'),
  OM: minor('Oman', 'OMR'),
  BH: minor('Bahrain', 'BHD'),
  AE: minor('UAE', 'AED'),
} as const satisfies Record<string, EconomyFacts>;
export type EconomyCode = keyof typeof ECONOMIES;

/** The economies of Europe: a war among them shows first in Europe's equities. */
export const EUROPEAN_ECONOMIES: ReadonlySet<EconomyCode> = new Set<EconomyCode>([
  'EA', 'DE', 'GB', 'FR', 'IT', 'RU', 'CH', 'SE', 'NO', 'NL', 'BE', 'AT', 'ES', 'DK', 'PL', 'GR', 'UA', 'PT', 'IE', 'IS', 'FI', 'BY', 'HU', 'CZ', 'RO',
]);

/**
 * The words that name an economy or one of its institutions, matched exactly as written, each
 * naming one economy only. Lower-case words ("sterling", "yen") are matched only in lower case:
 * a headline that opens with a currency ("Yen slides as the BoE hikes") is about the bank it names.
 */
export const ECONOMY_NAMES: Record<EconomyCode, readonly string[]> = {
  US: [
    'US', 'U.S', 'U.S.', 'USA', 'United States', 'America', 'American', 'EUA', 'Estados Unidos', 'Vereinigte Staaten',
    'Fed', 'FOMC', 'Federal Reserve', 'Powell', 'Yellen', 'Treasury', 'Treasuries', 'Wall Street', 'Washington', 'White House',
    'Trump', 'Biden', 'non-farm', 'nonfarm', 'JOLTS', 'ISM', 'ADP', 'BLS', 'BEA', 'Census Bureau', 'Dow', 'S&P', 'Nasdaq',
  ],
  EA: [
    'ECB', 'EZB', 'European Central Bank', 'Euroraum', 'Lagarde', 'Draghi', 'eurozone', 'Eurozone', 'euro zone', 'Euro zone',
    'euro-zone', 'Euro-zone', 'euro area', 'Euro area', 'euro-area', 'Euro-area', 'EU', 'European Union', 'Brussels',
    'Euro Stoxx', 'Eurostat', 'HICP', 'Eurogroup',
  ],
  DE: [
    'German', 'Germany', 'Deutschland', 'Deutsche', 'deutsche', 'Deutschen', 'deutschen', 'Deutschem', 'deutschem',
    'Deutscher', 'deutscher', 'Deutsches', 'deutsches', 'Bundesbank', 'Nagel', 'Destatis', 'Statistisches Bundesamt',
    'Ifo', 'ZEW', 'GfK', 'DAX', 'Bund', 'Bunds', 'Berlin', 'Merkel', 'Scholz', 'Merz',
  ],
  GB: [
    'BoE', 'BOE', 'Bank of England', 'U.K', 'U.K.', 'UK', 'Britain', 'Großbritannien', 'British', 'London', 'sterling',
    'pound', 'gilt', 'gilts', 'Carney', 'Bailey', 'Brexit', 'FTSE', 'Conservatives', 'Labour', 'Tories', 'ONS',
    'Office for National Statistics',
  ],
  JP: ['BoJ', 'BOJ', 'Bank of Japan', 'Japan', 'Japanese', 'Tokyo', 'Kuroda', 'Ueda', 'Nikkei', 'Topix', 'TOPIX', 'Tankan', 'Shunto', 'yen'],
  CN: ['PBOC', 'PBoC', "People's Bank", 'People’s Bank', 'China', 'Chinese', 'Beijing', 'Xi', 'yuan', 'renminbi', 'Shanghai', 'Caixin'],
  CA: ['Bank of Canada', 'BoC', 'Canada', 'Canadian', 'Ottawa', 'TSX', 'loonie', 'Macklem', 'StatCan', 'Ivey'],
  FR: ['France', 'French', 'Paris', 'CAC', 'Macron', 'INSEE', 'Banque de France'],
  IT: ['Italy', 'Italian', 'Rome', 'BTP', 'BTPs', 'Istat', "Bank of Italy", "Banca d'Italia"],
  RU: ['Russia', 'Russian', 'Russland', 'Moscow', 'Kremlin', 'Putin', 'rouble', 'ruble', 'Rosstat'],
  IN: ['RBI', 'India', 'Indian', 'rupee', 'Sensex', 'Nifty'],
  AU: ['RBA', 'Reserve Bank of Australia', 'Australia', 'Australian', 'Aussie', 'ASX', 'Bullock'],
  CH: ['SNB', 'Swiss', 'Switzerland', 'franc', 'KOF'],
  HK: ['Hong Kong', 'Hang Seng', 'HKMA'],
  BR: ['Brazil', 'Brazilian', 'Brasil', 'Bovespa', 'Ibovespa', 'Copom', 'Selic', 'IPCA', 'BCB', 'IBGE', 'CAGED', 'PNAD', 'Galípolo', 'Campos Neto'],
  TR: ['Turkey', 'Turkish', 'Türkiye', 'Istanbul', 'Ankara', 'lira', 'CBRT', 'TCMB', 'TurkStat'],
  KR: ['Korea', 'Korean', 'Kospi', 'KOSPI', 'BoK', 'BOK'],
  MX: ['Mexico', 'Mexican', 'peso', 'Banxico', 'INEGI'],
  SE: ['Sweden', 'Swedish', 'Riksbank', 'krona', 'Stockholm'],
  NO: ['Norway', 'Norwegian', 'Norges Bank', 'krone', 'Oslo'],
  NL: ['Netherlands', 'Dutch'],
  BE: ['Belgium', 'Belgian'],
  AT: ['Austria', 'Austrian'],
  ES: ['Spain', 'Spanish', 'Madrid'],
  DK: ['Denmark', 'Danish'],
  AR: ['Argentina', 'Argentine', 'Argentinian', 'Milei', 'Merval', 'INDEC'],
  ZA: ['South Africa', 'South African', 'rand', 'ANC', 'SARB', 'Johannesburg'],
  NZ: ['New Zealand', 'RBNZ', 'kiwi', 'Stats NZ'],
  PL: ['Poland', 'Polish', 'zloty', 'NBP'],
  ID: ['Indonesia', 'Indonesian', 'rupiah', 'Bank Indonesia'],
  CL: ['Chile', 'Chilean'],
  GR: ['Greece', 'Greek', 'Athens'],
  TW: ['Taiwan', 'Taiwanese'],
  UA: ['Ukraine', 'Ukrainian', 'Kyiv', 'Kiev', 'hryvnia'],
  IL: ['Israel', 'Israeli', 'Tel Aviv', 'shekel'],
  SA: ['Saudi Arabia', 'Saudi', 'Riyadh', 'Tadawul'],
  MIDEAST: ['Iran', 'Iranian', 'Iraq', 'Baghdad', 'Gaza', 'Syria', 'Gulf'],
  CO: ['Colombia'],
  PE: ['Peru'],
  VE: ['Venezuela'],
  NG: ['Nigeria'],
  KE: ['Kenya'],
  EG: ['Egypt'],
  GH: ['Ghana'],
  PK: ['Pakistan'],
  BD: ['Bangladesh'],
  LK: ['Sri Lanka'],
  VN: ['Vietnam'],
  TH: ['Thailand', 'Thai', 'Bangkok'],
  MY: ['Malaysia'],
  PH: ['Philippines'],
  SG: ['Singapore'],
  HU: ['Hungary'],
  CZ: ['Czech'],
  RO: ['Romania'],
  PT: ['Portugal'],
  IE: ['Ireland', 'Irish'],
  IS: ['Iceland'],
  FI: ['Finland'],
  BY: ['Belarus'],
  KZ: ['Kazakhstan'],
  AZ: ['Azerbaijan'],
  AF: ['Afghanistan'],
  MM: ['Myanmar'],
  LB: ['Lebanon'],
  ZW: ['Zimbabwe'],
  ZM: ['Zambia'],
  ET: ['Ethiopia'],
  MA: ['Morocco'],
  TN: ['Tunisia'],
  QA: ['Qatar'],
  KW: ['Kuwait'],
  OM: ['Oman'],
  BH: ['Bahrain'],
  AE: ['UAE'],
};

/**
 * Names that hold an economy's name without naming it: the survey firm behind many countries'
 * PMIs is not the S&P 500, nor Wall Street.
 */
export const NAMES_OF_NO_ECONOMY: readonly string[] = ['S&P Global'];

/** The economy a text in this language speaks of when it names none: German news of Germany, Brazilian Portuguese of Brazil. */
export const LANGUAGE_HOMES: Readonly<Record<string, EconomyCode>> = { de: 'DE', pt: 'BR' };

/** A regular trading session, in the exchange's own time zone ("09:30"–"16:00"). */
type Session = { readonly timeZone: string; readonly open: string; readonly close: string };

type Exchange = {
  readonly name: string;
  /** Yahoo-style ticker suffix, without its dot; null for a US listing, written bare. */
  readonly suffix: string | null;
  readonly economy: EconomyCode;
  readonly session: Session;
  /** How news writes the exchange before a ticker ("LON:BARC"). */
  readonly prefixes: readonly string[];
};

const newYork = { timeZone: 'America/New_York', open: '09:30', close: '16:00' } as const;
const toronto = { timeZone: 'America/Toronto', open: '09:30', close: '16:00' } as const;
const india = { timeZone: 'Asia/Kolkata', open: '09:15', close: '15:30' } as const;

export const EXCHANGES = {
  XNYS: { name: 'New York Stock Exchange', suffix: null, economy: 'US', session: newYork, prefixes: ['NYSE', 'NYSE American', 'NYSEARCA', 'NYSEMKT', 'AMEX'] },
  XNAS: { name: 'Nasdaq', suffix: null, economy: 'US', session: newYork, prefixes: ['NASDAQ', 'Nasdaq'] },
  OTCM: { name: 'OTC Markets', suffix: null, economy: 'US', session: newYork, prefixes: ['OTC', 'OTCQB', 'OTCQX', 'OTCMKTS', 'OTCPK'] },
  // Cboe's options close a quarter hour after the shares; the VIX is last set at that close.
  XCBO: { name: 'Cboe', suffix: null, economy: 'US', session: { ...newYork, close: '16:15' }, prefixes: ['CBOE', 'BATS'] },
  XTSE: { name: 'Toronto Stock Exchange', suffix: 'TO', economy: 'CA', session: toronto, prefixes: ['TSX', 'TSE'] },
  XTSX: { name: 'TSX Venture Exchange', suffix: 'V', economy: 'CA', session: toronto, prefixes: ['TSXV', 'TSX-V', 'CVE'] },
  BVMF: { name: 'B3', suffix: 'SA', economy: 'BR', session: { timeZone: 'America/Sao_Paulo', open: '10:00', close: '17:00' }, prefixes: [] },
  XLON: { name: 'London Stock Exchange', suffix: 'L', economy: 'GB', session: { timeZone: 'Europe/London', open: '08:00', close: '16:30' }, prefixes: ['LSE', 'LON'] },
  XETR: { name: 'Xetra', suffix: 'DE', economy: 'DE', session: { timeZone: 'Europe/Berlin', open: '09:00', close: '17:30' }, prefixes: ['XETRA', 'ETR'] },
  XFRA: { name: 'Börse Frankfurt', suffix: 'F', economy: 'DE', session: { timeZone: 'Europe/Berlin', open: '08:00', close: '20:00' }, prefixes: ['FRA'] },
  XPAR: { name: 'Euronext Paris', suffix: 'PA', economy: 'FR', session: { timeZone: 'Europe/Paris', open: '09:00', close: '17:30' }, prefixes: ['EPA'] },
  XAMS: { name: 'Euronext Amsterdam', suffix: 'AS', economy: 'NL', session: { timeZone: 'Europe/Amsterdam', open: '09:00', close: '17:30' }, prefixes: [] },
  XMIL: { name: 'Borsa Italiana', suffix: 'MI', economy: 'IT', session: { timeZone: 'Europe/Rome', open: '09:00', close: '17:30' }, prefixes: ['BIT'] },
  XMAD: { name: 'Bolsa de Madrid', suffix: 'MC', economy: 'ES', session: { timeZone: 'Europe/Madrid', open: '09:00', close: '17:30' }, prefixes: ['BME'] },
  XSWX: { name: 'SIX Swiss Exchange', suffix: 'SW', economy: 'CH', session: { timeZone: 'Europe/Zurich', open: '09:00', close: '17:30' }, prefixes: ['SIX'] },
  XCSE: { name: 'Nasdaq Copenhagen', suffix: 'CO', economy: 'DK', session: { timeZone: 'Europe/Copenhagen', open: '09:00', close: '17:00' }, prefixes: [] },
  XOSL: { name: 'Oslo Børs', suffix: 'OL', economy: 'NO', session: { timeZone: 'Europe/Oslo', open: '09:00', close: '16:20' }, prefixes: ['OB'] },
  XWBO: { name: 'Wiener Börse', suffix: 'VI', economy: 'AT', session: { timeZone: 'Europe/Vienna', open: '09:00', close: '17:30' }, prefixes: ['VIE'] },
  MISX: { name: 'Moscow Exchange', suffix: 'ME', economy: 'RU', session: { timeZone: 'Europe/Moscow', open: '10:00', close: '18:50' }, prefixes: ['MCX'] },
  XTKS: { name: 'Tokyo Stock Exchange', suffix: 'T', economy: 'JP', session: { timeZone: 'Asia/Tokyo', open: '09:00', close: '15:30' }, prefixes: ['TYO'] },
  XHKG: { name: 'Hong Kong Exchanges', suffix: 'HK', economy: 'HK', session: { timeZone: 'Asia/Hong_Kong', open: '09:30', close: '16:00' }, prefixes: ['HKEX', 'HKG'] },
  XKRX: { name: 'Korea Exchange', suffix: 'KS', economy: 'KR', session: { timeZone: 'Asia/Seoul', open: '09:00', close: '15:30' }, prefixes: [] },
  XTAI: { name: 'Taiwan Stock Exchange', suffix: 'TW', economy: 'TW', session: { timeZone: 'Asia/Taipei', open: '09:00', close: '13:30' }, prefixes: [] },
  XNSE: { name: 'National Stock Exchange of India', suffix: 'NS', economy: 'IN', session: india, prefixes: ['NSE'] },
  XBOM: { name: 'BSE', suffix: 'BO', economy: 'IN', session: india, prefixes: ['BSE'] },
  XASX: { name: 'ASX', suffix: 'AX', economy: 'AU', session: { timeZone: 'Australia/Sydney', open: '10:00', close: '16:00' }, prefixes: ['ASX'] },
  XSAU: { name: 'Saudi Exchange', suffix: 'SR', economy: 'SA', session: { timeZone: 'Asia/Riyadh', open: '10:00', close: '15:00' }, prefixes: [] },
} as const satisfies Record<string, Exchange>;
export type Mic = keyof typeof EXCHANGES;

const bySuffix = new Map<string, Mic>(
  (Object.entries(EXCHANGES) as [Mic, Exchange][]).flatMap(([mic, exchange]) => (exchange.suffix ? [[exchange.suffix, mic] as const] : [])),
);

/** The exchange of a ticker suffix ("MC" → XMAD); undefined for a suffix no exchange has (a US share class, "BRK.B"). */
export function exchangeOfSuffix(suffix: string): Mic | undefined {
  return bySuffix.get(suffix.toUpperCase());
}

/** The exchange a ticker is listed on by its suffix ("ITX.MC" → XMAD); undefined for a bare (US) ticker. */
export function exchangeOfTicker(symbol: string): Mic | undefined {
  const dot = symbol.lastIndexOf('.');
  return dot > 0 ? exchangeOfSuffix(symbol.slice(dot + 1)) : undefined;
}
