/**
 * What a story touches, for the scope factor of the impact: an economy (and which one), a
 * mega-cap, a large or small company, or nothing tradable; and the market proxies that stand
 * for an economy's bonds, equities and currency.
 */
import {
  ECONOMIES,
  ECONOMY_NAMES,
  type EconomyCode,
  type EconomyFacts,
  EXCHANGES,
  exchangeOfTicker,
  LANGUAGE_HOMES,
  NAMES_OF_NO_ECONOMY,
} from '../../../shared/exchanges';
import type { AssetClass } from './taxonomy';
import { escapeRegExp } from './unicode-words';

/** An economy of the table in src/shared/exchanges.ts, with its code. */
export type Economy = EconomyFacts & { code: EconomyCode };

const economyByCode = (code: EconomyCode): Economy => ({ ...ECONOMIES[code], code });
const US = economyByCode('US');

/** Which economy each name stands for; null for a name that holds an economy's name without naming it. */
const NAMED = new Map<string, EconomyCode | null>(NAMES_OF_NO_ECONOMY.map((name) => [name, null]));
for (const [code, names] of Object.entries(ECONOMY_NAMES) as [EconomyCode, readonly string[]][]) for (const name of names) NAMED.set(name, code);
/** Every name, longest first so "Bank of England" is read before "England" and "S&P Global" before "S&P"; letters either side end a name. */
const NAME_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...NAMED.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Rating agencies' names, which hold an index's ("S&P"): they name no economy. */
export const RATING_AGENCY = /\b(?:S&P(?: Global)?(?: Ratings)?|Standard & Poor['’]s|Moody['’]s|Fitch(?: Ratings)?|DBRS)\b/g;

/** Every economy the text names, in the order it first names them ("US-China trade talks": the US, then China). */
export function economiesIn(text: string): Economy[] {
  const codes = new Set<EconomyCode>();
  for (const m of text.matchAll(NAME_RE)) {
    const code = NAMED.get(m[0]);
    if (code) codes.add(code);
  }
  return [...codes].map(economyByCode);
}

/** The economy whose currency this is ("CNY": China), if the table has one. */
export function economyOfCurrency(code: string): Economy | undefined {
  const found = (Object.keys(ECONOMIES) as EconomyCode[]).find((economy) => ECONOMIES[economy].currency === code);
  return found && economyByCode(found);
}

/** The economy of the exchange a ticker is listed on ("ITX.MC": Spain); undefined for a US listing. */
export function economyOfListing(symbol: string): Economy | undefined {
  const mic = exchangeOfTicker(symbol);
  return mic && economyByCode(EXCHANGES[mic].economy);
}

/**
 * The economy a story is about: the first one the text names; with none named, the home of the
 * text's language (German news is Germany's), else the US (most English market news is).
 */
export function economyOf(text: string, language?: string): { economy: Economy; named: boolean; minorCountry: boolean } {
  const first = economiesIn(text)[0];
  if (first) return { economy: first, named: true, minorCountry: !first.major };
  const home = language ? LANGUAGE_HOMES[language] : undefined;
  return { economy: home ? economyByCode(home) : US, named: false, minorCountry: false };
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
const SMALL_CAPS = new Set(
  (
    'IRBT APLT MDGL PTON BYND NVAX TREE LC SHLDQ HTZ ' +
    'AI SOUN RGTI QBTS OPEN SHAK PZZA CBRL KBH MTH TMHC ULCC ALGT SNCY ACHR PSNY VFS QS VKTX OSCR LNC ZION FLG CLF AA RIG RUN SEDG PLUG SMR ' +
    '3350.T ATO.PA BAB.L BME.L CPRI VSCO AEO BBWI BB AMC LUMN DJT ANF MHK ETSY LCID SFER.MI FCT.MI AMBU-B.CO TUI1.DE R3NK.DE NAS.OL ETL.PA ' +
    'UBI.PA FR.PA JET2.L JDW.L GRG.L ASC.L ITV.L HFG.DE NDX1.DE HAG.DE TKA.DE SPM.MI SIRI CELH W SRPT BTU MIN.AX'
  ).split(' '),
);

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
