/**
 * Impact from the event and the instrument: detects the event type, the direction of the
 * variable that moved, the scope, the evidence of surprise and the novelty, and turns them into
 * a signed score for every affected instrument, primary first.
 *
 *   |impact| = event magnitude × scope × surprise × novelty
 *   sign     = how the primary instrument's class reacts to the event (taxonomy `moves`)
 */
import type { InstrumentImpact } from '../../../shared/analysis';
import { ECONOMIES } from '../../../shared/exchanges';
import type { Language } from '../../../shared/language';
import { COMMODITY_PRODUCERS, symbolMarket } from '../../../shared/markets';
import { directionOf, NEUTRAL_BAND } from '../../../shared/news-kinds';
import { currencyLead } from './currency';
import { GERMAN_DOWN, GERMAN_UP, germanCues } from './german';
import { deniedBefore, modalityOf, polarityOf } from './polarity';
import { PORTUGUESE_DOWN, PORTUGUESE_UP, portugueseCues } from './portuguese';
import {
  companyScope,
  type Economy,
  economiesIn,
  economyOf,
  economyOfCurrency,
  economyOfListing,
  involvesMajorPower,
  largestBillions,
  marketOfClass,
  RATING_AGENCY,
  SCOPE_FACTOR,
  type Scope,
} from './scope';
import { expectedSign, readSurprise, type Surprise } from './surprise';
import { type AssetClass, BUSINESS_CONTEXT, type EventType, eventTypeById, eventTypes, hasTrait, type Sign, scoreCeiling } from './taxonomy';

type Evidence = {
  surprise: string | null;
  /** The text says the outcome matched expectations ("in line with forecasts"): largely priced in. */
  asExpected: string | null;
  novelty: 'first-report' | 'follow-up' | 'recap' | 'preview' | 'opinion';
};

export type Assessment = {
  event: EventType;
  /** The words that matched the event's cue, as written. */
  cue: string;
  /** For variable events: whether the variable rose (1), fell (-1) or the text does not say (0). */
  variableMove: Sign;
  /** The event is denied, dropped or averted in the text ("does not raise rates"). */
  negated: boolean;
  /** The outcome against what was expected. */
  surprise: Surprise;
  scope: Scope;
  evidence: Evidence;
  magnitude: number;
  /** Primary score (signed); instruments[0] when the primary instrument has a symbol. */
  score: number;
  instruments: InstrumentImpact[];
};

const SAFE_HAVEN_BONDS = ECONOMIES.US.bonds;

/** Families whose events are always about a company, named or not. */
const COMPANY_FAMILIES = new Set(['results', 'capital-action', 'mergers', 'trading-status', 'analyst']);

const WORDING_ONLY_TONE = 0.25;

/** A neutral event still ranks by magnitude, but stays inside the neutral band. */
const NEUTRAL_SCALE = 0.09;

const SURPRISE =
  /\b(?:unexpected\w*|surpris\w*|shock\w*|(?:largest|biggest|steepest|sharpest|first|worst|best|highest|lowest|strongest|weakest)\b[^.;]{0,25}\bsince|first (?:time )?(?:in|since)|record|historic|unprecedented|(?:above|below|beat|miss\w*|tops?|exceed\w*) (?:estimates|expectations|consensus|forecasts?)|(?:better|worse)[- ]than[- ](?:expected|estimates|forecast))\b|\bvs\.?\s+(?:consensus|est|estimates?|expected|forecast)|\b(?:consensus|estimates?|expected|forecast)\s+(?:of\s+)?[-$€£]?\d+(?:[.,]\d+)*(?:\s*(?:%|percent|bps|basis points|billion|million|bn|mln|cents?))?/i;
/** An outcome that matched what markets expected: no surprise, so most of it was priced in. */
const AS_EXPECTED =
  /\b(?:in line with (?:the )?(?:expectations|forecasts?|estimates|consensus)|as (?:expected|forecast|anticipated)|(?:met|meets|matched|matches|matching) (?:expectations|forecasts?|estimates|consensus))\b/i;
const PREVIEW =
  /\b(?:preview|(?:analysts?|economists?|traders?|strategists?|markets?) (?:see|expect|forecast|predict|bet on)\b|(?:expected|likely|set|poised|seen|tipped) to (?!be (?:acquired|bought))|sources? (?:say|said)|people familiar|poll|ahead of|(?:very )?close to|nears? (?:a |an |the |deal|agreement|completion|decision)|nearing|what to (?:watch|expect)|week ahead|(?:to|will|set to|expected to|scheduled to|due to) (?:report|announce|release|publish|decide|meet|vote)|awaits?|awaiting|on deck|about to|on watch|could|might|may|would|if\b|plans? to|considering|weighs)\b/;
const OPINION =
  /\?|\b(?:opinion|op-ed|column|commentary|why\b|how to|should you|here's|here is|explains?|lessons?|tips|things to know|says? (?:analyst|strategist|economist|investor)|(?:analyst|strategist|economist|investor|CEO)s? (?:says?|sees|thinks|warns|predicts|expects)|argues|believes|via @\w+|bopinion|podcast|interview|chart of the day|here are|should|\((?:radio|video|tv)\)|the big picture|you|your|I|my|we)\b/i;
const FOLLOW_UP = /^(?:UPDATE\s*\d*|WRAPUP\s*\d*|RPT|CORRECTED|REFILE|ICYMI)\b|\b(?:again|extends? (?:gains|losses)|continues? to)\b/i;
/** A market move reported with the data as its cause: the data is already priced. */
const MARKET_RECAP =
  /^(?:[\w-]+\s){0,2}(?:stocks|shares|futures|markets?|Wall Street|Dow|S&P|Nasdaq|equities|indexes|bonds|Treasuries|dollar|yields)\b.{0,50}\b(?:after|on|as|following)\b/i;

const NOVELTY_FACTOR: Record<Evidence['novelty'], number> = { 'first-report': 1, 'follow-up': 0.85, recap: 0.5, preview: 0.5, opinion: 0.35 };
const SURPRISE_FACTOR = 1.2;
const NEGATED_FACTOR = 0.85;
const RATE_DECISION_MAGNITUDE = 0.85;
/** A currency headline is at least a currency move's news, whatever its cause clause holds. */
const CURRENCY_LEAD_MAGNITUDE = 0.5;
const AS_EXPECTED_FACTOR = 0.45;

/** Families whose news is a decision or a print: said before it happens, it is a preview. */
const DECISION_FAMILIES = new Set(['central-bank', 'macro-release', 'fiscal-political', 'commodity-supply']);

function evidenceOf(text: string, event: EventType, stated: Surprise, cue: { at: number; end: number }): Evidence {
  const surprise = SURPRISE.exec(text)?.[0] ?? stated.quote;
  const novelty = OPINION.test(text)
    ? 'opinion'
    : PREVIEW.test(text) || (DECISION_FAMILIES.has(event.family) && modalityOf(text, cue.at, cue.end) === 'prospective')
      ? 'preview'
      : event.family === 'macro-release' && MARKET_RECAP.test(text)
        ? 'recap'
        : FOLLOW_UP.test(text)
          ? 'follow-up'
          : 'first-report';
  return {
    surprise: stated.inLine ? null : surprise,
    asExpected: stated.inLine ? 'in line' : surprise ? null : (AS_EXPECTED.exec(text)?.[0] ?? null),
    novelty,
  };
}

const ENGLISH_UP =
  /\b(?:hits? (?:an? )?(?:[\w-]+ )?(?:high|record)|adds?|added|ris(?:e|es|ing)|rose|risen|jump\w*|climb\w*|increas\w*|accelerat\w*|quicken\w*|surg\w*|soar\w*|higher|hotter|strong\w*|beat\w*|better|above|tops?|topped|gain\w*|grow\w*|grew|expand\w*|rebound\w*|snaps? back|highest|spik\w*|up|picks? up|exceed\w*|rall\w*|advanc\w*|widen\w*|hits? (?:a )?(?:high|record)|boom\w*)\b/i;
const ENGLISH_DOWN =
  /\b(?:hits? (?:an? )?(?:[\w-]+ )?low|stagnat\w*|fall\w*|fell|drop\w*|declin\w*|slow\w*|eas(?:e|es|ed|ing)|cool\w*|lower|weak\w*|soft\w*|miss\w*|worse|below|shrink\w*|shrank|contract\w*|slump\w*|plung\w*|tumbl\w*|sink\w*|sank|lowest|down|dip\w*|retreat\w*|narrow\w*|stall\w*|recession|decrease\w*|slid\w*|sli(?:p|ps|pped))\b/i;
const FIGURE_VS =
  /([-+]?\d+(?:\.\d+)?)\s*(%|K|M|B|bln|mln)?\s*(?:vs\.?|versus|against)\s*(?:an?\s+)?(?:expected\s+|consensus\s+|est\.?\s+|estimates?\s+|forecast\s+)?([-+]?\d+(?:\.\d+)?)/i;

/** "EPS $0.94; FactSet consensus $0.87", "310K vs 250K consensus": the reported figure against the expected one. */
const REPORTED_AGAINST_EXPECTED =
  /([-+]?[$€£]?-?\d+(?:\.\d+)?)\s*(?:%|K|M|B|bln|mln|bn|billion|million)?\s*(?:[;,(]\s*|vs\.?\s+|versus\s+|against\s+)(?:the\s+)?(?:FactSet\s+|Refinitiv\s+|Bloomberg\s+|Reuters\s+|analysts'?\s+)?(?:consensus|estimates?|expected|expectations?|forecasts?|est\.?|exp\.?)\s*(?:of\s+|was\s+|at\s+)?([-+]?[$€£]?-?\d+(?:\.\d+)?)|([-+]?[$€£]?-?\d+(?:\.\d+)?)\s*(?:%|K|M|B|bln|mln|bn|billion|million)?\s+vs\.?\s+([-+]?[$€£]?-?\d+(?:\.\d+)?)\s*(?:%|K|M|B|bln|mln|bn|billion|million)?\s*(?:consensus|estimates?|expected|est\.?|exp\.?)/i;

function expectationGap(text: string): Sign {
  const m = REPORTED_AGAINST_EXPECTED.exec(text);
  if (!m) return 0;
  const num = (raw: string | undefined) => {
    const value = Number.parseFloat((raw ?? '').replace(/[$€£+]/g, ''));
    return (raw ?? '').includes('-') && value > 0 ? -value : value;
  };
  const actual = num(m[1] ?? m[3]);
  const expected = num(m[2] ?? m[4]);
  if (!Number.isFinite(actual) || !Number.isFinite(expected) || actual === expected) return 0;
  return actual > expected ? 1 : -1;
}

/** The words that say a variable rose or fell, and the cues of each event type, by language. */
const MOVE_WORDS: Record<Language, [RegExp, RegExp]> = { en: [ENGLISH_UP, ENGLISH_DOWN], de: [GERMAN_UP, GERMAN_DOWN], pt: [PORTUGUESE_UP, PORTUGUESE_DOWN] };
const FOREIGN_CUES: Record<Exclude<Language, 'en'>, Record<string, RegExp>> = { de: germanCues, pt: portugueseCues };

/** Did the variable rise or fall? Actual-vs-expected figures first, then the nearest movement word after the cue, then before it. */
function variableMoveOf(text: string, cueAt: number, cueEnd: number, language: Language): Sign {
  const [upWords, downWords] = MOVE_WORDS[language];
  // A cue that carries its own move ("economy contracts", "recession") says which way.
  const cue = text.slice(cueAt, cueEnd);
  const cueUp = upWords.test(cue);
  const cueDown = downWords.test(cue);
  if (cueUp !== cueDown) return cueUp ? 1 : -1;
  const vs = FIGURE_VS.exec(text.slice(cueAt));
  if (vs) {
    const actual = Number.parseFloat(vs[1] ?? '');
    const expected = Number.parseFloat(vs[3] ?? '');
    if (Number.isFinite(actual) && Number.isFinite(expected) && actual !== expected) return actual > expected ? 1 : -1;
  }
  const after = text.slice(cueEnd, cueEnd + 70).split(/[;:]/)[0] ?? '';
  const up = upWords.exec(after);
  const down = downWords.exec(after);
  if (up || down) return !down || (up && up.index < down.index) ? 1 : -1;
  const before = text.slice(Math.max(0, cueAt - 14), cueAt);
  const upB = upWords.exec(before);
  const downB = downWords.exec(before);
  if (upB && !downB) return 1;
  if (downB && !upB) return -1;
  return 0;
}

/** `denied`: a reader that has read the clause says whether it denies the event; without it, the cue's surroundings say. */
export type EventMatch = { event: EventType; cue: string; at: number; end: number; denied?: boolean };

/** A cue that opens with its own denial ("no urgency to cut"): its type already means that, and only a denial before it counts. */
const CUE_OPENS_WITH_DENIAL = /^(?:no|not|never|without|fails?|failed|den(?:y|ies|ied)|rules? out|scrap\w*|abandon\w*|drops?|dropped|ends?|ended|exit\w*)\b/i;
/** German and Portuguese negators just before a cue: "keine Zinssenkung", "não corta". */
const FOREIGN_NEGATOR = /(?:^|[^\p{L}])(?:nicht|kein\p{L}*|nie|não|nao|nem|nunca)\s+(?:\p{L}+\s+)?$/iu;
/** An action put off or withdrawn, said after it: "sanctions on the oil major delayed", "tariffs lifted". */
const POSTPONED_AFTER =
  /^(?:\s+[\w'’.-]+){0,5}?\s+(?:(?:is|are|was|were|has been|have been)\s+)?(?:delayed|postponed|put on hold|shelved|scrapped|withdrawn|lifted|suspended|called off|pushed back)\b/i;
/** A restriction lifted: "lifts its export ban", "scraps tariffs on …". */
const LIFTED_BEFORE =
  /\b(?:delay\w*|postpon\w*|suspend\w*|paus\w*|lift|lifts|lifted|lifting|ends?|ended|ending|eases?|eased|easing|removes?|removed|scraps?|scrapped|revokes?|revoked|drops?|dropped)\s+(?:[\w'’-]+\s+){0,3}$/i;
/** "pausing rate cuts": the decision is held back, the opposite tilt. */
const PAUSED_BEFORE = /\bpaus(?:e|es|ed|ing)\s+(?:(?:further|its|the)\s+)?$/i;
/** "… will not materially affect revenue": the event's harm is denied. */
const IMPACT_DENIED =
  /\b(?:will|would|does|did|should)\s+not\s+(?:materially\s+|significantly\s+|meaningfully\s+)?(?:affect|hurt|impact|hit|dent)\b|\bno (?:material|significant) (?:impact|effect)\b/i;
/** Words of a forecast, as opposed to a plan: a denied forecast is still only a forecast. */
const FORECAST_WORDS = /\b(?:won['’]t|will not|wouldn['’]t|would not|expect\w*|forecast\w*|sees?|seen|predict\w*|projects?|outlook)\b/i;
/** "Fail to avert a shutdown", "fails to pass the bill": the standoff goes on. */
const FAILED_RESOLUTION = /\bfail(?:s|ed)? to (?:avert|avoid|prevent|pass|agree|reach|strike|lift|raise|suspend)\b/i;
const DEFLATION = /\b(?:deflation\w*|deflationary)\b/i;
/** A supply scare that did not cut supply: the risk premium comes out. */
const SUPPLY_INTACT =
  /\b(?:restart\w* (?:[\d,.]+ )?(?:barrels|bpd|output|production|exports)|resum\w* (?:\w+ ){0,2}(?:oil |crude |gas |LNG )?(?:output|production|exports|flows|loadings|shipments)|(?:blockade|outage|strike) (?:ends|ended|lifted|over)|unaffected|not affected|undamaged|no (?:impact|damage|disruption|effect) (?:on|to)|(?:output|production|operations|flows|loadings|exports|shipments) (?:resumes?|resumed|restarts?|restarted|normal|restored|continue)|back (?:online|to normal)|fully restored)\b/i;
/** A standoff resolved: the bill passes, the ceiling is lifted, the shutdown ends. */
const RESOLVED = /\b(?:deal|agree\w*|pass(?:es|ed)?|approv\w*|lift\w*|rais(?:e|es|ed|ing)|suspend\w*|avert\w*|ends?|ended|reopen\w*|signs?)\b/i;

const HAWKISH = { bonds: -1, index: -1, currency: 1, gold: -1 } as const;
const DOVISH = { bonds: 1, index: 1, currency: -1, gold: 1 } as const;
const RAISES = /\b(?:rais|hik|lift|increas|tighten)\w*/i;
const VOTE_SPLIT = /\bvot\w* (?:for|to) (?:an? )?(?:immediate |further )?(cut|hike|increase|reduction|raise)/i;

/**
 * Which way a rate decision tilts policy against what markets expected: +1 hawkish, -1 dovish, 0
 * none. A hold where a hike was priced is dovish; a 50 bp cut where 25 was expected is dovish
 * beyond the cut; an in-line decision moves little either way.
 */
function policyTilt(rateAction: Sign | 'as-worded', text: string, surprise: Surprise, negated: boolean): Sign {
  let action: number = rateAction === 'as-worded' ? (RAISES.test(text) ? 1 : -1) : rateAction;
  if (negated) action = -action;
  const expected = expectedSign(surprise);
  if (expected !== null) return Math.sign(action - expected) as Sign;
  if (surprise.sign !== 0) return (surprise.kind === 'size' && action !== 0 ? action * surprise.sign : surprise.sign) as Sign;
  if (surprise.inLine) return 0;
  if (action === 0) {
    const vote = VOTE_SPLIT.exec(text)?.[1];
    return vote ? (/cut|reduction/i.test(vote) ? -1 : 1) : 0;
  }
  return action as Sign;
}

/** Where a war's equity risk shows: Europe's index for a war in Europe, else the S&P 500. */
const EUROPEAN_THEATRE = /\b(?:Russia\w*|Ukrain\w*|Kremlin|Moscow|Kyiv|Kiev|NATO|Baltic|Poland|Polish|Europe\w*|Belarus\w*|Moldova\w*)\b/i;
/** A conflict in East or South Asia shows first in the index of the economy it names (Kospi, Hang Seng, Nikkei). */
const ASIAN_THEATRE = /\b(?:North Korea\w*|South Korea\w*|Korea\w*|Japan\w*|Taiwan\w*|China|Chinese|India\w*|Pakistan\w*)\b/;
/** An energy shock through gas hits Europe, its main importer by pipeline. */
const GAS_SHOCK = /\b(?:gas|LNG|Nord Stream)\b/i;
const SHIPPING = /\b(?:tankers?|shipping|transits?|Red Sea|Suez|freight|vessels?|container)\b/i;
const TARIFF_TARGET =
  /\b(?:tariffs? (?:on|against)|imports (?:from|of)|on imports from)\s+(?:all\s+|most\s+)?(?:imports\s+from\s+)?(?:the\s+)?((?:[A-Z][\w.'’-]*\s?){1,3})|\b(?:of|on)\s+(?:all\s+)?((?:[A-Z][\w.'’-]*\s?){1,2})\s*(?:goods|imports|products|exports|cars|steel)\b/;
const RESCUE_TARGET =
  /\b(?:buy|buys|acquire|acquires|take over|takes over|rescue|rescues)\s+(?:rival\s+|troubled\s+)?([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,2})/;
/**
 * The economy whose instruments an event moves: the one it names first, except that an import
 * ban or a tariff hits the country whose goods are shut out ("halts imports of Australian coal").
 */
function affectedEconomy(event: EventType, text: string, language: Language, companySymbol?: string): Economy {
  const listing = hasTrait(event, 'bank-stress') && companySymbol ? economyOfListing(companySymbol) : undefined;
  if (listing) return listing;
  if (event.family === 'credit') text = text.replace(RATING_AGENCY, ' ');
  if (hasTrait(event, 'hits-target-economy')) {
    const found = TARIFF_TARGET.exec(text);
    const target = found?.[1] ?? found?.[2];
    if (target) {
      const targeted = economyOf(target);
      if (targeted.named) return targeted.economy;
    }
  }
  return economyOf(text, language).economy;
}

const POACHED_FROM =
  /\b(?:names?|named|appoints?|hires?|taps?|poaches?|lures?)\s+(?:rival\s+)?([A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*)?)['’]s\b|\b(?:CEO|chief executive)\b[^.;]{0,30}\bfrom (?:rival )?([A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*)?)/;

/** The commodity a supply event is about: oil when the text names oil or no other commodity (a port, a pipeline), else the one it names. */
const OIL_WORDS =
  /\b(?:oil|crude|Brent|WTI|barrels?|bpd|gasoline|diesel|fuel|refiner\w*|tankers?|OPEC\+?|Aramco|ADNOC|Pemex|Rosneft|Lukoil|Gazprom Neft|Sinopec|PetroChina|Petrobras|Equinor|Exxon\w*|Chevron|ConocoPhillips)\b/i;
const OTHER_COMMODITIES: [RegExp, string][] = [
  [/\b(?:natural gas|gas|LNG|Nord Stream)\b/i, 'NATGAS'],
  [/\bcoal\b/i, 'Coal'],
  [/\bcopper\b/i, 'COPPER'],
  [/\b(?:wheat|grain)\b/i, 'Wheat'],
  [/\brice\b/i, 'Rice'],
  [/\b(?:corn|maize)\b/i, 'Corn'],
  [/\bsoy\w*/i, 'Soybeans'],
  [/\bsugar\b/i, 'Sugar'],
  [/\bcocoa\b/i, 'Cocoa'],
  [/\bcoffee\b/i, 'Coffee'],
  [/\bnickel\b/i, 'Nickel'],
  [/\blithium\b/i, 'Lithium'],
  [/\b(?:aluminium|aluminum)\b/i, 'Aluminium'],
  [/\biron ore\b/i, 'Iron ore'],
  [/\b(?:gallium|germanium|rare earths?)\b/i, 'Rare earths'],
  [/\bplatinum\b/i, 'Platinum'],
  [/\bpalladium\b/i, 'Palladium'],
  [/\bzinc\b/i, 'Zinc'],
  [/\bcobalt\b/i, 'Cobalt'],
  [/\btin\b/i, 'Tin'],
  [/\buranium\b/i, 'Uranium'],
  [/\bpotash\b/i, 'Potash'],
  [/\bcotton\b/i, 'Cotton'],
];
/** A mine or smelter produces metals, minerals or coal, never oil: with no commodity named, a stoppage there names none. */
const MINE_SITE = /\b(?:mines?|miners?|mining|smelter\w*)\b/i;
/** Mines laid at sea close a shipping lane: that is oil's news. */
const SEA_MINES = /\b(?:Hormuz|Red Sea|Suez|Bab el-Mandeb|Bosporus|strait|naval|sea ?mines?|shipping lanes?)\b/i;
/** Gold and silver as the symbol dictionary reads them, which knows a medal, a standard or a company's name. */
const PRECIOUS_METALS = new Set(['GOLD', 'SILVER']);
/** `named`: the symbols the text names. */
function suppliedCommodity(text: string, named: readonly string[]): string | null {
  if (/\bpalm oil\b/i.test(text)) return 'Palm oil';
  if (OIL_WORDS.test(text)) return 'OIL';
  return OTHER_COMMODITIES.find(([words]) => words.test(text))?.[1] ?? named.find((symbol) => PRECIOUS_METALS.has(symbol)) ?? null;
}

/** A currency pair as written on a card ("EUR/USD"): its base and quote. */
const CURRENCY_PAIR = /^([A-Z]{3})\/([A-Z]{3})$/;

/**
 * A currency pair the text names takes its direction from a currency the card already calls
 * ("the yen strengthened" makes USD/JPY bearish), never a direction of its own beside it.
 */
function withPairsAligned(instruments: InstrumentImpact[]): InstrumentImpact[] {
  const called = new Map(instruments.filter((i) => /^[A-Z]{3}$/.test(i.symbol) && i.direction !== 'neutral').map((i) => [i.symbol, i]));
  return instruments.map((instrument) => {
    const pair = CURRENCY_PAIR.exec(instrument.symbol);
    if (!pair) return instrument;
    const base = called.get(pair[1] ?? '');
    const quote = called.get(pair[2] ?? '');
    const lead = base ?? quote;
    if (!lead) return instrument;
    const score = base ? lead.score : -lead.score;
    return { ...instrument, score, direction: directionOf(score) };
  });
}

/**
 * The currency pairs a text names, added to a card that calls one of their currencies, in the
 * direction that currency gives them; a pair whose currencies the card does not call is left out.
 */
export function withNamedPairs(instruments: readonly InstrumentImpact[], named: readonly string[]): InstrumentImpact[] {
  const pairs = named
    .filter((symbol) => CURRENCY_PAIR.test(symbol) && !instruments.some((i) => i.symbol === symbol))
    .map((symbol): InstrumentImpact => ({ symbol, market: marketOfClass.currency, direction: 'neutral', score: 0 }));
  const usd = instruments.find((i) => i.symbol === 'USD' && i.direction !== 'neutral');
  // The dollar index is the dollar against its basket: it moves with the dollar.
  const index = usd && named.includes('DXY') && !instruments.some((i) => i.symbol === 'DXY') ? [{ ...usd, symbol: 'DXY' }] : [];
  const aligned = withPairsAligned([...instruments, ...pairs]).filter((i) => !pairs.some((pair) => pair.symbol === i.symbol) || i.direction !== 'neutral');
  return [...aligned, ...index];
}

/** How far a commodity's producers follow its move. */
const PRODUCER_SHARE = 0.8;

/**
 * A commodity's listed producers move with it, a little less, unless the card names them already
 * (the producer hit). A company's own news moves its own shares: its commodity leg moves no peers.
 */
export function withProducers(instruments: readonly InstrumentImpact[], event: EventType): InstrumentImpact[] {
  if (event.reach === 'company') return [...instruments];
  const listed = new Set(instruments.map((i) => i.symbol));
  const producers = instruments.flatMap((commodity) =>
    commodity.direction === 'neutral'
      ? []
      : (COMMODITY_PRODUCERS[commodity.symbol] ?? []).flatMap((symbol): InstrumentImpact[] => {
          if (listed.has(symbol)) return [];
          listed.add(symbol);
          return [{ symbol, market: symbolMarket(symbol), direction: commodity.direction, score: clampScore(commodity.score * PRODUCER_SHARE) }];
        }),
  );
  return [...instruments, ...producers];
}

/** The target named inside a deal cue: "abandons $20 billion Figma deal", "walks away from Hess takeover". */
const DEAL_OBJECT =
  /\b(?:to buy|to acquire|to merge with|bid for|offer for|takeover of|acquisition of|purchase of)\s+([A-Z][\w&'’.-]*(?:\s[A-Z][\w&'’.-]*){0,2})|\b(?:from|for|of|on|abandons?|scraps?|drops?|ends?|terminates?|calls? off)\s+(?:its\s+|the\s+|a\s+)?(?:[$€£][\d.,]+\s*(?:bn|billion|bln|mln|million)\s+)?([A-Z][\w&'’.-]*(?:\s[A-Z][\w&'’.-]*){0,2})\s+(?:deal|takeover|merger|acquisition|bid|offer)\b/;

/** The index a heavyweight moves: its home exchange's, the Nasdaq 100 for US tech, else the S&P 500. */
function homeIndexOf(symbol: string): string {
  return economyOfListing(symbol)?.index ?? (NASDAQ_LEADERS.has(symbol) ? 'NDX' : ECONOMIES.US.index);
}

/** Tech mega-caps move the Nasdaq 100; others the S&P 500. */
const NASDAQ_LEADERS = new Set(['AAPL', 'MSFT', 'AMZN', 'GOOGL', 'GOOG', 'META', 'NVDA', 'TSLA', 'AVGO', 'NFLX', 'AMD', 'ASML']);

const businessNews = eventTypeById('business-news');
/** What a company event is read as when the headline leads with a currency's move. */
const currencyMove = eventTypeById('currency-move');

/** A text that names an instrument is business news even when it holds no recognised event. */
export function businessNewsMatch(text: string): EventMatch {
  return { event: businessNews, cue: text.slice(0, 60), at: 0, end: 0 };
}

/**
 * A clause that gives the context of the headline's news rather than the news itself: "Acme beats
 * estimates as inflation eases", "After a weak quarter, Acme names a new CEO". "as expected",
 * "as much as" and the like are not clauses.
 */
const TRAILING_CONTEXT =
  /,?\s+(?:as|amid|after|following|despite|while|even as|ahead of)\s+(?!(?:expected|forecast|anticipated|planned|scheduled|usual|well|much|many|high|low|long|soon|far|part|a result|of|if|such)\b)/i;
const LEADING_CONTEXT = /^(?:as|amid|after|following|despite|while|ahead of)\s[^,;:]{3,80},\s*/i;

/** The headline's main clause and where it starts: its subject's event outranks the context's. */
function mainClause(text: string): { clause: string; offset: number } | null {
  const leading = LEADING_CONTEXT.exec(text);
  if (leading) return { clause: text.slice(leading[0].length), offset: leading[0].length };
  const trailing = TRAILING_CONTEXT.exec(text);
  return trailing && trailing.index > 0 ? { clause: text.slice(0, trailing.index), offset: 0 } : null;
}

/** Types that report a move, not what caused it: a cause named in a context clause outranks them. */
const isMoveOnly = (event: EventType) => event.family === 'market-commentary' || hasTrait(event, 'move-only');

/**
 * The event the headline is about: the largest typical magnitude among the cues of its main
 * clause, unless that clause only reports a move ("Stocks sink as Fed raises rates"), then the
 * largest in the whole text.
 */
export function detectEvent(text: string, language: Language = 'en'): EventMatch | null {
  const whole = largestEvent(text, language);
  const main = whole && mainClause(text);
  // The whole text's event already sits in the main clause: nothing can outrank it there.
  if (!whole || !main || (whole.at >= main.offset && whole.end <= main.offset + main.clause.length)) return whole;
  const inMain = largestEvent(main.clause, language);
  if (inMain && !isMoveOnly(inMain.event)) return { ...inMain, at: inMain.at + main.offset, end: inMain.end + main.offset };
  return whole;
}

/** The event with the largest typical magnitude whose cue occurs in the text. */
function largestEvent(text: string, language: Language): EventMatch | null {
  // Cashtags name instruments, not events ("$TOPS" is not "tops estimates").
  // Hashtags are a feed's labels ("#economy #MarketScreener"), not what the text says.
  const words = text.replace(/\$[A-Za-z][\w.]*|#\w+/g, (tag) => ' '.repeat(tag.length));
  // Several types share a context (a central bank named): test each context once.
  const contexts = new Map<RegExp, boolean>();
  const inContext = (context: RegExp) => {
    let found = contexts.get(context);
    if (found === undefined) {
      found = context.test(words);
      contexts.set(context, found);
    }
    return found;
  };
  for (const event of byMagnitude) {
    const cue = language === 'en' ? event.cue : FOREIGN_CUES[language][event.id];
    if (!cue) continue;
    // The cue first: most do not match, and a context is only worth testing for one that does.
    const m = cue.exec(words);
    if (!m) continue;
    if (language === 'en' && event.context && !inContext(event.context)) continue;
    // "Retail sales rise, better than expected" is a macro release, not a company's results: a
    // company cue that overlaps a release's own cue gives way ("Walmart sales beat as retail sales pick
    // up" keeps its company event).
    if (event.reach === 'company' && overlapsMacroRelease(words, m.index, m.index + m[0].length)) continue;
    return { event, cue: text.slice(m.index, m.index + m[0].length), at: m.index, end: m.index + m[0].length };
  }
  return null;
}

const macroReleaseCues = eventTypes.flatMap((type) => (type.family === 'macro-release' && type.cue ? [type.cue] : []));

function overlapsMacroRelease(words: string, from: number, to: number): boolean {
  return macroReleaseCues.some((release) => {
    const m = release.exec(words);
    return m !== null && m.index < to && m.index + m[0].length > from;
  });
}

/** Largest magnitude first (ties keep the taxonomy's order), so the first match wins. */
const byMagnitude = [...eventTypes].sort((a, b) => b.magnitude - a.magnitude);

type InstrumentInput = {
  text: string;
  language: Language;
  symbols: string[];
  isCompany: (symbol: string) => boolean;
  tone: (text: string) => number;
  isEconomicText: boolean;
};

const clampScore = (x: number) => Math.max(-1, Math.min(1, Math.round(x * 1000) / 1000));

function signed(direction: number, magnitude: number, toneHint: number): number {
  // A stated direction always shows as one, however small the event.
  if (direction !== 0) return clampScore(Math.sign(direction) * Math.max(magnitude, NEUTRAL_BAND));
  const lean = toneHint < 0 ? -1 : 1;
  return clampScore(lean * Math.min(NEUTRAL_SCALE, magnitude * NEUTRAL_SCALE));
}

const POSSESSIVE_DEAL =
  /([A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*)?)['’]s\s+(?:[$€£][\d.,]+\s*(?:bn|billion|bln)\s+)?(?:purchase|acquisition|takeover|buyout|bid for|merger with)\b/;
/** "Shell-BP merger": a deal named by its two sides puts the buyer first. */
const PAIRED_DEAL = /\b([A-Z][\w&.]*)[-–/]([A-Z][\w&.]*)\s+(?:mega)?(?:merger|takeover|tie-up|deal|combination)\b/;
/** An acquirer's shares usually fall when it pays for a deal this large. */
const LARGE_DEAL_BILLIONS = 5;
const PASSIVE_DEAL = /\b(?:to be (?:acquired|bought)|acquired by|bought by|approached by|sold to|agrees? to (?:be )?(?:bought|acquired|sold))\b/i;

/**
 * The target of a deal named after its verb, as the text writes it, when the symbol dictionary
 * does not know it: "agrees to acquire Northwind Brokerage", "to purchase heart-drug maker
 * The Cellworks Company for $4bn", "to buy U.S. lab Orvia". Describing words before the name
 * are skipped; the name is the run of capitalised words that follows.
 */
const NATIONALITY =
  'American|Canadian|Mexican|Brazilian|British|English|Irish|French|German|Dutch|Belgian|Swiss|Austrian|Italian|Spanish|Portuguese|Swedish|Norwegian|Danish|Finnish|Polish|Russian|Chinese|Japanese|Korean|Indian|Australian|Israeli|Saudi|Emirati|Turkish|Singaporean|Taiwanese';
/** Words before a name that describe the target: "its rival", "a stake in China's", "U.S. biotech". */
const DESCRIBING = new RegExp(
  String.raw`^(?:(?!(?:after|following|amid|as|when|while|since|because|despite|before)$)[a-z][\w-]*|The|A|An|Its|Stake|In|Of|U\.S\.|U\.K\.|US|UK|EU|${NATIONALITY}|[\w.-]+['’]s)$`,
);
const NAME_WORD = /^(?:[A-Z][\w&'’.-]*|[0-9][\w&.-]*[A-Za-z][\w&.-]*)$/;
/** Inside a name: "Bank of Hope", "Procter & Gamble". */
const NAME_JOINER = /^(?:of|de|&)$/;
/** Title Case headlines capitalise these too: they end the name ("... Orvia For $2.4 Billion"). */
const NAME_END = /^(?:For|In|At|From|With|To|On|And|Deal|Billion|Million|After|As|Amid|Worth|Valued|Says|Said|Sources)$/;
/** A name made only of these describes a company without naming it ("a Major Competitor"). */
const GENERIC =
  /^(?:U\.?S\.?|U\.?K\.?|EU|Major|Big|Large|Small|Smaller|Rival|Rivals|Competitor|Company|Firm|Maker|Startup|Business|Unit|Stake|Majority|Control|Shares?|Assets|Remaining|Part|Group|Bank|Chain|Brand|Operator|Retailer|Insurer|Lender|Exchange|Local|Regional|Global|National|International)$/;
const MAX_NAME_WORDS = 4;
const MAX_NAME_CHARS = 30;

function dealTargetName(afterVerb: string): string | null {
  const words = afterVerb.trim().split(/\s+/).slice(0, 12);
  const bare = (word: string | undefined) => (word ?? '').replace(/[,;:!?)"”]+$|\.$/, '');
  let i = 0;
  const describes = (word: string | undefined, next: string | undefined) =>
    (DESCRIBING.test(word ?? '') || DESCRIBING.test(bare(word))) && !(/['’]s$/.test(bare(word)) && !NAME_WORD.test(bare(next)));
  while (i < 6 && i < words.length && describes(words[i], words[i + 1])) i++;
  const name: string[] = [];
  for (; i < words.length && name.length < MAX_NAME_WORDS; i++) {
    const word = bare(words[i]);
    if (NAME_END.test(word)) break;
    if (NAME_WORD.test(word) || (name.length > 0 && NAME_JOINER.test(word) && NAME_WORD.test(bare(words[i + 1])))) name.push(word);
    else break;
    // Punctuation after a word ends the name ("Bank of Hope, sources say"); an abbreviation's dot does not.
    if (word !== words[i] && !/^[A-Z][a-z]{0,3}\.$/.test(words[i] ?? '')) break;
  }
  const written = name.join(' ');
  if (name.every((word) => GENERIC.test(word) || NAME_JOINER.test(word))) return null;
  if (written.length < 2 || written.length > MAX_NAME_CHARS) return null;
  return written;
}

/** Clauses of a headline: "Diageo soars as Unilever says it is considering an offer; Ryanair and Lloyds sink". */
function clauses(text: string): string[] {
  // A full stop ends a clause, not the dot of "U.S." or "Co.".
  return text
    .split(/;|\s[-–—]\s|,?\s(?:while|as|but|whereas)\s|(?<!\b(?:[A-Z]|U\.S|U\.K|Co|Inc|Corp|Ltd|Bros|St|Mr|Ms|Dr|No|vs))\.\s/)
    .filter((c) => c.trim().length > 0);
}

export function assess(
  match: EventMatch,
  input: InstrumentInput,
  findSymbols: (text: string) => string[],
  findMentions: (text: string) => { symbol: string; index: number }[],
): Assessment {
  // Clauses are read more than once; find their symbols once.
  const found = new Map<string, string[]>();
  const extractSymbols = (clause: string): string[] => {
    let symbols = found.get(clause);
    if (!symbols) {
      symbols = findSymbols(clause);
      found.set(clause, symbols);
    }
    return symbols;
  };
  const { text, symbols } = input;
  if (match.event.reach === 'company' && currencyLead(text, input.language)) return assess({ ...match, event: currencyMove }, input, findSymbols, findMentions);
  // A stoppage at a company's own site, or at a mine, with no commodity named, is that site's news, not oil's.
  const atCompanySite = match.event.rereadAs?.atCompanySite;
  if (atCompanySite && !suppliedCommodity(text, extractSymbols(text)) && (symbols.some(input.isCompany) || (MINE_SITE.test(text) && !SEA_MINES.test(text))))
    return assess({ ...match, event: atCompanySite }, input, findSymbols, findMentions);
  // An attack whose damage was restored is a supply scare that took no supply: read it as that.
  const whenSupplyIntact = match.event.rereadAs?.whenSupplyIntact;
  if (whenSupplyIntact && SUPPLY_INTACT.test(text) && /\b(?:output|production|supply|exports|facility|plant|refinery|field)\b/i.test(text))
    return assess({ ...match, event: whenSupplyIntact }, input, findSymbols, findMentions);
  const { event } = match;
  const surprise = readSurprise(text);
  const evidence = evidenceOf(text, event, surprise, match);
  const toneAll = input.tone(text);
  // Read negation at the cue's last word, its verb or noun ("OPEC+ … shelves talk of deeper cuts"): the words before it in its clause may deny it.
  const negated =
    match.denied ??
    ((event.family === 'commodity-supply' && SUPPLY_INTACT.test(text)) ||
      (event.mode === 'fixed' && !hasTrait(event, 'self-negating') && POSTPONED_AFTER.test(text.slice(match.end, match.end + 50))) ||
      (hasTrait(event, 'liftable') && LIFTED_BEFORE.test(text.slice(Math.max(0, match.at - 40), match.at))) ||
      (event.rateAction !== undefined && PAUSED_BEFORE.test(text.slice(Math.max(0, match.at - 30), match.at))) ||
      IMPACT_DENIED.test(text.slice(match.end, match.end + 60)) ||
      (!hasTrait(event, 'self-negating') &&
        !hasTrait(event, 'wording-only') &&
        (input.language === 'en'
          ? CUE_OPENS_WITH_DENIAL.test(match.cue)
            ? deniedBefore(text, match.at)
            : polarityOf(text, match.at + match.cue.trimEnd().lastIndexOf(' ') + 1, match.end) === 'negated'
          : FOREIGN_NEGATOR.test(text.slice(Math.max(0, match.at - 25), match.at)))));
  let variableMove: Sign = event.mode === 'variable' ? variableMoveOf(text, match.at, match.end, input.language) : 0;
  // A release moves markets by its surprise: the figure against the forecast, not its level.
  if (event.mode === 'variable' && event.family === 'macro-release') {
    if (surprise.sign !== 0) variableMove = (surprise.kind === 'size' ? surprise.sign * (variableMove || 1) : surprise.sign) as Sign;
    else if (surprise.inLine) variableMove = 0;
  }
  if (negated && event.mode === 'variable') variableMove = -variableMove as Sign;
  // How each class reacts: a rate decision by its tilt against expectations, a standoff by whether it was resolved.
  let moves: EventType['moves'] = event.moves;
  if (hasTrait(event, 'target-currency-falls') && affectedEconomy(event, text, input.language).currency !== 'USD') moves = { ...moves, currency: -1 };
  // China's currency is read as a growth signal: a weaker yuan weighs on Hong Kong and the Australian dollar.
  if (hasTrait(event, 'growth-signal-currency') && economyOf(text, input.language).economy.growthProxy) moves = { currency: -1, index: -1 };
  // Barred imports of a commodity take supply off the market: the commodity rises.
  if (hasTrait(event, 'bars-supply') && suppliedCommodity(text, extractSymbols(text))) moves = { ...moves, oil: 1 };
  // Sanctions lift oil only when they touch energy (chip export curbs do not).
  if (hasTrait(event, 'oil-if-energy') && !OIL_WORDS.test(text) && !/\b(?:energy|gas|Russia\w*|Iran\w*|Venezuela\w*)\b/i.test(text))
    moves = { ...moves, oil: 0 };
  // Deflation is a demand scare, not the relief of cooling prices: equities and the currency fall, bonds rise.
  if (hasTrait(event, 'deflation-aware') && DEFLATION.test(text)) {
    moves = { index: -1, bonds: 1, currency: -1 };
    variableMove = 1;
  }
  if (event.rateAction !== undefined) {
    const tilt = policyTilt(event.rateAction, text, surprise, negated);
    moves = tilt > 0 ? HAWKISH : tilt < 0 ? DOVISH : {};
  } else if (hasTrait(event, 'standoff')) {
    const resolution = RESOLVED.exec(text);
    const resolved =
      resolution !== null && polarityOf(text, resolution.index, resolution.index + resolution[0].length) === 'affirmed' && !FAILED_RESOLUTION.test(text);
    if (resolved) moves = Object.fromEntries(Object.entries(event.moves).map(([cls, sign]) => [cls, -(sign ?? 0)]));
  } else if (negated && event.mode === 'fixed') {
    moves = Object.fromEntries(Object.entries(event.moves).map(([cls, sign]) => [cls, -(sign ?? 0)]));
  }
  const companies = symbols.filter(input.isCompany);
  const gap = expectationGap(text);
  // With no recognised event, the wording alone must lean clearly to give a direction.
  const toneNeeded = hasTrait(event, 'wording-only') ? WORDING_ONLY_TONE : NEUTRAL_BAND;

  // Company events: which clause holds the event, who bids in a deal, and whom the event happens to.
  const parts = clauses(text);
  const eventClause = parts.find((c) => c.includes(match.cue)) ?? text;
  const bidders = new Set<string>();
  let primarySymbol: string | undefined;
  let unlistedTarget: string | undefined;
  if (event.reach === 'company') {
    // In a deal, the companies named before the deal verb bid; the others are targets.
    if (hasTrait(event, 'deal') && !PASSIVE_DEAL.test(eventClause)) {
      const cueAt = Math.max(0, eventClause.indexOf(match.cue));
      // Read in the whole clause: a short name ("ICE") counts only with the clause's business word.
      // German puts the verb last ("Vonovia will Deutsche Wohnen übernehmen"): the subject, named first, bids.
      const before = findMentions(eventClause).filter((mention) => mention.index < cueAt && input.isCompany(mention.symbol));
      for (const mention of input.language === 'de' ? before.slice(0, 1) : before) bidders.add(mention.symbol);
      // "X's purchase of Y", "an X-Y merger": X bids, wherever the deal word sits.
      const paired = PAIRED_DEAL.exec(eventClause);
      const buyer = POSSESSIVE_DEAL.exec(eventClause)?.[1] ?? paired?.[1];
      if (buyer) for (const symbol of extractSymbols(buyer)) if (input.isCompany(symbol)) bidders.add(symbol);
      // The second of a pair is bought, wherever it is named.
      if (paired?.[2]) for (const symbol of extractSymbols(paired[2])) if (!extractSymbols(paired[1] ?? '').includes(symbol)) bidders.delete(symbol);
    } else if (hasTrait(event, 'deal')) {
      // "X approached by Y", "X sold to Y": the companies named after the passive verb bid.
      const passive = PASSIVE_DEAL.exec(eventClause);
      const after = passive ? passive.index + passive[0].length : eventClause.length;
      for (const mention of findMentions(eventClause)) if (mention.index >= after && input.isCompany(mention.symbol)) bidders.add(mention.symbol);
    }
    // The primary is named in the event's clause, else it is the headline's subject.
    const targets = (clause: string) => extractSymbols(clause).filter((symbol) => input.isCompany(symbol) && !bidders.has(symbol));
    primarySymbol = targets(eventClause)[0] ?? (parts[0] && parts[0] !== eventClause ? targets(parts[0])[0] : undefined);
    // A deal's target the dictionary does not know is still the instrument the deal moves: it is
    // named as written, so the score shown belongs to it and not to the bidder listed beside it.
    if (!primarySymbol && hasTrait(event, 'deal') && !PASSIVE_DEAL.test(eventClause)) {
      const cueEnd = Math.max(0, eventClause.indexOf(match.cue)) + match.cue.length;
      const named = DEAL_OBJECT.exec(eventClause);
      unlistedTarget = dealTargetName(eventClause.slice(cueEnd)) ?? named?.[1] ?? named?.[2] ?? undefined;
    }
  }

  let scope: Scope;
  if (event.reach === 'economy') {
    const { minorCountry } = economyOf(text, input.language);
    const regional = event.family === 'central-bank' || event.family === 'macro-release' || event.family === 'credit';
    scope = regional && minorCountry ? 'minor-economy' : 'economy';
    if (hasTrait(event, 'geopolitical') && !involvesMajorPower(text)) scope = 'local-conflict';
  } else if (event.reach === 'company') {
    scope = companyScope(text, primarySymbol ?? companies[0], COMPANY_FAMILIES.has(event.family) || BUSINESS_CONTEXT.test(text));
    // A named coin or commodity is tradable even where no company is ("Ethereum developers delay the upgrade").
    if (scope === 'nothing-tradable' && symbols.length > 0) scope = 'unnamed-company';
    if (unlistedTarget) {
      // A small bidder's unlisted target is rarely tradable: the deal stays the bidder's story. A
      // large deal's target is sized by the deal, else as a large company (smaller than a mega-cap bidder).
      if (scope !== 'mega-cap' && scope !== 'large-cap') unlistedTarget = undefined;
      else if (largestBillions(text) < 10) scope = 'large-cap';
    }
  } else {
    scope = 'economy';
  }

  // A denied plan is not a preview: "is not considering an offer" is news now. A negated forecast
  // ("won't see a recession") stays a forecast.
  if (negated && evidence.novelty === 'preview' && !FORECAST_WORDS.test(text)) evidence.novelty = 'first-report';
  // A decision that surprised moves markets like a decision, whatever it was (a hold where a hike was priced).
  const eventMagnitude =
    event.rateAction !== undefined && Object.keys(moves).length > 0 && (surprise.sign !== 0 || surprise.expectedAction)
      ? Math.max(event.magnitude, RATE_DECISION_MAGNITUDE)
      : event.magnitude;
  const surpriseFactor = evidence.surprise ? SURPRISE_FACTOR : evidence.asExpected ? AS_EXPECTED_FACTOR : 1;
  // A denial is smaller news than the event would have been.
  // A record or a superlative sizes the news; only an outcome against what was expected is a surprise.
  const surpriseStated = surprise.sign !== 0 || surprise.unexpected || surprise.expectedAction !== null;
  const magnitude = Math.min(
    scoreCeiling(event, surpriseStated),
    eventMagnitude * SCOPE_FACTOR[scope] * surpriseFactor * NOVELTY_FACTOR[evidence.novelty] * (negated ? NEGATED_FACTOR : 1),
  );

  /** Direction for one class: the taxonomy's reaction, times the variable's move; tone when the type leaves it open. */
  const directionFor = (cls: AssetClass, clauseTone: number): number => {
    // A probe or a lawsuit with no company, market or business in sight ("Police investigate a
    // shooting") moves no instrument: it takes no side, whatever the event would do to a company.
    if (scope === 'nothing-tradable') return 0;
    if (event.mode === 'fixed') return moves[cls] ?? 0;
    if (event.mode === 'variable') {
      let move: number = variableMove;
      // Growth-type variables: "strong"/"weak" wording says which way when no verb does.
      if (move === 0 && !surprise.inLine && event.moves.index === 1 && Math.abs(clauseTone) >= 0.1) move = Math.sign(clauseTone);
      return move * (moves[cls] ?? 0);
    }
    // Results compared with expectations take the direction of the gap.
    // ("more than expected" sizes the verb's move, so it alone gives no direction).
    const stated = gap || (surprise.kind === 'size' ? 0 : surprise.sign);
    if ((event.family === 'results' || event.family === 'capital-action') && stated !== 0) return stated;
    // A denied report leans the other way from its wording ("denies plans to ban …").
    return Math.abs(clauseTone) >= toneNeeded ? (negated ? -1 : 1) * Math.sign(clauseTone) : 0;
  };

  const instruments: InstrumentImpact[] = [];
  const add = (symbol: string, market: string, direction: number, size: number, toneHint: number) => {
    if (instruments.some((i) => i.symbol === symbol)) return;
    const score = signed(direction, size, toneHint);
    instruments.push({ symbol, market, direction: directionOf(score), score });
  };

  let primaryScore: number;
  if (event.reach === 'company') {
    // A deal with no tradable target in sight is the bidder's story, whose reaction the deal alone does not decide.
    const bidderOnly =
      event.mode === 'fixed' && hasTrait(event, 'deal') && !hasTrait(event, 'deal-off') && !primarySymbol && !unlistedTarget && !PASSIVE_DEAL.test(eventClause);
    if (bidderOnly) return assess({ ...match, event: { ...event, mode: 'tone' } }, input, findSymbols, findMentions);
    primaryScore = signed(directionFor('stock', toneAll), magnitude, toneAll);
    const primary = primarySymbol ?? unlistedTarget;
    if (primary) add(primary, primarySymbol ? symbolMarket(primarySymbol) : marketOfClass.stock, directionFor('stock', toneAll), magnitude, toneAll);
    for (const clause of parts) {
      const clauseTone = input.tone(clause);
      for (const symbol of extractSymbols(clause)) {
        // A company's event is its own, not that of an index named beside it ("wins a spot in the S&P 500").
        const ownEvent = ((clause === eventClause && !bidders.has(symbol)) || symbol === primarySymbol) && symbolMarket(symbol) !== marketOfClass.index;
        // A bidder does not get the target's premium: it pays up for a large deal, and is relieved when
        // one is off. Another clause has its own verb.
        const large = largestBillions(text) >= LARGE_DEAL_BILLIONS;
        const bidderMove = bidders.has(symbol) ? (negated ? 0 : hasTrait(event, 'deal-off') ? (large ? 1 : 0) : large ? -1 : null) : null;
        const dir =
          bidderMove !== null
            ? negated
              ? 1
              : bidderMove
            : ownEvent
              ? directionFor('stock', clauseTone)
              : Math.abs(clauseTone) >= 0.1
                ? Math.sign(clauseTone)
                : 0;
        add(symbol, symbolMarket(symbol), dir, ownEvent ? magnitude : magnitude * 0.7, clauseTone);
      }
    }
    // With no primary found, the card shows the first instrument named with the headline's score:
    // the score must be that instrument's own.
    const first = instruments[0];
    if (!primary && first) {
      // Where the clause of the first instrument says more than the whole text, the headline score is its own; so it
      // is for a bidder, which moves its own way (relief from a deal off, the cost of a large one) or not at all, and for an index named
      // beside a company it does not know, which the company's event does not move.
      // A bidder never takes the target's premium, named or not ("… approached by Pfizer").
      const ownMove = bidders.has(first.symbol) || first.market === marketOfClass.index;
      if (ownMove || (first.direction !== 'neutral' && Math.abs(first.score) > Math.abs(primaryScore))) primaryScore = first.score;
      else instruments[0] = { ...first, direction: directionOf(primaryScore), score: primaryScore };
    }
    // A chief executive hired away from another company: a gain for the one, a loss for the other.
    const poachedFrom = hasTrait(event, 'poaching') ? POACHED_FROM.exec(text) : null;
    if (poachedFrom && primarySymbol) {
      const source = extractSymbols(poachedFrom[1] ?? poachedFrom[2] ?? '').find((symbol) => input.isCompany(symbol) && symbol !== primarySymbol);
      if (source) {
        instruments.splice(0, instruments.length);
        primaryScore = signed(1, magnitude, toneAll);
        add(primarySymbol, symbolMarket(primarySymbol), 1, magnitude, toneAll);
        add(source, symbolMarket(source), -1, magnitude * 0.8, toneAll);
      }
    }
    // The results of an index heavyweight move its index.
    const lead = primarySymbol ?? companies[0];
    if (event.family === 'results' && scope === 'mega-cap' && lead && primaryScore !== 0 && Math.abs(primaryScore) >= NEUTRAL_BAND)
      add(homeIndexOf(lead), marketOfClass.index, Math.sign(primaryScore), magnitude * 0.6, toneAll);
  } else {
    const economy = affectedEconomy(event, text, input.language, companies[0]);
    const european = economy.haven === 'Bunds';
    const geopolitical = hasTrait(event, 'geopolitical');
    const bankStress = hasTrait(event, 'bank-stress');
    const indexSymbol = geopolitical
      ? EUROPEAN_THEATRE.test(text)
        ? ECONOMIES.DE.index
        : ASIAN_THEATRE.test(text)
          ? economy.index
          : ECONOMIES.US.index
      : bankStress && european && economy.currency !== ECONOMIES.EA.currency
        ? ECONOMIES.EA.index
        : economy.index;
    const bondsSymbol = geopolitical ? SAFE_HAVEN_BONDS : bankStress && economy.haven ? economy.haven : economy.bonds;
    const rescued = hasTrait(event, 'rescue') ? RESCUE_TARGET.exec(text)?.[1] : undefined;
    const rescuedSymbol = rescued ? extractSymbols(rescued).find(input.isCompany) : undefined;
    const proxy: Record<AssetClass, { symbol: string; market: string }> = {
      stock: { symbol: rescuedSymbol ?? companies[0] ?? economy.index, market: marketOfClass.stock },
      index: { symbol: indexSymbol, market: marketOfClass.index },
      // A war, sanctions or a ceasefire moves the safe haven, not the bonds of the country involved
      // (which fall when it goes to war): the bond reaction of these types is a flight to safety.
      bonds: { symbol: bondsSymbol, market: marketOfClass.bonds },
      currency: { symbol: economy.currency, market: marketOfClass.currency },
      // Wars and sanctions move oil whatever the text names; a supply event moves the commodity it names.
      oil: {
        symbol: event.family === 'commodity-supply' || hasTrait(event, 'bars-supply') ? (suppliedCommodity(text, extractSymbols(text)) ?? 'OIL') : 'OIL',
        market: marketOfClass.oil,
      },
      gold: { symbol: 'GOLD', market: marketOfClass.gold },
      crypto: { symbol: symbols.find((s) => symbolMarket(s) === 'Cryptocurrency') ?? 'BTC', market: marketOfClass.crypto },
      credit: { symbol: `${economy.name} credit`, market: marketOfClass.credit },
    };
    // A headline about a currency names its instrument and its move first ("Sterling slides after …").
    const lead = currencyLead(text, input.language);
    const leadMagnitude = Math.max(magnitude, CURRENCY_LEAD_MAGNITUDE * SCOPE_FACTOR[scope]);
    if (lead) add(lead.code, marketOfClass.currency, lead.sign, leadMagnitude, toneAll);
    // The yen's strength weighs on Japan's exporters, and so on the Nikkei.
    if (lead?.code === ECONOMIES.JP.currency) add(ECONOMIES.JP.index, marketOfClass.index, -lead.sign, magnitude * 0.7, toneAll);
    // A currency whose economy is traded through proxies (the yuan: Hang Seng, Australian dollar) takes them along.
    const leadEconomy = lead ? economyOfCurrency(lead.code) : undefined;
    if (lead && leadEconomy?.growthProxy) {
      add(leadEconomy.index, marketOfClass.index, lead.sign, magnitude * 0.7, toneAll);
      add(leadEconomy.growthProxy, marketOfClass.currency, lead.sign, magnitude * 0.7, toneAll);
    }
    primaryScore = lead ? lead.sign * leadMagnitude : signed(directionFor(event.primary, toneAll), magnitude, toneAll);
    const classes = [event.primary, ...(Object.keys(moves) as AssetClass[]).filter((c) => c !== event.primary && moves[c] !== 0)];
    for (const cls of classes) {
      // A currency headline already named its currency; the cause does not overrule it, and a
      // currency move names no other currency by itself (the one it is quoted against moves the other way).
      if (lead && cls === 'currency' && (economy.currency === lead.code || hasTrait(event, 'lead-currency-only'))) continue;
      // Secondary classes react less than the one the event is about.
      add(proxy[cls].symbol, proxy[cls].market, directionFor(cls, toneAll), cls === event.primary ? magnitude : magnitude * 0.8, toneAll);
    }
    // Where traders express a view on an economy's growth through another instrument, it follows the index.
    if (economy.growthProxy && classes.includes('index'))
      add(economy.growthProxy, marketOfClass.currency, directionFor('index', toneAll), magnitude * 0.8, toneAll);
    if (hasTrait(event, 'europe-gas-exposure') && GAS_SHOCK.test(text) && EUROPEAN_THEATRE.test(text) && !negated) {
      // Europe imports its gas: a gas supply shock weighs on the euro and German industry.
      add(ECONOMIES.EA.currency, marketOfClass.currency, -1, magnitude * 0.8, toneAll);
      add(ECONOMIES.DE.index, marketOfClass.index, -1, magnitude * 0.8, toneAll);
    }
    if (hasTrait(event, 'crypto-contagion')) add('ETH', marketOfClass.crypto, directionFor('crypto', toneAll), magnitude * 0.8, toneAll);
    if (bankStress && economy.bankIndex) add(economy.bankIndex, marketOfClass.index, directionFor('index', toneAll), magnitude, toneAll);
    // A tariff hurts the side that imposes it too: its own index falls with the target's.
    if ((hasTrait(event, 'self-harming') && !negated) || hasTrait(event, 'mutual')) {
      for (const side of economiesIn(text).slice(0, 2)) {
        if (side.index === economy.index) continue;
        add(side.index, marketOfClass.index, directionFor('index', toneAll), magnitude * 0.8, toneAll);
        if (side.growthProxy) add(side.growthProxy, marketOfClass.currency, directionFor('index', toneAll), magnitude * 0.8, toneAll);
      }
    }
    // A war involving China reaches Wall Street as well as Hong Kong.
    if (hasTrait(event, 'wall-street-spillover') && indexSymbol !== ECONOMIES.US.index && economiesIn(text).some(({ code }) => code === 'CN' || code === 'TW'))
      add(ECONOMIES.US.index, marketOfClass.index, directionFor('index', toneAll), magnitude * 0.8, toneAll);
    const shippingShock = (event.family === 'commodity-supply' || geopolitical) && SHIPPING.test(text) && !negated;
    // Named instruments the proxies do not cover (a ticker, a pair) follow the wording of their clause;
    // a shipping line gains from a disrupted route (freight rates rise), a rescued bank falls.
    for (const clause of clauses(text)) {
      const clauseTone = input.tone(clause);
      for (const symbol of extractSymbols(clause)) {
        const counterCurrency = lead && symbol !== lead.code && /^[A-Z]{3}$/.test(symbol) && symbolMarket(symbol) === marketOfClass.currency;
        const dir = counterCurrency
          ? -(lead?.sign ?? 0)
          : shippingShock && input.isCompany(symbol)
            ? 1
            : bankStress && input.isCompany(symbol) && symbol === proxy.stock.symbol
              ? -1
              : Math.abs(clauseTone) >= 0.1
                ? Math.sign(clauseTone)
                : 0;
        add(symbol, symbolMarket(symbol), dir, magnitude * 0.7, clauseTone);
      }
    }
  }
  // The yen's move weighs on Japan's exporters: the Nikkei goes the other way.
  const yen = instruments.find((i) => i.symbol === ECONOMIES.JP.currency && i.direction !== 'neutral');
  if (yen && !instruments.some((i) => i.symbol === ECONOMIES.JP.index))
    add(ECONOMIES.JP.index, marketOfClass.index, -Math.sign(yen.score), magnitude * 0.7, toneAll);
  return {
    event,
    cue: match.cue,
    variableMove,
    negated,
    surprise,
    scope,
    evidence,
    magnitude,
    score: primaryScore,
    instruments: withPairsAligned(instruments),
  };
}
