/**
 * The event model: every kind of news the analyzers recognise, in families, with how much it
 * typically moves markets, which instrument classes it moves and which way.
 *
 * In the spirit of RavenPack's event taxonomy and Event Sentiment Score: the direction of an
 * event comes from its meaning for each instrument class, not from the tone of the words. Two
 * kinds of types:
 * - `fixed`: the event itself says which way each class goes ("rate cut": bonds and equities up,
 *   the currency down).
 * - `variable`: a release or price of one economic variable; `moves` says how each class reacts
 *   when that variable RISES, and the text says whether it rose or fell ("inflation falls" is
 *   bullish for bonds).
 * - `tone`: the event type sets the magnitude, the wording sets the direction (e.g. an earnings
 *   report with no beat or miss stated, a recap of a move).
 * What sets a type apart from others of its family, mode and reach is said on its row (`traits`,
 * `rateAction`, `rereadAs`), so the reading in assess.ts has no branch on a particular event.
 */

const assetClasses = ['stock', 'index', 'bonds', 'currency', 'oil', 'gold', 'crypto', 'credit'] as const;
export type AssetClass = (typeof assetClasses)[number];
export type Sign = -1 | 0 | 1;

export type EventFamily =
  | 'central-bank'
  | 'macro-release'
  | 'fiscal-political'
  | 'commodity-supply'
  | 'credit'
  | 'results'
  | 'capital-action'
  | 'mergers'
  | 'trading-status'
  | 'legal-regulatory'
  | 'products'
  | 'management'
  | 'analyst'
  | 'market-commentary'
  | 'crypto';

/** What an event touches: the whole economy (rates, FX, indices), one company, a commodity, crypto. */
type EventReach = 'economy' | 'company' | 'commodity' | 'crypto';

export type EventType = {
  id: string;
  family: EventFamily;
  label: string;
  /** Typical |impact| of a first report, economy-wide or mega-cap scope, no stated surprise: 0..1. */
  magnitude: number;
  reach: EventReach;
  /** The class whose score is the headline score. */
  primary: AssetClass;
  mode: 'fixed' | 'variable' | 'tone';
  /** For `variable` types: the variable that moved ("inflation", "the unemployment rate"). */
  variable?: string;
  /** Reaction of each class to the event (fixed) or to a rise of the variable (variable). */
  moves: Partial<Record<AssetClass, Sign>>;
  /**
   * Cue in the text (English) for the event cues; the matching type with the largest magnitude wins.
   * None for an event only the frame reader reads (../reader).
   */
  cue?: RegExp;
  /** When set, the text must also match this (e.g. a central bank for policy guidance). */
  context?: RegExp;
  /**
   * The primary class's move follows from the event itself, whatever the wording: a company's own
   * profit warning or a regulator's rejection of its drug sends its shares down. The AI answer's
   * direction for that instrument may then be corrected to the event's (analyzers/guard.ts).
   */
  certain?: true;
  /** What is special about how this event is read (assess.ts); several rows may share a trait. */
  traits?: readonly Trait[];
  /**
   * A central bank's rate decision, and which way it moves the policy rate: up (1), down (-1),
   * none (0), or as its wording says (an emergency move). Its moves then follow its tilt against
   * what was expected, and a surprise sizes it as a decision.
   */
  rateAction?: Sign | 'as-worded';
  /** The event this one is read as when the text shows it is really that one. */
  rereadAs?: {
    /** A stoppage with no commodity named, at a company's own site or a mine. */
    atCompanySite?: EventType;
    /** An attack whose damage was restored: a supply scare that took no supply. */
    whenSupplyIntact?: EventType;
  };
};

/**
 * Why an event is read differently from the rest of its family, mode and reach:
 * - `self-negating`: the cue already says the thing did not happen ("scraps the deal"): no second negation.
 * - `wording-only`: no recognised event: the wording alone gives a direction, and must lean clearly; there is no cue to deny.
 * - `move-only`: reports a move, not what caused it: a cause named in a context clause outranks it.
 * - `geopolitical`: sized by whether a major power or an energy route is involved; its equity risk shows in the theatre's
 *   index, its bond leg is a flight to the safe haven, and shipping lines gain from a disrupted route.
 * - `wall-street-spillover`: involving China or Taiwan, it reaches the S&P 500 as well as the region's index.
 * - `liftable`: a restriction a government can lift ("lifts its export ban"): lifted, it is denied.
 * - `hits-target-economy`: moves the economy whose goods are shut out, not the one that acts.
 * - `target-currency-falls`: the currency of the economy it targets falls, unless that is the dollar.
 * - `self-harming`: imposed, it hurts the side that imposes it too: both sides' indices move.
 * - `mutual`: an agreement between two economies moves both sides' indices, made or broken.
 * - `bars-supply`: shuts a commodity out of a market: the commodity it names is its commodity leg, and rises.
 * - `oil-if-energy`: lifts oil only when it touches energy (chip export curbs do not).
 * - `growth-signal-currency`: where the economy is traded through growth proxies, the weaker
 *   currency is a growth scare: currency and index fall.
 * - `deflation-aware`: deflation in the text is a demand scare, not the relief of cooling prices.
 * - `standoff`: resolved (the bill passes, the ceiling is lifted), its moves reverse.
 * - `bank-stress`: a bank or funding crisis: read in the listed bank's economy, its equity leg is the
 *   region's index (the bank index in the US) and its bond leg the safe haven; the bank named falls.
 * - `rescue`: a failing bank is often bought: the rescued bank is its stock leg.
 * - `europe-gas-exposure`: a gas supply cut in Europe weighs on the euro and German industry.
 * - `crypto-contagion`: a failure that hits crypto as a whole: ether falls with bitcoin.
 * - `lead-currency-only`: the move of the currency the headline leads with: it names no other currency.
 * - `deal`: companies named before the deal verb bid, the others are targets; a target the symbol
 *   dictionary does not know is named as written.
 * - `deal-off`: the deal is off: its bidders take no move from it, and with no target in sight it
 *   is still read as the deal's news, not re-read as the bidder's.
 * - `poaching`: a hire from another company: a gain for the one, a loss for the other.
 */
export type Trait =
  | 'self-negating'
  | 'wording-only'
  | 'move-only'
  | 'geopolitical'
  | 'wall-street-spillover'
  | 'liftable'
  | 'hits-target-economy'
  | 'target-currency-falls'
  | 'self-harming'
  | 'mutual'
  | 'bars-supply'
  | 'oil-if-energy'
  | 'growth-signal-currency'
  | 'deflation-aware'
  | 'standoff'
  | 'bank-stress'
  | 'rescue'
  | 'europe-gas-exposure'
  | 'crypto-contagion'
  | 'lead-currency-only'
  | 'deal'
  | 'deal-off'
  | 'poaching';

export const hasTrait = (event: EventType, trait: Trait): boolean => event.traits?.includes(trait) === true;

const NUM = String.raw`(?:\$|€|£)?\d[\d,.]*\s*(?:%|bps?|basis points?|percent|pts?)?`;

// Central banks and their people, so "raises rates" is a policy decision only when one is named.
const CENTRAL_BANK = /^(?:The\s+)?(?:Norway|Sweden|Japan|China|India|Brazil|Mexico|Turkey|Russia|Canada|Australia|New Zealand|South Africa|(?:South )?Korea|Indonesia|Poland|Hungary|Chile|Colombia|Peru|Egypt|Nigeria|Ghana|Kenya|Pakistan|Philippines|Thailand|Malaysia|Israel|Switzerland|Czech Republic|Romania|Ukraine|Argentina|Iceland)\s+(?:unexpectedly\s+|surprisingly\s+)?(?:keeps?|holds?|leaves?|raises?|hikes?|lifts?|cuts?|lowers?|slashes|trims?)\b|\b(?:Fed|FOMC|Federal Reserve|central bank|ECB|BoE|BOE|Bank of (?:England|Japan|Canada|Korea|Russia|Mexico|Thailand|Israel|Ghana)|Bank (?:Indonesia|Negara)|Banco Central|NBP|CNB|SARB|TCMB|CBRT|BSP|BOK|HKMA|MAS|SAMA|Banxico|Reserve Bank|National Bank|BoJ|BOJ|PBOC|PBoC|People's Bank|RBA|RBNZ|RBI|SNB|Riksbank|Norges|Bundesbank|Banxico|Copom|BCB|EZB|MPC|Powell|Lagarde|Draghi|Yellen|Bernanke|Kuroda|Carney|Bailey|Ueda|policymakers|rate-setters|monetary policy)\b/i;

/** Words that show a text is about business or markets at all. */
export const BUSINESS_CONTEXT =
  /\b(?:markets?|stocks?|shares|shareholders?|investors?|investing|earnings|dividends?|economy|economic\w*|banks?|funds?|hedge|ETFs?|bonds?|yields?|prices?|revenue|sales|profit|analysts?|IPO|trading|trader|trade|tariffs?|oil|gold|coal|gas|grain|bitcoin|crypto|inflation|debt|loans?|credit|tax|company|companies|industry|retailers?|insurers?|CEO|CFO|Inc|Corp|Ltd|plc|ROE|ROCE|AUM|capital|equity|securities|mortgages?|funding|valuation|insider|options|manufactur\w*|factory|exports?|imports?|supply|demand|firms?|business\w*|deal|contract|orders?|Fed|Treasury|percent|announces|reports|unveils|launches|expands|partners|partnership|collaboration|acquisition|invests?|investments?|customers|clients|products?|platform|brands?|tech|technology|software|chips?|cloud|REIT|fiscal|quarter\w*|Q[1-4]|growth|outlook|forecasts?|results|ratings?|upside|downside|bulls?|bears?|bullish|bearish|movers|ticker|energy|power|solar|restaurants?|retail|stores?|airlines?|drugmaker|pharma\w*|biotech|bank\w*|insurance|telecom|automaker|carmaker|shipping|mining|steel|semiconductors?|startups?|venture|valuation|management|shortages?|costs?|jobs|wages|layoffs|exports?|output|production)\b|[$€£]\s?\d|\d\s?%|\(\s?[A-Z]+\s?:\s?[A-Z.]+\s?\)/i;

/**
 * Talk about markets as a whole, an asset class, a sector or the economy: the subject of market
 * opinion, previews and outlooks even when no instrument is named ("Why strategists see a clear
 * path for stocks into December", "what it means for the junk bond market").
 */
export const MARKET_TALK =
  /\b(?:(?:the|stock|equity|bond|credit|debt|financial|emerging|frontier|capital|housing|commodity|currency|forex|crypto|high-yield|junk)[- ]markets?|markets|stocks|equities|Wall Street|investors|traders|(?:high-yield|junk|corporate|government|sovereign|municipal) (?:bonds?|debt)|(?:U\.S\.|US|corporate|consumer|private) credit|economy|economic\w*|exports|imports|(?:best|top|worst|hottest|cheapest) (?:[\w'’-]+ )?stocks?|(?:growth|value|dividend|bank|tech|energy|oil|retail|airline|casino|gaming|chip|defen[cs]e|utility|REIT|cannabis|biotech|pharma|small-cap|mid-cap|large-cap|mega-cap) (?:stocks?|shares|sector)|sectors?)\b/i;

/** Company guidance, not an analyst's rating or price target ("downgrades …, cuts target to $150"). */
const NOT_ANALYST_ACTION = /^(?![\s\S]*\b(?:downgrad|upgrad|price target|overweight|underweight|outperform|underperform|Moody|S&P|Fitch|DBRS)\w*)/i;

/** A lender's own rates, where no central bank acts. */
const NOT_CENTRAL_BANK = new RegExp(`^(?![\\s\\S]*(?:${CENTRAL_BANK.source}))`, 'i');

/** A country named anywhere: the subject of a rating action. */
const SOVEREIGN_ACTOR_NAMED =
  /\b(?:United States|U\.S\.|US|America|Britain|UK|France|Germany|Italy|Spain|Japan|China|Canada|Brazil|Mexico|India|Russia|Turkey|South Africa|Argentina|Belgium|Austria|Portugal|Greece|Ireland|Poland|Hungary|Israel|Saudi|Colombia|Chile|Peru|Egypt|Nigeria|Indonesia|Korea|Australia|New Zealand|Netherlands|Finland|Sweden|Norway|Switzerland|Ukraine|Pakistan|Kenya|Ghana|Cyprus|Croatia|Romania)\b/;

/** A country acting as a borrower: the text opens with it, or speaks of sovereign or government debt. */
const SOVEREIGN_ACTOR =
  /^(?:The\s+)?(?:Argentina|Ghana|Sri Lanka|Zambia|Lebanon|Russia|Ukraine|Venezuela|Ecuador|Egypt|Pakistan|Nigeria|Kenya|Ethiopia|Turkey|Greece|Italy|Brazil|Mexico|South Africa|Colombia|Peru|Chile|China|Japan|Britain|France|Germany|Spain|Portugal|Ireland|the US|United States|US|U\.S\.)\b|\b(?:sovereign|government|treasury)\b/i;

const t = <const Id extends string>(
  id: Id,
  family: EventFamily,
  label: string,
  magnitude: number,
  reach: EventReach,
  primary: AssetClass,
  mode: EventType['mode'],
  moves: EventType['moves'],
  cue: RegExp | undefined,
  variable?: string,
  context?: RegExp,
): EventType & { id: Id } => ({ id, family, label, magnitude, reach, primary, mode, moves, cue, variable, context });
const certain = <T extends EventType>(event: T): T => ({ ...event, certain: true });
/** A row's reading beyond its family, mode and reach. */
const reads = <T extends EventType>(event: T, reading: Pick<EventType, 'traits' | 'rateAction' | 'rereadAs'>): T => ({ ...event, ...reading });

const HIKE = { bonds: -1, index: -1, currency: 1, gold: -1 } as const;
const EASE = { bonds: 1, index: 1, currency: -1, gold: 1 } as const;
const GROWTH = { index: 1, bonds: -1, currency: 1 } as const;
const SLACK = { index: -1, bonds: 1, currency: -1 } as const;
// Gold is left out: a hotter print lifts it as a hedge but weighs on it through higher real
// yields and a firmer currency, so neither direction is what markets reliably do.
const INFLATION = { bonds: -1, index: -1, currency: 1 } as const;
const RISK_OFF = { index: -1, bonds: 1, gold: 1, currency: 0 } as const;
const RISK_ON = { index: 1, bonds: -1, gold: -1 } as const;
const UP = { stock: 1 } as const;
const DOWN = { stock: -1 } as const;
const NONE = {} as const;

const RISE = String.raw`(?:rais|hik|lift|increas|boost|tighten)\w*`;
const CUT = String.raw`(?:cut|cuts|cutting|lower\w*|reduc\w*|slash\w*|trim|trims|trimmed|ease[sd]?|easing)`;

// Rows that other rows are re-read as, named so those rows can refer to them; each keeps its place in the table.
const siteDisruption = t('site-disruption', 'products', 'disaster or outage halts a company site', 0.6, 'company', 'stock', 'fixed', DOWN, /\b(?:quake|earthquake|flood\w*|fire|blackout|power outage|system (?:glitch|failure|outage)|cyberattack)\b.{0,50}\b(?:halt\w*|shut\w*|evacuat\w*|damag\w*|stops?)\b.{0,30}\b(?:fabs?|plants?|factor(?:y|ies)|production|output|operations|sites?)\b|\b(?:halts?|suspends?|stops?)\s+(?:\w+\s+){0,2}(?:output|production|operations)\s+(?:at|in)\s+(?:\w+\s+){0,3}(?:plants?|factor(?:y|ies)|fabs?|sites?|mines?)\b/i);
const supplyOutage = reads(t('supply-outage', 'commodity-supply', 'supply disruption', 0.75, 'commodity', 'oil', 'fixed', { oil: 1 }, /\bdeclar\w* force majeure\b|\brestart\w* (?:[\d,.]+ )?(?:barrels|bpd|output|production|exports)\b|\b(?:clos\w*|block\w*|shut\w*|mine|mining)\s+(?:the\s+)?(?:Strait of Hormuz|Hormuz|Red Sea|Suez Canal|Bab el-Mandeb|Bosporus|Black Sea ports)\b|\bresum\w* (?:\w+ ){0,2}(?:oil |crude |gas |LNG )?(?:output|production|exports|flows|loadings|shipments)\b|\b(?:drones?|missiles?|rockets?|blasts?|explosions?|strikes?|attacks?|sabotage|fire|hurricane|storm|cyclone|flood\w*)\b[^.;]{0,50}\b(?:hit\w*|strik\w*|struck|rupture\w*|damag\w*|halt\w*|shut\w*|forc\w*|disrupt\w*|knock\w* out|takes? (?:\w+ )?offline)\b[^.;]{0,50}\b(?:port|ports|plant|refiner\w*|pipelines?|terminal|oilfields?|oil fields?|facilit\w*|platforms?|tankers?|output|production|loadings|exports|shipping|capacity|bpd|barrels)\b|\b(?:shuts?|shutting|shut down|halts?|halting|closes?|closing|blockade\w*)\s+(?:[\w'’,-]+\s+){0,5}(?:(?:output|production) (?:at|of)|(?:gas |oil )?fields?|(?:copper |iron ore |coal |lithium |gold )?mines?|oilfields?|oil fields|oil output|crude (?:output|exports|loadings)|oil exports|(?:gas|oil|crude|LNG) (?:flows|supplies|supply|deliveries|exports|shipments|transit|transits)|ports?|pipelines?|refiner\w*)|\bseiz\w* (?:an? |the )?(?:oil )?tankers?\b|\b(?:bans?|banning|halts?|halting|suspends?|suspending|restricts?|restricting)\s+(?:[\w'’-]+\s+){0,3}(?:gasoline|diesel|fuel|crude|oil|coal|gas|LNG|wheat|grain|rice)\s+(?:and\s+\w+\s+)?exports\b|\b(?:missile|drone|rocket)s? (?:strikes?|hits?|attacks?) (?:an? )?(?:oil )?(?:tanker|ship|vessel)|\b(?:pipeline|refinery|oilfield|oil field|oil facilit(?:y|ies)|production|mine|terminal|tanker|oil output)\b.{0,40}\b(?:outage|shut|halt|attack\w*|explosion|fire|disrupt\w*|blockade|seized|halved)|\b(?:supply (?:shock|disruption)|output halted)\b/i), { traits: ['europe-gas-exposure'], rereadAs: { atCompanySite: siteDisruption } });

export const eventTypes = [
  // Central banks: decisions, guidance, balance sheet.
  reads(t('cb-emergency', 'central-bank', 'emergency central-bank action', 0.95, 'economy', 'bonds', 'fixed', EASE, /\bemergency (?:rate )?(?:cut|hike|meeting|action|liquidity|lending|move)|\bin an emergency\b|\bsurprise (?:rate )?cut\b/i, undefined, CENTRAL_BANK), { rateAction: 'as-worded' }),
  reads(t('cb-rate-hike', 'central-bank', 'rate hike', 0.85, 'economy', 'bonds', 'fixed', HIKE, new RegExp(String.raw`\b(?:${RISE}\s+(?:[\w-]+\s+){0,3}(?:interest\s+|policy\s+|key\s+|cash\s+|base\s+|benchmark\s+)?(?:rates?|Selic)\b|rate (?:hike|increase|rise)s?\b(?!\s+(?:can|could|may|might|will)\s+wait)|hikes? (?:interest )?rates\b|(?:hikes|raises|lifts)\s+${NUM}|${NUM}\s+(?:rate )?hike|(?:quarter|half)[- ]point (?:rate )?(?:hike|increase|rise)|(?:hikes|raises|lifts|tightens)\s+(?:(?:key\s+|policy\s+|interest\s+)?rates?\s+)?by\s+(?:a\s+|an\s+)?(?:quarter|half|full|\d[\d.,]*)|(?:surprise |unexpected |surprises with (?:an? )?)?(?:rate )?hike (?:to|of) ${NUM})`, 'i'), undefined, CENTRAL_BANK), { rateAction: 1 }),
  reads(t('cb-rate-cut', 'central-bank', 'rate cut', 0.85, 'economy', 'bonds', 'fixed', EASE, new RegExp(String.raw`\b(?:${CUT}\s+(?:[\w-]+\s+){0,4}(?:interest\s+)?(?:rates?|Selic)\b|rate cuts?\b|cuts\s+${NUM}|${NUM}\s+(?:rate )?cut\b|(?:quarter|half)[- ]point (?:rate )?(?:cut|reduction)\b|(?:cuts|lowers|slashes|eases)\s+(?:(?:key\s+|policy\s+|interest\s+)?rates?\s+)?by\s+(?:a\s+|an\s+)?(?:quarter|half|full|\d[\d.,]*)|(?:surprise |unexpected )?(?:rate )?cut (?:to|of) ${NUM})`, 'i'), undefined, CENTRAL_BANK), { rateAction: -1 }),
  reads(t('cb-rate-hold', 'central-bank', 'rates left unchanged', 0.5, 'economy', 'bonds', 'fixed', NONE, /\b(?:(?:keeps?|kept|holds?|held|leaves?|left|maintains?)\s+(?:\w+\s+){0,3}(?:rates?|policy)\b(?!\s+(?:cut|hike|increase)s?)|(?:keeps?|kept|maintains?|leaves?|left)\s+(?:\w+\s+){0,3}(?:yield curve control|YCC|policy|stimulus|(?:asset|bond) purchases)\s+(?:intact|unchanged|in place|as it is)|(?:holds?|held|stands? pat|steady) (?:steady |firm )?at \d|(?:rates?|policy) (?:unchanged|on hold|steady))/i, undefined, CENTRAL_BANK), { rateAction: 0, traits: ['self-negating'] }),
  t('cb-dovish', 'central-bank', 'dovish policy guidance', 0.6, 'economy', 'bonds', 'fixed', EASE, /\b(?:dovish|drops? (?:its |an? )?(?:tightening|hawkish) bias|drops? (?:its )?(?:reference|language|mention) to\b.{0,40}\b(?:firming|tightening|hikes?)|(?:rate )?hikes? (?:can|could|will|may) wait|no (?:rush|hurry) to (?:raise|hike)|patient (?:on|about|with) (?:rate )?hikes?|pause[sd]? (?:rate )?hikes?|paus\w* (?:its |the )?(?:rate[- ])?(?:hiking|tightening|hike) (?:cycle|campaign)|open to (?:rate )?cuts?|signals? (?:\w+ ){0,2}(?:rate )?cuts?|rate cuts? (?:likely|ahead|coming)|(?<!patien\w* (?:on|about|with|before) )(?:further|more) easing|end (?:of|to) (?:rate )?hikes)\b/i, undefined, CENTRAL_BANK),
  t('cb-hawkish', 'central-bank', 'hawkish policy guidance', 0.6, 'economy', 'bonds', 'fixed', HIKE, /\b(?:hawkish|exit\w* (?:from )?(?:its )?(?:easy|ultra-easy|ultra-loose|loose|accommodative|negative-rate) (?:monetary )?polic(?:y|ies)|policy normali[sz]ation|drops? (?:its |an? )?(?:easing|dovish) bias|(?:scrap|abandon|exit|end)\w* (?:its )?negative (?:interest )?rates|another (?:rate )?(?:hike|increase)|no (?:urgency|rush|hurry|need) to (?:cut|ease|lower)|patien\w* (?:on|about|with|before) (?:further |more )?(?:easing|(?:rate )?cuts?)|signals? (?:more |further )?(?:rate )?hikes?|(?:more|further) (?:rate )?hikes|higher for longer|rate hikes? (?:likely|ahead|coming)|no (?:rate )?cuts? (?:this year|soon)|end\w* (?:of |to )?negative (?:interest )?rates|exit\w* (?:from )?negative rates|flags? (?:another|more|further|two more|a further) (?:rate )?(?:hikes?|increases?))\b/i, undefined, CENTRAL_BANK),
  t('cb-qe', 'central-bank', 'asset purchases (QE)', 0.75, 'economy', 'bonds', 'fixed', EASE, /\b(?:quantitative easing|QE\d?|asset[- ]purchase|bond[- ]buying|(?:gilt|bond|JGB|Treasury) purchases|(?:restart|expand|boost|resume)\w* (?:bond|asset) purchases|purchases? of (?:[\w-]+ ){0,3}(?:gilts|bonds|JGBs|Treasuries|government debt)|buys? (?:[\w-]+ ){0,4}(?:ETFs|equities|stocks)|(?:buy|buys|buying) (?:[\w-]+ ){0,2}(?:gilts|government bonds|JGBs|Treasuries))\b/i, undefined, CENTRAL_BANK),
  t('cb-qt', 'central-bank', 'balance-sheet reduction (QT, tapering)', 0.7, 'economy', 'bonds', 'fixed', HIKE, /\b(?:quantitative tightening|QT|taper(?:ing)?|balance[- ]sheet (?:reduction|runoff|shrink\w*))\b/i, undefined, CENTRAL_BANK),
  t('cb-qt-slowdown', 'central-bank', 'slower balance-sheet runoff', 0.72, 'economy', 'bonds', 'fixed', EASE, /\b(?:slow\w*|reduc\w*|taper\w*|end\w*|halt\w*|stop\w*)\s+(?:the\s+)?(?:pace of\s+)?(?:its\s+)?(?:balance[- ]sheet\s+)?(?:(?:Treasury|bond|MBS|securities)\s+)?(?:runoff|run-off|QT|quantitative tightening|balance[- ]sheet (?:reduction|shrinkage))\b/i, undefined, CENTRAL_BANK),
  t('cb-reserve-ratio', 'central-bank', 'reserve requirement cut', 0.7, 'economy', 'index', 'fixed', EASE, /\b(?:cuts?|lowers?|reduces?|slashes)\b.{0,30}\breserve requirement|\bRRR cut\b/i),
  t('cb-fx-support', 'central-bank', 'central bank supports its currency', 0.8, 'economy', 'currency', 'fixed', { currency: 1 }, /\b(?:interven\w*\b.{0,40}\b(?:support|prop up|defend|shore up|strengthen|buy)|(?:yen|won|rupee|lira|peso|rand|yuan|currency|FX) intervention|interven\w* (?:in|on behalf of|to help) (?:the )?(?:yen|won|krona|krone|rupee|lira|peso|rand|real|rouble|ruble|yuan|franc|currency)|sell(?:s|ing)? (?:[$€£]?[\d.,]+\s*(?:bn|billion|mln|million)\s+)?(?:in\s+)?(?:spot\s+)?(?:US\s+)?(?:dollars|euros|foreign (?:currency|reserves))|(?:buy|buys|buying) (?:the )?(?:yen|won|krona|krone|crown|rupee|lira|peso|rand|real|rouble|ruble|yuan|franc)|to (?:support|defend|prop up|shore up) (?:the )?(?:yen|won|krona|krone|crown|rupee|lira|peso|rand|real|rouble|ruble|yuan|franc|currency))\b/i, undefined, /\b(?:central bank|Riksbank|Norges|SNB|BoJ|Bank of|National Bank|Ministry of Finance|Finance Ministry|Treasury|government|Japan|Tokyo|Korea|Seoul|India|Turkey|Ankara|Indonesia|intervenes|intervention)\b/i),
  t('cb-fx-weaken', 'central-bank', 'central bank weakens its currency', 0.75, 'economy', 'currency', 'fixed', { currency: -1 }, /\b(?:sell(?:s|ing)? (?:the )?(?:yen|won|krona|krone|crowns?|rupees?|lira|pesos?|rand|reais|rouble|ruble|yuan|francs?|its (?:own )?currency)|to weaken the (?:yen|won|krona|krone|crown|rupee|lira|peso|rand|real|rouble|ruble|yuan|franc|currency)|buy(?:s|ing)? (?:US |foreign )?(?:dollars|euros|foreign currency))\b/i, undefined, CENTRAL_BANK),
  reads(t('fx-devaluation', 'central-bank', 'currency devaluation', 0.85, 'economy', 'currency', 'fixed', { currency: -1, index: 1, gold: 1 }, /\b(?:devalu\w*|weakens? (?:the )?(?:yuan|currency) fixing|sets? (?:the )?(?:yuan|renminbi) (?:fixing|midpoint) (?:at )?(?:its |the )?(?:weak\w*|lower|softer))\b/i), { traits: ['growth-signal-currency'] }),
  reads(t('cb-regime-change', 'central-bank', 'end of a currency cap, peg or yield control', 0.9, 'economy', 'currency', 'fixed', { currency: 1, bonds: -1, index: -1 }, /\b(?:scraps?|abandons?|ends?|removes?|drops?|exits?)\b.{0,30}\b(?:cap|peg|floor|ceiling|yield curve control|YCC|currency band)\b/i, undefined, /\b(?:central bank|SNB|BoJ|BOJ|Bank of Japan|National Bank|PBOC|franc|yen|yuan|euro|dollar|currency|yield curve)\b/i), { traits: ['self-negating'] }),
  t('cb-commentary', 'central-bank', 'central-bank commentary', 0.3, 'economy', 'bonds', 'tone', NONE, CENTRAL_BANK),

  // Macro releases, by variable.
  reads(t('macro-inflation', 'macro-release', 'inflation data', 0.85, 'economy', 'bonds', 'variable', INFLATION, /\b(?:inflation|CPI|PCE|consumer prices|producer prices|PPI|price index|core prices)\b/i, 'inflation'), { traits: ['deflation-aware'] }),
  t('macro-payrolls', 'macro-release', 'employment report', 0.85, 'economy', 'index', 'variable', GROWTH, /\b(?:non-?farm payrolls?|payrolls?|jobs (?:report|data|growth)|job (?:growth|gains|creation)|employers (?:added|add|hired)|ADP|(?:adds?|added|sheds?|shed|lost|loses|creates?|created)\s+[\d,.]+\s*(?:k|K|thousand)?\s+jobs\b(?![^.;]*\b(?:company|firm|plant|factory|store|Inc|Corp)\b)|employment (?:\w+ly )?(?:change|report|ris\w*|rose|fall\w*|fell|grew|grow\w*|jump\w*|drop\w*|slump\w*|surg\w*|declin\w*|shrank|shrink\w*))\b/i, 'employment'),
  t('macro-unemployment', 'macro-release', 'unemployment rate', 0.8, 'economy', 'index', 'variable', SLACK, /\b(?:unemployment|jobless rate)\b/i, 'the unemployment rate'),
  t('macro-claims', 'macro-release', 'jobless claims', 0.6, 'economy', 'index', 'variable', SLACK, /\b(?:jobless claims|initial claims|unemployment claims|claims for (?:unemployment|jobless))\b/i, 'jobless claims'),
  t('macro-job-openings', 'macro-release', 'job openings (JOLTS)', 0.72, 'economy', 'index', 'variable', GROWTH, /\b(?:JOLTS|job openings|job vacancies)\b/i, 'job openings'),
  t('macro-gdp', 'macro-release', 'GDP growth', 0.85, 'economy', 'index', 'variable', GROWTH, /\b(?:GDP|gross domestic product|economic growth|economy (?:grew|grows|shrank|shrinks|contract(?:s|ed)|expand(?:s|ed)))\b|\b(?:economy|economic growth) (?:\w+ly )?(?:stagnat\w*|slows|slowed|grew|grows|shrank|shrinks|contract(?:s|ed)|expand(?:s|ed)|accelerat\w+|quicken\w*|stall\w*)\b|\brecession\b/i, 'growth'),
  t('macro-activity', 'macro-release', 'business activity (PMI)', 0.8, 'economy', 'index', 'variable', GROWTH, /\b(?:PMI|purchasing managers|ISM|factory activity|manufacturing activity|services activity|factory and services activity|business activity|Ifo|ZEW|Tankan|Empire State|Philly Fed)\b/i, 'business activity'),
  t('macro-retail', 'macro-release', 'retail sales', 0.72, 'economy', 'index', 'variable', GROWTH, /\b(?:retail sales|consumer spending|personal spending)\b/i, 'consumer spending'),
  t('macro-industry', 'macro-release', 'industrial production and orders', 0.72, 'economy', 'index', 'variable', GROWTH, /\b(?:industrial (?:production|output)|factory (?:output|orders)|durable goods|manufacturing output|capital goods orders)\b/i, 'industrial output'),
  t('macro-housing', 'macro-release', 'housing data', 0.72, 'economy', 'index', 'variable', GROWTH, /\b(?:housing starts|building permits|home sales|existing[- ]home|new[- ]home|pending home|home prices|house prices|Case-Shiller|mortgage applications)\b/i, 'housing activity'),
  t('macro-trade', 'macro-release', 'trade balance', 0.55, 'economy', 'currency', 'variable', { currency: 1, index: 1 }, /\b(?:trade (?:balance|surplus|deficit|gap)|current account|(?:exports|imports) (?:\w+ly )?(?:rose|rise|fell|fall|jump\w*|slump\w*|grew|grow|declin\w*|surg\w*|dropp?\w*|shr[iau]nk\w*|contract\w*|expand\w*|beat\w*|miss\w*))\b/i, 'the trade balance'),
  t('macro-confidence', 'macro-release', 'consumer or business confidence', 0.45, 'economy', 'index', 'variable', GROWTH, /\b(?:consumer (?:confidence|sentiment)|business (?:confidence|sentiment)|economic sentiment)\b/i, 'confidence'),
  t('macro-wages', 'macro-release', 'wage growth', 0.55, 'economy', 'bonds', 'variable', { bonds: -1, currency: 1 }, /\b(?:wage growth|average (?:hourly )?earnings|wages (?:rose|rise|grew|jump|fell|slow))\b/i, 'wage growth'),
  // A wider spread over the benchmark is a country's risk premium rising: its bonds, stocks and currency suffer.
  t('bond-spreads', 'market-commentary', 'bond-spread move', 0.45, 'economy', 'bonds', 'variable', { bonds: -1, index: -1, currency: -1 }, /\b(?:bond spreads?|(?:yield )?spreads? (?:over|to|against) (?:German )?(?:Bunds|Treasuries))\b/i, 'bond spreads'),
  t('macro-yields', 'market-commentary', 'bond-yield move', 0.4, 'economy', 'bonds', 'variable', { bonds: -1, index: -1, currency: 1 }, /\b(?:(?:bond|treasury|Treasury|gilt|bund|Bund|JGB|10-year|2-year|30-year) yields?|yields on)\b/i, 'bond yields'),

  // Fiscal, trade policy, geopolitics.
  t('fiscal-stimulus', 'fiscal-political', 'fiscal stimulus', 0.65, 'economy', 'index', 'fixed', { index: 1, bonds: -1, currency: 1 }, /\b(?:stimulus|infrastructure (?:bill|plan|package)|spending (?:bill|package)|tax cuts?)\b/i),
  t('fiscal-tightening', 'fiscal-political', 'tax rise or austerity', 0.5, 'economy', 'index', 'fixed', { index: -1, bonds: 1 }, /\b(?:austerity|tax (?:hikes?|increases?|rises?)|raise taxes|spending cuts)\b/i),
  reads(t('fiscal-shutdown', 'fiscal-political', 'government shutdown or debt-ceiling standoff', 0.82, 'economy', 'index', 'fixed', RISK_OFF, /\b(?:government shutdown|shutdown looms|debt[- ]ceiling|debt[- ]limit|fiscal cliff)\b/i), { traits: ['self-negating', 'standoff'] }),
  t('politics-election', 'fiscal-political', 'election outcome', 0.7, 'economy', 'currency', 'tone', NONE, /\b(?:wins? (?:[\w-]+ ){0,3}election|election (?:win|victory|result)|cruise to (?:a )?majority|landslide (?:win|victory|election|majority)|wins? (?:in )?a landslide|majority in parliament|snap election|referendum)\b/i),
  t('political-shock', 'fiscal-political', 'political shock', 0.8, 'economy', 'currency', 'fixed', { currency: -1, index: -1, bonds: 1, gold: 1 }, /\b(?:votes? to leave|leave vote|government collapses|coup|martial law|(?:prime minister|president) resigns|no-deal Brexit)\b/i),
  reads(t('trade-tariffs', 'fiscal-political', 'tariffs imposed or raised', 0.8, 'economy', 'index', 'fixed', RISK_OFF, /\b(?:(?:impos|slap|rais|hik|announc|threat)\w* (?:new |more |higher |fresh )?tariffs?|tariffs? (?:on|hike|increase|threat|take effect|rise|(?:to |will )?(?:take effect|kick in|go into effect))|trade war|(?:new|more|higher|fresh|retaliatory) tariffs?)\b/i), { traits: ['liftable', 'hits-target-economy', 'target-currency-falls', 'self-harming'] }),
  reads(t('trade-deal', 'fiscal-political', 'trade deal or tariff relief', 0.7, 'economy', 'index', 'fixed', RISK_ON, /\b(?:trade (?:deal|agreement|truce|pact)|phase[- ]one deal|(?:lift|remov|cut|roll\w* back|suspend|delay)\w* (?:the )?tariffs?|tariff (?:relief|exemption|truce))\b/i), { traits: ['mutual'] }),
  reads(t('sanctions', 'fiscal-political', 'sanctions', 0.75, 'economy', 'index', 'fixed', { ...RISK_OFF, oil: 1 }, /\b(?:sanctions?|export (?:ban|controls|curbs|restrictions)|embargo|blacklist\w*|entity list)\b/i), { traits: ['geopolitical', 'liftable', 'oil-if-energy'] }),
  reads(t('war-conflict', 'fiscal-political', 'war or military conflict', 0.95, 'economy', 'index', 'fixed', { ...RISK_OFF, oil: 1 }, /\b(?:invades?|invasion|invaded|declares? war|war (?:with|on|in)|air ?strikes?|missile (?:attack|strike)s?|military (?:attack|strike|action|offensive)|naval blockade|blockade (?:around|of) (?:Taiwan|the island|Ukraine|Gaza)|exchange (?:of )?fire|naval clash\w*|border clash\w*|troops (?:enter|cross)|(?:forces|troops|army) (?:launch|begin|start)\w* (?:a )?(?:full-scale |ground )?(?:invasion|offensive|attack)|launch\w* (?:a |an )?(?:full-scale |ground |military |air |major )?(?:offensive|invasion|assault|incursion)|(?:Israel|Iran|Russia|Ukraine|China|Taiwan|US|U\.S\.|America|North Korea|India|Pakistan|Saudi Arabia|NATO)\b[^.;]{0,20}\b(?:strikes|bombs|attacks|shells)\s+(?:[\w'’-]+\s+){0,3}(?:nuclear|military|oil|gas|energy)?\s*(?:facilities|sites|targets|bases|positions|territory|terminals?|refiner(?:y|ies)|ports?|plants?|infrastructure|depots?|fields)|killed in (?:an )?(?:air ?strike|attack)|drone attack)\b/i), { traits: ['geopolitical', 'wall-street-spillover'], rereadAs: { whenSupplyIntact: supplyOutage } }),
  // A missile test or show of force: tension, not a war.
  reads(t('military-test', 'fiscal-political', 'missile test or show of force', 0.45, 'economy', 'index', 'fixed', RISK_OFF, /\b(?:fires? (?:an? |two |several )?(?:ballistic |cruise |hypersonic )?missiles?|missiles? (?:flies|flew|fired|launched|lands?|landed)|missile (?:launch|test)s?|(?:military|naval) drills?)\b/i), { traits: ['geopolitical'] }),
  reads(t('ceasefire', 'fiscal-political', 'ceasefire or peace deal', 0.7, 'economy', 'index', 'fixed', { ...RISK_ON, oil: -1 }, /\b(?:ceasefire|cease-fire|peace (?:deal|agreement|talks)|truce)\b/i), { traits: ['geopolitical', 'self-negating'] }),

  // Commodity supply.
  t('opec-cut', 'commodity-supply', 'OPEC output cut', 0.82, 'commodity', 'oil', 'fixed', { oil: 1 }, /\b(?:OPEC\+?|Saudi\w*|Riyadh|Aramco|UAE|Iraq|Kuwait|oil producers)\b.{0,60}\b(?:cut|cuts|curbs?|reduc\w*)\b|\b(?:Russia\w*|Kremlin)\b.{0,60}\b(?:cut|cuts|curbs?|reduc\w*)\b(?=.{0,30}\b(?:output|production|supply|oil|crude|barrels|bpd)\b)|\b(?:cut|cuts|curb|curbs|reduce|reduces)\s+(?:its\s+)?(?:oil|crude)\s+(?:output|production|supply)\b|\b(?:output|production|supply) cuts?\b.{0,40}\bOPEC/i),
  t('opec-raise', 'commodity-supply', 'OPEC output increase', 0.75, 'commodity', 'oil', 'fixed', { oil: -1 }, /\b(?:OPEC\+?|Saudi\w*|Riyadh|Aramco|UAE|Iraq|Kuwait|Russia\w*|Moscow|oil producers)\b.{0,60}\b(?:raise|boost|increase|hike|pump more|restor)\w*\s+(?:[\d.,]+\s+(?:million\s+)?(?:barrels|bpd)|(?:oil\s+|crude\s+)?(?:output|production|supply))/i),
  supplyOutage,
  reads(t('import-ban', 'fiscal-political', 'import ban on a country\'s goods', 0.7, 'economy', 'currency', 'fixed', { currency: -1, index: -1 }, /\b(?:bans?|banning|halts?|halting|suspends?|stops?|blocks?)\s+(?:all\s+)?imports of\s+(?:[A-Z][\w-]*\s+){1,2}/), { traits: ['liftable', 'hits-target-economy', 'bars-supply'] }),
  t('reserve-release', 'commodity-supply', 'release from strategic reserves', 0.65, 'commodity', 'oil', 'fixed', { oil: -1 }, /\brelease\w* (?:[\w,.]+ ){0,4}(?:from )?(?:the |its )?(?:strategic (?:petroleum |oil )?reserves?|SPR|emergency (?:oil )?(?:stocks|reserves))\b/i),
  t('commodity-inventories', 'commodity-supply', 'commodity inventories', 0.35, 'commodity', 'oil', 'variable', { oil: -1 }, /\b(?:crude|oil|gasoline|distillate) (?:inventories|stocks|stockpiles)|\bEIA\b|\bAPI (?:data|report)\b/i, 'inventories'),
  reads(t('commodity-price', 'commodity-supply', 'commodity price move', 0.4, 'commodity', 'oil', 'tone', NONE, /\b(?:oil|crude|Brent|WTI|gold|copper|natural gas|wheat)\b(?: prices?| futures)?\s+(?:\w+\s+)?(?:soar|spike|jump|surge|plunge|tumble|slump|crash|rall(?:y|ies)|slide|fall|rise|drop|climb|sink)\w*/i), { traits: ['move-only'] }),

  // Credit.
  t('sovereign-default', 'credit', 'sovereign default or debt crisis', 0.95, 'economy', 'bonds', 'fixed', { bonds: -1, currency: -1, index: -1 }, /\b(?:sovereign default|(?:seeks?|announces?|launches?|proposes?|agrees?|begins?|starts?)\s+(?:a\s+)?(?:sovereign\s+)?debt restructuring|restructur\w* (?:of )?(?:its )?(?:external |foreign |sovereign )?debt|(?<=\b(?:avert\w*|avoid\w*|stav\w* off|escap\w*|dodg\w*)\s+(?:an?\s+)?)default\b|defaults? on (?:its\s+)?(?:[$€£][\d.,]+\s*(?:bn|billion|bln|mln|million)\s+)?(?:Eurobond|sovereign|government|external|foreign|dollar|international)?\s*(?:bonds?|debt|coupons?|notes|payments?)\b|(?:suspends?|halts?|stops?) (?:\w+ ){0,2}payments? on (?:(?:its|most|all|some|part)\s+(?:of\s+)?(?:its\s+)?)?(?:external|foreign|sovereign|government|international) (?:debt|bonds|loans)|(?:misses|missed|skips|skipped)\s+(?:a\s+)?(?:[$€£][\d.,]+\s*(?:bln|bn|billion|mln|million)?\s+)?(?:sovereign |government |external |Eurobond |dollar )?(?:bond|debt|coupon) payments?\b(?=[^.;]*\b(?:default|sovereign|government)\b)(?![^.;]*\b(?:developer|company|firm|bank|group|property|corp\w*)\b)|defaults? on (?:its )?(?:sovereign|government|external|foreign|IMF) (?:debt|bonds|loans?|payments?|repayments?)|sovereign debt crisis)\b/i, undefined, SOVEREIGN_ACTOR),
  t('sovereign-downgrade', 'credit', 'sovereign rating downgrade', 0.86, 'economy', 'bonds', 'fixed', { bonds: -1, currency: -1, index: -1, gold: 1 }, /\b(?:Moody['’]s|S&P|Fitch|DBRS)\b.{0,50}\b(?:negative (?:watch|outlook)|watch negative|review for (?:a |possible )?downgrade)|\b(?:(?:cut|downgraded|lowered|slashed)\s+to\s+(?:junk|(?:AA|A|BBB|BB|B|Baa|Ba|Aa)[\w+-]*)\s+by\s+(?:Moody['’]s|S&P|Fitch|DBRS)|downgraded by (?:Moody['’]s|S&P|Fitch|DBRS))\b|\b(?:Moody['’]s|S&P|Fitch|DBRS|Scope|R&I)\b.{0,25}\b(?:downgrad\w*|cut\w*|lowers?|lowering|strips?|slash\w*)\b(?=.{0,60}\b(?:junk|to (?:AA|A|BBB|BB|B|Baa|Ba|Aa|Caa)[\w+-]*|credit rating|ratings?|sovereign|AAA|triple-A|investment[- ]grade|outlook)\b)(?![^.;]*\b(?:banks|lenders|insurers|companies|firms|developers?|utilit\w+)\b)|\bsovereign (?:rating )?downgrade/i, undefined, /\b(?:United States|U\.S\.|US|America|Britain|UK|France|Germany|Italy|Spain|Japan|China|Canada|Brazil|Mexico|India|Russia|Turkey|South Africa|Argentina|Belgium|Austria|Portugal|Greece|Ireland|Poland|Hungary|Israel|Saudi|Colombia|Chile|Peru|Egypt|Nigeria|Indonesia|Korea|Australia|New Zealand|Netherlands|Finland|Sweden|Norway|Switzerland|Ukraine|Pakistan|Kenya|Ghana|sovereign|country|government)\b/),
  t('sovereign-upgrade', 'credit', 'sovereign rating upgrade', 0.7, 'economy', 'bonds', 'fixed', { bonds: 1, currency: 1, index: 1 }, /\b(?:Moody['’]s|S&P|Fitch|DBRS|Scope)\b.{0,25}\b(?:upgrad\w*|raises?|lifts?|boosts?)\b(?=.{0,60}\b(?:outlook|ratings?|investment[- ]grade|to (?:AA|A|BBB|BB|B|Baa|Ba|Aa)[\w+-]*|positive)\b)(?![^.;]*\b(?:banks|lenders|insurers|companies|firms|developers?|utilit\w+)\b)/i, undefined, SOVEREIGN_ACTOR_NAMED),
  reads(t('bank-downgrade', 'credit', 'downgrade of the banking sector', 0.7, 'economy', 'index', 'fixed', { index: -1, credit: -1 }, /\b(?:Moody['’]s|S&P|Fitch|DBRS)\b.{0,25}\b(?:downgrad\w*|cuts?|lowers?)\b.{0,30}\b(?:banks|lenders|banking (?:sector|system))\b/i), { traits: ['bank-stress'] }),
  t('bond-market-stress', 'credit', 'government bond market in distress', 0.85, 'economy', 'bonds', 'fixed', { bonds: -1, currency: -1, index: -1 }, /\b(?:(?:gilt|government bond|sovereign bond|Treasury|JGB|Bund|BTP|bond) markets? (?:seiz\w*|freez\w*|in turmoil|meltdown|crash\w*|rout)|(?:gilt|bond|Treasury|BTP) (?:rout|meltdown|crash|sell-off|selloff) (?:deepens|spreads|forces)|margin calls?\b.{0,40}\b(?:gilts?|bonds?|pension))/i),
  reads(t('funding-run', 'credit', 'run on a fund or bank, frozen funding market', 0.9, 'economy', 'index', 'fixed', { index: -1, bonds: 1, credit: -1, currency: -1 }, /\b(?:breaks? the buck|(?:freez|suspend|gat|halt)\w* (?:all |investor |customer )?(?:redemptions|withdrawals)|(?:bank|deposit) run|run on (?:the |its )?(?:bank|fund|deposits)|depositors (?:flee|pull|withdraw)\w*|deposit (?:flight|outflows)|(?:freez\w*|seiz\w*) (?:[\w'’]+ ){0,3}(?:commercial paper|credit|funding|money|interbank|repo) markets?)\b/i), { traits: ['bank-stress', 'self-negating'] }),
  reads(t('systemic-default', 'credit', 'default of a systemic borrower', 0.85, 'economy', 'index', 'fixed', { index: -1, credit: -1, currency: -1 }, /\b(?:(?:developer|property|real estate|shadow bank|trust (?:company|firm)|state-backed|conglomerate|financial group)\b[^.;]{0,60}\b(?:defaults?|default(?:ed|ing)|insolven\w*|misses? (?:[\w$.,]+ ){0,3}(?:bond|debt|coupon) payments?|bankrupt\w*|liquidat\w*)|(?:defaults?|default(?:ed|ing)|insolven\w*|misses? (?:[\w$.,]+ ){0,3}(?:bond|debt|coupon) payments?)\b[^.;]{0,60}\b(?:developer|shadow bank|state-backed|trust (?:company|firm)))\b|\binsolvent\b(?=[^.;]*\b(?:[$€£]\s?\d+(?:\.\d+)?\s*(?:bln|bn|billion)|trillion)\b)/i), { traits: ['bank-stress'] }),
  reads(t('bank-failure', 'credit', 'bank failure or bailout', 0.95, 'economy', 'index', 'fixed', { index: -1, bonds: 1, stock: -1, credit: -1 }, /\b(?:bank (?:run|failure|collapse|rescue)|emergency rescue|rescue (?:deal|takeover|merger)|in (?:a |an )?(?:emergency |state-brokered |government-brokered )?rescue|bank\w* (?:collapses|fails|failed)|bail-?outs?|systemic (?:risk|crisis)|seized by regulators|(?:regulators|FDIC|authorities)\s+(?:seize|close|shut|take over|take control of)\b|FDIC takes (?:control|over)\b|(?:bank|lender)\b[^.;]{0,60}\b(?:weigh|consider|prepar|plan|discuss)\w* (?:a )?(?:state |government )?rescue\b|(?:bank|lender)\b[^.;]{0,40}\b(?:emergency (?:central bank )?(?:loan|funding|liquidity|lifeline|credit line)|state lifeline)|(?:bank|lender|broker|investment bank)\w*\b[^.;]{0,40}\b(?:files? for bankruptcy|goes bankrupt|collaps\w*|insolven\w*)|seiz\w* (?:[\w'’-]+ ){0,3}(?:bank|lender)\b|(?:shut|close)s? (?:down )?[\w ]{0,30}\bBank\b|(?:FDIC|receiver|receivership)\b(?=[^.;]*\bbank)|bank\b[^.;]{0,30}\b(?:receivership|rules out more funding|funding crisis))/i), { traits: ['bank-stress', 'rescue', 'self-negating'] }),
  t('bankruptcy', 'credit', 'bankruptcy or default', 0.8, 'company', 'stock', 'fixed', DOWN, /\b(?:bankrupt\w*|chapter 11|chapter 7|insolven\w*|files? for (?:creditor )?protection|(?:goes|went|go|enters?|entered|placed|put|falls?|fell|collapses?|collapsed) (?:in|into) administration|administrators? (?:appointed|called in)|receivership|liquidat\w*|wind(?:s|ing)? down (?:its )?(?:operations|business)|default(?:s|ed)? on (?:its )?(?:debt|loans?|bonds?|notes|payments?)|misses? (?:a )?(?:bond|debt|interest) payment|(?<=\b(?:avert\w*|avoid\w*|stav\w* off|escap\w*|dodg\w*)\s+(?:an?\s+)?)default)\b/i),
  t('credit-downgrade', 'credit', 'credit rating downgrade', 0.45, 'company', 'stock', 'fixed', DOWN, /\b(?:Moody['’]s|S&P|Fitch|DBRS)\b.{0,50}\b(?:downgrad\w*|cuts?|lowers?|turns negative|negative outlook|junk)\b/i),
  t('credit-upgrade', 'credit', 'credit rating upgrade', 0.35, 'company', 'stock', 'fixed', UP, /\b(?:Moody['’]s|S&P|Fitch|DBRS)\b.{0,50}\b(?:upgrad\w*|raises?|positive outlook|investment grade)\b/i),

  // Company results and guidance.
  certain(t('profit-warning', 'results', 'profit warning', 0.85, 'company', 'stock', 'fixed', DOWN, /\b(?:profit warning|(?:erase|wipe (?:out|off)|dent|hit)\w*\s+(?:[¥$€£][\d.,]+\s*(?:bn|billion|mln|million|tn|trillion)?\s+(?:of|from|in)\s+)?(?:profits?|earnings|operating income)|warns? (?:on|of) (?:profits?|earnings|sales|revenue)|pulls? (?:its )?(?:outlook|guidance|forecast)|withdraws? (?:its )?(?:outlook|guidance|forecast)|suspends? (?:its )?(?:outlook|guidance))\b/i)),
  t('guidance-cut', 'results', 'guidance cut', 0.85, 'company', 'stock', 'fixed', DOWN, /\b(?:(?:cuts?|lowers?|slashes|trims|reduces)\s+(?:[\w-]+\s+){0,3}(?:guidance|outlook|forecast|targets?|view)|(?:guidance|outlook|forecast) (?:cut|lowered|below)|(?:weak|soft|disappointing) (?:guidance|outlook|forecast)|sees .{0,40}(?:below (?:estimates|consensus|expectations))|to hurt .{0,20}(?:sales|growth|earnings|results))\b/i, undefined, NOT_ANALYST_ACTION),
  t('guidance-raise', 'results', 'guidance raised', 0.8, 'company', 'stock', 'fixed', UP, /\b(?:(?:raises?|lifts?|boosts?|ups|hikes?|increases?)\s+(?:[\w-]+\s+){0,3}(?:guidance|outlook|forecast|targets?|view)|(?:guidance|outlook|forecast) (?:raised|above)|(?:strong|upbeat) (?:guidance|outlook|forecast)|sees .{0,40}(?:above (?:estimates|consensus|expectations)))\b/i, undefined, NOT_ANALYST_ACTION),
  t('earnings-miss', 'results', 'disappointing results', 0.8, 'company', 'stock', 'fixed', DOWN, /\b(?:EPS|earnings|profit|revenue|sales|results|quarter\w*|Q[1-4]|FFO)\b.{0,40}\b(?:miss(?:es|ed)?|falls? short|below (?:estimates|expectations|consensus|forecasts)|disappoint\w*|worse[- ]than[- ]expected)\b|\b(?:miss(?:es|ed|ing)?|falls? short of)\b.{0,30}\b(?:estimates|expectations|consensus|forecasts?|views|by \$|on revenue|EPS|profit|earnings)\b|\bworse[- ]than[- ]expected (?:results|earnings|profit|quarter)/i),
  t('earnings-mixed', 'results', 'mixed results against expectations', 0.81, 'company', 'stock', 'tone', NONE, /\b(?:beats?|tops?|topped)\b.{0,60}\bmiss(?:es|ed)?\b|\bmiss(?:es|ed)?\b.{0,60}\b(?:beats?|beat|tops?|topped)\b/i),
  t('earnings-beat', 'results', 'results above expectations', 0.8, 'company', 'stock', 'fixed', UP, /\b(?:EPS|earnings|profit|revenue|sales|results|quarter\w*|Q[1-4]|FFO)\b.{0,40}\b(?:beats?|tops?|topped|exceeds?|above (?:estimates|expectations|consensus|forecasts)|better[- ]than[- ]expected)\b|\b(?:beats?|tops?|topped|exceeds?|surpass\w*)\b.{0,30}\b(?:estimates|expectations|consensus|forecasts?|views|by \$|on revenue|EPS|profit|earnings)\b|\b(?:better[- ]than[- ]expected|blowout) (?:results|earnings|profit|quarter)/i),
  t('guidance-issued', 'results', 'guidance issued', 0.7, 'company', 'stock', 'tone', NONE, /\b(?:sees|expects|forecasts|guides|projects)\b.{0,40}\b(?:EPS|earnings|profit|revenue|revs|sales)\b|\b(?:guidance|outlook)\b.{0,20}\b(?:EPS|earnings|profit|revenue|sales)\b/i),
  t('guidance-affirm', 'results', 'guidance reaffirmed', 0.3, 'company', 'stock', 'tone', NONE, /\b(?:reaffirms?|reiterates?|maintains?|confirms?|backs?)\s+(?:\w+\s+){0,3}(?:guidance|outlook|forecast)\b/i),
  t('earnings-report', 'results', 'results report', 0.6, 'company', 'stock', 'tone', NONE, /\b(?:Q[1-4]|quarter\w*|first[- ]half|H[12]|FY\d*|full[- ]year|annual) (?:\w+ ){0,3}(?:results|earnings|EPS|profit|revenue|sales|loss)\b|\b(?:EPS|earnings per share|net (?:income|profit|loss)|revenue|same-store sales|comparable sales)\b|\breports? (?:\w+ ){0,2}(?:results|earnings|profit|loss)\b/i),
  t('sales-update', 'results', 'sales or operating update', 0.5, 'company', 'stock', 'tone', NONE, /\b(?:deliveries|shipments|traffic|bookings|subscribers|same-store sales|passenger numbers|production (?:rose|fell|update))\b/i),

  // Capital actions.
  t('dividend-cut', 'capital-action', 'dividend cut or suspension', 0.6, 'company', 'stock', 'fixed', DOWN, /\b(?:(?:cuts?|slashes|suspend(?:s|ed)?|scrap(?:s|ped)?|eliminat(?:es|ed)|omit(?:s|ted)?)\s+(?:its\s+|their\s+)?(?:quarterly\s+)?dividends?|dividend (?:cuts?|suspensions?))\b/i),
  t('dividend-raise', 'capital-action', 'dividend increase', 0.3, 'company', 'stock', 'fixed', UP, /\b(?:(?:raises?|hikes?|boosts?|increases?|lifts?)\s+(?:its\s+)?(?:quarterly\s+)?(?:dividend|payout)|dividend (?:increase|hike))\b/i),
  t('dividend', 'capital-action', 'routine dividend', 0.12, 'company', 'stock', 'tone', NONE, /\b(?:dividends?|distributions?|payouts?)\b/i),
  t('buyback', 'capital-action', 'share buyback', 0.45, 'company', 'stock', 'fixed', UP, /\b(?:buybacks?|buy-backs?|repurchases?|buy back)\b/i),
  t('share-offering', 'capital-action', 'share offering (dilution)', 0.45, 'company', 'stock', 'fixed', DOWN, /\b(?:rais\w* (?:new )?(?:capital|equity)|(?:share|stock)[- ]sales?|(?:public |secondary |stock |equity |share )offering|prices? (?:\w+ )?offering|raises? \$?[\d.]+\s*(?:million|billion|m|bn) in (?:a )?(?:share|stock)|dilut\w*|at-the-market)\b/i),
  t('debt-issuance', 'capital-action', 'debt issuance', 0.2, 'company', 'stock', 'tone', NONE, /\b(?:notes offering|bond (?:sale|issue|offering)|senior notes|convertible (?:notes|bonds)|credit facility|term loan|prices? \$[\d.]+ ?(?:million|billion|m|bn) (?:of )?notes)\b/i),
  t('filing', 'capital-action', 'routine filing or shareholder notice', 0.1, 'company', 'stock', 'tone', NONE, /\b(?:director['’]?s['’]? (?:interests?|dealings?)(?: notice)?|(?:change (?:in|of) )?substantial (?:holding|holder|shareholding)s?|notice of (?:AGM|annual general meeting|general meeting|meeting)|annual general meeting|AGM|(?:annual|interim|half-yearly) report|proxy (?:statement|filing)|Form (?:4|8-K|10-K|10-Q|13[DFG]|S-1|20-F|6-K)|13[DFG] filing|SEC filing|regulatory (?:filing|announcement)|(?:becoming|ceasing to be) a substantial holder)\b/i),
  t('stock-split', 'capital-action', 'stock split', 0.3, 'company', 'stock', 'fixed', UP, /\b(?:stock split|share split|reverse split|\d-for-\d split)\b/i),

  // Mergers and acquisitions.
  reads(t('deal-blocked', 'mergers', 'deal blocked or abandoned', 0.86, 'company', 'stock', 'fixed', DOWN, /\b(?:block\w*|abandon\w*|scrap\w*|walks? away|terminat\w*|calls? off|no longer pursu\w*|drops?|ends?)\b.{0,40}\b(?:deal|merger|takeover|acquisition|bid|offer|pursuit|approach)\b|\b(?:deal|merger|takeover|acquisition) (?:collapses|blocked|falls through|called off)\b|\b(?:sues?|moves?|seeks?) to block\b.{0,50}\b(?:purchase|acquisition|takeover|merger|deal|buyout)\b/i), { traits: ['deal', 'deal-off', 'self-negating'] }),
  reads(t('takeover-bid', 'mergers', 'takeover approach or bid', 0.8, 'company', 'stock', 'fixed', UP, /\b(?:takeover (?:bid|offer|approach|interest)|(?:mulling|weighing|considering|explores?|exploring) (?:an? )?(?:offer|bid|takeover|acquisition|sale)|hostile bid|tender offer|bid for|(?:rais\w*|improv\w*|sweeten\w*|higher|revised) (?:its |the )?(?:offer|bid) for|approach(?:es|ed)? .{0,30}about (?:a )?(?:deal|takeover)|in talks to (?:buy|acquire|merge))\b/i), { traits: ['deal'] }),
  reads(t('acquisition', 'mergers', 'acquisition or merger agreed', 0.85, 'company', 'stock', 'fixed', UP, /\b(?:(?<!\b(?:[Ss]mart|[Tt]ime|[Gg]ood|[Bb]est|[Ss]tocks?|[Ss]hares?|[Yy]ou|[Rr]easons?|[Ww]here|[Hh]ow|[Ww]hat|[Ww]hen|[Ww]hy|[Ii]deas?|[Pp]icks?) )[Tt]o (?:[Bb]uy|[Aa]cquire|[Pp]urchase) (?=[A-Z]|(?:a |an |its )?(?:stake|rival|competitor|\$))|[Tt]o merge with|[Aa]grees? to (?:buy|acquire|purchase|merge)|(?:[Aa]cquires?|[Aa]cquired)\b|(?:[Mm]akes?|[Cc]ompletes?|[Aa]nnounces?) (?:an? )?(?:\w+ )?[Aa]cquisition|[Mm]erger (?:with|of|deal|talks|agreement)|[Tt]o be acquired|[Aa]grees? to (?:be )?(?:bought|acquired|sold)|all-(?:stock|cash) deal|(?:[Dd]eal|[Aa]greement|[Oo]ffers?) to (?:buy|acquire|purchase)|[Bb]uying (?:[Aa] |[Aa]n )?(?:\w+ ){0,2}(?:[Cc]ompetitor|[Rr]ival|[Cc]ompany|[Mm]aker|[Ff]irm|[Bb]usiness)|(?:[Bb]uying|[Aa]cquiring) (?=[A-Z]))/), { traits: ['deal'] }),
  reads(t('stake', 'mergers', 'stake purchase or sale', 0.5, 'company', 'stock', 'tone', NONE, /\b(?:(?:buys?|sells?|takes?|raises?|cuts?|boosts?|builds?|acquires?|lifts?|trims?) (?:a |an |its )?(?:[\d.]+% )?stake|stake in [A-Z]|activist (?:investor|fund|stake))/), { traits: ['deal'] }),
  t('divestiture', 'mergers', 'divestiture or spin-off', 0.5, 'company', 'stock', 'fixed', UP, /\b(?:spin[- ]?off|divest\w*|to sell (?:its )?(?:\w+ ){0,3}(?:unit|business|division|stake)|sale of (?:its )?(?:\w+ ){0,2}(?:unit|business|division))\b/i),
  t('ipo', 'mergers', 'IPO or listing', 0.45, 'company', 'stock', 'tone', NONE, /\b(?:IPO|initial public offering|goes public|market debut|listing)\b/i),

  // Trading status.
  t('market-halt', 'trading-status', 'market-wide halt or crash', 0.95, 'economy', 'index', 'fixed', { index: -1, bonds: 1, gold: 1, credit: -1 }, /\b(?:circuit breakers?|market(?:-wide)? halt|trading (?:halted|suspended) (?:on|across) (?:the )?(?:exchange|market)|stock market crash|(?:stocks|markets) crash|flash crash|worst day since|biggest (?:one-day|daily|single-day) (?:drop|fall|decline|loss|plunge))\b/i),
  // A halt says nothing of the direction until the news behind it is out.
  t('trading-halt', 'trading-status', 'trading halt', 0.75, 'company', 'stock', 'fixed', NONE, /\b(?:trading (?:halt|halted|suspended|suspension)|halts? trading|suspends? trading)\b/i),
  t('delisting', 'trading-status', 'delisting', 0.65, 'company', 'stock', 'fixed', DOWN, /\b(?:delist\w*|removed from (?:the )?(?:index|exchange))\b/i),

  // Legal and regulatory.
  reads(t('license-revoked', 'legal-regulatory', 'licence revoked or operating ban', 0.8, 'company', 'stock', 'fixed', DOWN, /\b(?:licen[cs]e (?:revoked|withdrawn|suspended|not (?:renewed|extended))|(?:not|won't|refuses? to) (?:extend|renew) .{0,30}licen[cs]e|not (?:"|“)?fit and proper|banned from (?:operating|selling))\b/i), { traits: ['self-negating'] }),
  t('fine-settlement', 'legal-regulatory', 'fine or settlement', 0.55, 'company', 'stock', 'fixed', DOWN, /\b(?:fined|hit with (?:an? )?(?:record )?[$€£]?[\d.,]*\s*(?:bn|billion|mln|million)?\s*fine|fine of\b|fines? (?:of )?\$|fines\s+(?:[A-Z][\w&.-]*\s+){1,3}(?:a\s+)?(?:record\s+)?[$€£]?[\d.,]+|penalty|penalt(?:y|ies) of|settle\w* (?:with|charges|claims|lawsuit|case|for)|to pay \$[\d.,]+ ?(?:million|billion|m|bn))\b/i),
  t('ruling', 'legal-regulatory', 'court ruling', 0.6, 'company', 'stock', 'tone', NONE, /\b(?:court (?:rules|ruled|ruling|orders?|blocks?|upholds?|upheld|rejects?|overturns?|dismisses?|sides)|(?:appeals?|appellate|federal|district|high|top|supreme) court|judge (?:rules|ruled|orders?|blocks?|dismisses?)|verdict|jury (?:finds|awards?)|(?:not |found )?liable for|punitive damages)\b/i),
  t('antitrust', 'legal-regulatory', 'antitrust action', 0.6, 'company', 'stock', 'fixed', DOWN, /\b(?:antitrust|anti-trust|competition (?:probe|authority|watchdog)|monopol\w*|FTC (?:sues|probe)|DOJ (?:sues|probe))\b/i),
  t('probe', 'legal-regulatory', 'investigation', 0.5, 'company', 'stock', 'fixed', DOWN, /\b(?:probe[sd]?|investigat\w*|subpoena\w*|SEC (?:charges|inquiry)|raid(?:s|ed)?|accounting (?:irregularities|scandal)|fraud (?:charges|probe|case))\b/i),
  t('lawsuit', 'legal-regulatory', 'lawsuit', 0.4, 'company', 'stock', 'fixed', DOWN, /\b(?:sue[sd]?|suing|lawsuit|class action|litigation)\b/i),
  t('regulation', 'legal-regulatory', 'new regulation', 0.45, 'company', 'stock', 'tone', NONE, /\b(?:regulators?|regulations?|regulatory|rules? (?:on|for)|ban on|crackdown)\b|\b(?:SEC|FDA|FAA|FTC|FCC|EPA|CFTC|FINRA|FDIC|CFPB|OCC|NHTSA|FERC|FCA|PRA|ESMA|EBA|BaFin|CMA|Ofcom|Ofgem|CSRC|CBIRC|SAMR)\b(?:\s+(?:chief|chair\w*|head|commissioner|officials?|staff))?\s+(?:weighs|considers|proposes|propos\w+|plans|seeks|orders|opens|tightens|eases|approves|rejects|fines|charges|sues|probes|reviews|changes|finalizes|adopts|votes|warns|bans|halts|clears|blocks|says|to)\b/i),

  // Products, approvals, operations.
  certain(reads(t('drug-failure', 'products', 'drug rejection or trial failure', 0.85, 'company', 'stock', 'fixed', DOWN, /\b(?:FDA|EMA)\b.{0,40}\b(?:rejects?|declines?|complete response letter|refuses?)|\b(?:halts?|stops?|ends?|abandons?|discontinu\w*|scraps?)\s+(?:\w+\s+){0,2}development of\b|\b(?:trial|study|trials|studies) (?:fails?|failed|misses|missed|halted|stopped|disappoint\w*)|\bfail(?:s|ed)?\b[^.;]{0,30}\b(?:trial|study|studies)\b|\b(?:halts?|stops?|abandons?|discontinu\w*)\b[^.;]{0,40}\b(?:after|as)\b[^.;]{0,30}\b(?:trials?|study|studies)\b|\bfail\w* to meet (?:its )?(?:primary |main )?(?:endpoint|goal)|\bclinical hold\b/i), { traits: ['self-negating'] })),
  t('drug-approval', 'products', 'drug approval', 0.75, 'company', 'stock', 'fixed', UP, /\b(?:FDA|EMA|regulators?)\b.{0,40}\b(?:approv\w*|clear\w*|green light|authoriz\w*)|\b(?:approval|clearance|authorization) (?:for|of)\b.{0,40}\b(?:drug|treatment|therapy|vaccine|device)/i),
  t('trial-success', 'products', 'positive trial data', 0.7, 'company', 'stock', 'fixed', UP, /\b(?:trial|study|phase (?:1|2|3|i|ii|iii)|data)\b.{0,40}\b(?:met|meets|positive|success\w*|significant)\b|\b(?:vaccine|drug|treatment|therapy)\b.{0,40}\b(?:effective|efficacy|succeeds?|works)\b/i),
  t('recall', 'products', 'product recall or safety issue', 0.65, 'company', 'stock', 'fixed', DOWN, /\b(?:recall\w*|halts? (?:\w+ ){0,2}deliveries|(?:new |safety |quality |manufacturing )defects?|network (?:outage|halt\w*)|halts? block production|grounded|grounding|production freeze|safety (?:issue|probe|concerns?)|outage|data breach|cyberattack|hack(?:ed)?)\b/i),
  t('contract-win', 'products', 'contract or order win', 0.3, 'company', 'stock', 'fixed', UP, /\b(?:wins?|awarded|secures?|lands?|receives?)\b.{0,30}\b(?:contract|order|deal)s?\b|\bsigns?\b.{0,30}\b(?:contract|supply deal|agreement|partnership)\b|\bcontract (?:award|win)\b/i),
  t('product-launch', 'products', 'product launch', 0.3, 'company', 'stock', 'tone', NONE, /\b(?:launch\w*|unveil\w*|introduc\w*|rolls? out|debuts?|release[sd]?)\b/i),

  // Management and workforce.
  t('ceo-exit', 'management', 'CEO departure', 0.65, 'company', 'stock', 'fixed', DOWN, /\b(?:CEO|chief executive|chairman|founder)\b.{0,40}\b(?:resign\w*|steps? down|stepping down|quits?|ousted|fired|departs?|exit|leaves?|to leave|retire\w*)\b|\b(?:resign\w*|steps? down|ousted|fired)\b.{0,30}\b(?:CEO|chief executive)\b/i),
  reads(t('ceo-appointment', 'management', 'CEO appointment', 0.4, 'company', 'stock', 'tone', NONE, /\b(?:names?|appoints?|hires?|taps?|picks?)\b.{0,40}\b(?:CEO|chief executive)\b|\bnew (?:CEO|chief executive)\b/i), { traits: ['poaching'] }),
  t('exec-change', 'management', 'executive change', 0.15, 'company', 'stock', 'tone', NONE, /\b(?:CFO|COO|CTO|president|chief \w+ officer|board|directors?|head of)\b.{0,30}\b(?:appoint\w*|named|names|resign\w*|steps? down|joins?|hire[sd]?)\b|\b(?:appoints?|names)\b.{0,40}\b(?:CFO|COO|CTO|president|chief \w+ officer|directors?|head of)\b/i),
  t('labor-strike', 'management', 'strike or labour action', 0.55, 'company', 'stock', 'fixed', DOWN, /\b(?:strike|walkout|walk out|industrial action|union(?:s)? (?:vote|threat))\b/i),
  t('layoffs', 'management', 'job cuts', 0.45, 'company', 'stock', 'fixed', UP, /\b(?:lay(?:s|ing)? off|layoffs?|job cuts?|cut\w* (?:\d[\d,]* )?jobs|slash\w* (?:\d[\d,]* )?jobs|cut\w* (?:[\d,.]+%? (?:of )?)?(?:its |more |[\w-]+ ){0,2}(?:jobs|staff|workforce|positions|roles|employees)|restructuring|cost[- ]cutting)\b/i),
  t('capex-change', 'results', 'investment plan change', 0.5, 'company', 'stock', 'tone', NONE, /\b(?:capex|capital (?:spending|expenditure)|cut\w* (?:billions|investments?)|investment plans?)\b/i),

  t('price-rise', 'products', 'price or fee increase', 0.45, 'company', 'stock', 'fixed', UP, /\b(?:(?:rais|hik|lift|increas|boost)\w*|ups)\s+(?:[\w$.,'’-]+\s+){0,4}(?:prices?|fees?|fares|price points?|subscription (?:prices?|fees?)|membership (?:fees?|prices?))\b|\bstarts? charging\b|\bto (?:start )?charg\w* for\b/i),
  t('price-cut', 'products', 'price cut', 0.45, 'company', 'stock', 'fixed', DOWN, /\b(?:cut|cuts|cutting|slash\w*|lower\w*|trims?|reduc\w*|discount\w*)\s+(?:[\w$.,'’-]+\s+){0,4}(?:prices?|fees?|fares|price points?)\b|\b(?:fares|prices) (?:falling|to fall|fall)\b/i),
  t('lender-rates', 'products', 'a lender\'s product rates', 0.35, 'company', 'stock', 'fixed', NONE, /\b(?:mortgage|lending|prime|deposit|savings|loan|card) (?:lending )?rates?\b|\brates? on (?:its )?(?:savings|deposits?|mortgages?|loans?|cards?|credit cards?)\b/i, undefined, NOT_CENTRAL_BANK),
  t('production-cut', 'products', 'production cut', 0.48, 'company', 'stock', 'fixed', DOWN, /\b(?:cut\w*|reduc\w*|slash\w*|trim\w*)\s+(?:[\w-]+\s+){0,3}(?:output|production)\b/i),
  t('output-discipline', 'products', 'production cut to support prices', 0.5, 'company', 'stock', 'fixed', UP, /\b(?:cut\w*|reduc\w*|curb\w*|trim\w*)\s+(?:[\w-]+\s+){0,3}(?:production|output)\b(?=[^.;]*\b(?:inventor\w*|glut|oversupply|support prices|discipline)\b)/i),
  t('product-delay', 'products', 'launch or upgrade delayed', 0.45, 'company', 'stock', 'fixed', DOWN, /\b(?:(?:launch|mission|upgrade|rollout|roll-out|debut|deliveries|production start)\s+(?:\w+\s+)?(?:delayed|postponed|pushed back)\b|(?:delay\w*|postpon\w*|push(?:es|ed)? back)\s+(?:\w+\s+){0,3}(?:upgrade|launch|release|rollout|roll-out|debut|deliveries|production start)\b)/i),
  t('safety-grounding', 'products', 'fleet grounded', 0.75, 'company', 'stock', 'fixed', DOWN, /\bground(?:s|ed|ing)?\b[^.;]{0,40}\b(?:jets|planes|aircraft|fleet|MAX)\b/i),
  t('state-aid', 'credit', 'company needs state support', 0.7, 'company', 'stock', 'fixed', DOWN, /\b(?:state aid|state support|government (?:guarantees?|lifeline|bailout|rescue)|(?:seeks?|requests?|asks? for|needs?|in talks (?:on|over|for)) (?:a )?(?:state |government |public )?(?:bailout|rescue|lifeline|guarantees?|support package))\b/i),
  t('industrial-disaster', 'products', 'disaster at a company site', 0.75, 'company', 'stock', 'fixed', DOWN, /\b(?:dam|tailings dam|mine|plant|refinery|platform|factory|rig|pipeline)\b.{0,30}\b(?:collaps\w*|burst\w*|explo\w*|blaze|disaster|spill\w*|leak\w*)\b/i),
  siteDisruption,
  // Read by the frames alone: the work a company has signed and not yet delivered, which markets read ahead of the quarter.
  t('backlog-growth', 'results', 'order backlog grows', 0.75, 'company', 'stock', 'fixed', UP, undefined),
  t('backlog-decline', 'results', 'order backlog shrinks', 0.75, 'company', 'stock', 'fixed', DOWN, undefined),
  // Read by the frames alone: a sale a court or regulator orders ("must sell its browser"); avoided, relief.
  t('forced-divestiture', 'legal-regulatory', 'ordered to sell a business', 0.7, 'company', 'stock', 'fixed', DOWN, undefined),
  // Read by the frames alone: an auditor who quits ("resigns as auditor", "walks away from auditing") no longer vouches for the accounts.
  t('auditor-exit', 'legal-regulatory', 'auditor resigns', 0.75, 'company', 'stock', 'fixed', DOWN, undefined),
  reads(t('accounting-fraud', 'legal-regulatory', 'fraud or accounting allegation', 0.8, 'company', 'stock', 'fixed', DOWN, /\b(?:alleg\w* (?:[\w-]+ ){0,3}(?:fraud|manipulation|accounting)|accounting (?:fraud|manipulation|irregularities|scandal)|short[- ](?:seller|position)\b[^.;]{0,60}\b(?:alleg\w*|accus\w*)|(?:cash|funds|money)\b[^.;]{0,30}\b(?:does not exist|do not exist|missing|cannot be found))/i), { traits: ['self-negating'] }),

  t('index-inclusion', 'trading-status', 'added to a major index', 0.45, 'company', 'stock', 'fixed', UP, /\b(?:to join|joins|will join|to be added to|added to|to enter|enters)\s+(?:the\s+)?(?:S&P 500|Dow(?: Jones(?: Industrial Average)?)?|Nasdaq[- ]100|FTSE 100|DAX|Euro Stoxx 50|Nikkei 225|benchmark index)\b/i),

  // Analyst actions.
  t('analyst-downgrade', 'analyst', 'analyst downgrade', 0.32, 'company', 'stock', 'fixed', DOWN, /\b(?:downgrad\w*|cut to (?:sell|hold|neutral|underperform|underweight|market perform|equal[- ]weight)|cuts? to (?:sell|hold|neutral|underperform|underweight))\b/i),
  t('analyst-upgrade', 'analyst', 'analyst upgrade', 0.32, 'company', 'stock', 'fixed', UP, /\b(?:upgrad\w*|raised to (?:buy|outperform|overweight)|raises? to (?:buy|outperform|overweight))\b/i),
  t('target-cut', 'analyst', 'price target cut', 0.22, 'company', 'stock', 'fixed', DOWN, /\b(?:(?:price )?target|PT)\b.{0,20}\b(?:cut|lowered|trimmed|reduced|slashed)|\b(?:cuts?|lowers?|trims?|reduces?|slashes)\b.{0,30}\b(?:price )?targets?\b/i),
  t('target-raise', 'analyst', 'price target raised', 0.22, 'company', 'stock', 'fixed', UP, /\b(?:(?:price )?target|PT)\b.{0,20}\b(?:raised|lifted|boosted|increased|hiked)|\b(?:raises?|lifts?|boosts?|ups|hikes?)\b.{0,30}\b(?:price )?targets?\b/i),
  t('analyst-initiation', 'analyst', 'analyst coverage', 0.15, 'company', 'stock', 'tone', NONE, /\b(?:initiat\w*|resum\w*|starts?|begins?|reiterat\w*|maintain\w*)\b.{0,20}\b(?:coverage|(?:at|as|with) (?:positive|negative|neutral|buy|sell|hold|neutral|outperform|underperform|overweight|underweight)|rating)\b|\b(?:overweight|underweight|outperform|underperform|buy rating|sell rating|top pick)\b/i),

  // Market commentary: recaps, previews, opinion.
  t('market-recap', 'market-commentary', 'market move recap', 0.25, 'economy', 'index', 'tone', NONE, /\b(?:stocks|shares|equities|markets?|Wall Street|futures|indexes|indices|Dow|S&P|Nasdaq|FTSE|DAX|Nikkei|Hang Seng|Stoxx|Sensex|TSX)\b/i),
  t('stock-move', 'market-commentary', 'share-price move', 0.25, 'company', 'stock', 'tone', NONE, /\b(?:shares?|stock)\b|[+-]\d+(?:\.\d+)?%/i),
  reads(t('currency-move', 'market-commentary', 'currency move', 0.6, 'economy', 'currency', 'variable', { currency: 1 }, /\b(?:dollar|euro|yen|pound|sterling|yuan|rupee|franc|lira|rouble|ruble|peso|currency|forex|[A-Z]{3}\/[A-Z]{3})\b.{0,30}\b(?:ris(?:e|es|ing)|rose|falls?|fell|gains?|drops?|slides?|slid|jumps?|weakens?|weakened|strengthens?|hits?|slumps?|soars?|rall\w*|tumbles?|steady|firms?|eases?|eased|climbs?|sinks?|plunges?|surges?)\b/i, 'the currency'), { traits: ['lead-currency-only'] }),

  t('market-opinion', 'market-commentary', 'market opinion or outlook', 0.2, 'economy', 'index', 'tone', NONE, MARKET_TALK),

  // Any other business or market news: a company or market is named, but no event above.
  reads(t('business-news', 'market-commentary', 'business news', 0.3, 'company', 'stock', 'tone', NONE, BUSINESS_CONTEXT), { traits: ['wording-only'] }),

  // Crypto.
  reads(t('crypto-exchange-failure', 'crypto', 'crypto exchange failure or hack', 0.92, 'crypto', 'crypto', 'fixed', { crypto: -1 }, /\b(?:crypto|bitcoin|exchange|DeFi|token|FTX|Binance|Celsius|Kraken|Bybit|OKX|Gemini|Coinbase)\b.{0,40}\b(?:hack\w*|exploit\w*|collaps\w*|insolven\w*|bankrupt\w*|chapter 11|(?:halts?|freezes?|suspends?|pauses?) (?:all |customer )?withdrawals)\b/i), { traits: ['crypto-contagion', 'self-negating'] }),
  t('crypto-etf', 'crypto', 'crypto ETF decision', 0.65, 'crypto', 'crypto', 'tone', NONE, /\b(?:bitcoin|ether|crypto) ETF\b/i),
  t('crypto-regulation', 'crypto', 'crypto regulation', 0.5, 'crypto', 'crypto', 'tone', NONE, /\b(?:crypto|bitcoin|stablecoin)\b.{0,40}\b(?:ban|regulat\w*|SEC|crackdown|legal tender)\b|\b(?:ban|crackdown on|outlaw\w*)\s+(?:\w+\s+){0,2}(?:crypto\w*|bitcoin|stablecoins?|crypto mining|bitcoin mining)\b/i),
  reads(t('crypto-move', 'crypto', 'crypto price move', 0.35, 'crypto', 'crypto', 'tone', NONE, /\b(?:bitcoin|ether|ethereum|crypto\w*|BTC|ETH|XRP|dogecoin)\b/i), { traits: ['move-only'] }),
] as const satisfies readonly EventType[];

/** Every event the model knows, by id: a mistyped id does not compile. */
export type EventId = (typeof eventTypes)[number]['id'];

export const eventTypeIds: readonly EventId[] = eventTypes.map((type) => type.id);
const byId = new Map<string, EventType>(eventTypes.map((type) => [type.id, type]));
export function eventTypeById(id: EventId): EventType {
  return byId.get(id) as EventType;
}
/** The magnitude from which an event is systemic (a war, a bank failure, a sovereign default, a market halt). */
const SYSTEMIC_MAGNITUDE = 0.9;
/** Without a stated surprise or a systemic event, the largest score is 9.5: 10.0 means one of those. */
const UNSURPRISED_CEILING = 0.95;

/** The largest |score| a reading of this event may show. */
export function scoreCeiling(event: EventType, surpriseStated: boolean): number {
  return surpriseStated || event.magnitude >= SYSTEMIC_MAGNITUDE ? 1 : UNSURPRISED_CEILING;
}

/** An id read from stored data or an answer, which may name no known event. */
export function findEventType(id: string): EventType | undefined {
  return byId.get(id);
}
