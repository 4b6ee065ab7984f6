/**
 * The readable parts of an offline analysis, built only from what was detected: the event type,
 * the words that matched, the scope, and the text's own figures. Nothing here invents a figure,
 * a date or a statistic; beats and misses are stated only when the text compares with an
 * expectation. Plain text throughout.
 */
import type { Direction, InstrumentImpact } from '../../../shared/analysis';
import type { Assessment } from '../events/assess';
import { comparesWithExpectation } from '../events/expectation';
import type { Scope } from '../events/scope';
import { readSurprise } from '../events/surprise';
import type { AssetClass, EventFamily, EventType } from '../events/taxonomy';

function quote(phrase: string, limit = 70): string {
  const flat = phrase.replace(/\s+/g, ' ').trim();
  return `'${flat.length > limit ? `${flat.slice(0, limit - 3)}...` : flat}'`;
}

const CLASS_NAMES: Record<AssetClass, string> = {
  stock: 'the shares',
  index: 'equities',
  bonds: 'government bonds',
  currency: 'the currency',
  oil: 'oil',
  gold: 'gold',
  crypto: 'crypto assets',
  credit: 'credit',
};

const SCOPE_TEXT: Record<Scope, string> = {
  economy: 'economy-wide',
  'minor-economy': 'a smaller or unnamed economy, so less market-wide weight',
  'local-conflict': 'no major power or energy producer named, so little market-wide weight',
  'mega-cap': 'a mega-cap company, large enough to move indices',
  'large-cap': 'a large company',
  'small-cap': 'a smaller company',
  'unnamed-company': 'a company without a listed symbol found',
  'nothing-tradable': 'nothing tradable named',
};

const NOVELTY_TEXT = {
  'first-report': '',
  'follow-up': ' It reads as a follow-up to earlier news, which ranks below a first report.',
  recap: ' It reports a market move that has already happened, so the news is largely priced.',
  preview: ' It looks ahead to something that has not happened yet, so it ranks low until it does.',
  opinion: ' It is commentary or opinion rather than new facts, so it ranks low.',
} as const;

function directionWord(direction: Direction): string {
  return direction === 'bullish' ? 'bullish' : direction === 'bearish' ? 'bearish' : 'neutral';
}

function listInstruments(instruments: InstrumentImpact[]): string {
  return instruments
    .slice(0, 5)
    .map((i) => `${i.symbol} ${directionWord(i.direction)}`)
    .join(', ');
}

export function buildEventExplanation(a: Assessment, primaryDirection: Direction): string {
  const { event } = a;
  const moved =
    event.mode === 'variable' && event.variable
      ? a.variableMove === 0
        ? ` The text does not say which way ${event.variable} moved, so no direction is taken from it.`
        : a.surprise.sign !== 0 && event.family === 'macro-release'
          ? ` ${capitalize(event.variable)} came in ${a.variableMove > 0 ? 'above' : 'below'} what was expected${a.surprise.quote ? ` (${quote(a.surprise.quote)})` : ''}, which is ${directionWord(primaryDirection)} for ${CLASS_NAMES[event.primary]}.`
          : ` ${capitalize(event.variable)} ${a.variableMove > 0 ? 'rose' : 'fell'}, which is ${directionWord(primaryDirection)} for ${CLASS_NAMES[event.primary]}.`
      : event.mode === 'tone' && primaryDirection === 'neutral'
        ? ' The text states no clear direction.'
        : '';
  const surprise = a.evidence.surprise
    ? ` Evidence of surprise: ${quote(a.evidence.surprise)}.`
    : a.evidence.asExpected
      ? ` The outcome matched expectations (${quote(a.evidence.asExpected)}), so much of it was priced in.`
      : '';
  const affected = a.instruments.length > 0 ? ` Affected: ${listInstruments(a.instruments)}.` : '';
  if (event.id === 'business-news') {
    const lean = primaryDirection === 'neutral' ? 'states no clear direction' : `leans ${primaryDirection}`;
    return `No specific market event recognised; the wording ${lean}, about ${SCOPE_TEXT[a.scope]}, so the score stays low.${NOVELTY_TEXT[a.evidence.novelty]}${affected}`;
  }
  // A denied event is named as denied: the card's directions are its opposite, not the event's.
  const denied = a.negated ? ' The text denies, drops or averts it, so the reading is its opposite, with less weight.' : '';
  return `Event: ${event.label} (${quote(a.cue)}), touching ${SCOPE_TEXT[a.scope]}.${denied}${moved}${surprise}${NOVELTY_TEXT[a.evidence.novelty]}${affected}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinNames(classes: AssetClass[]): string {
  const names = classes.map((c) => CLASS_NAMES[c]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Rise (1) or fall (-1) of each class: the event's reaction, or the reaction to a rise of its variable. */
type Reaction = Partial<Record<AssetClass, -1 | 1>>;

function reactionSentence(reaction: Reaction): string {
  const classes = Object.keys(reaction) as AssetClass[];
  const up = classes.filter((c) => reaction[c] === 1);
  const down = classes.filter((c) => reaction[c] === -1);
  const parts: string[] = [];
  if (up.length) parts.push(`support ${joinNames(up)}`);
  if (down.length) parts.push(`weigh on ${joinNames(down)}`);
  return parts.join(' and ');
}

const COMMODITY_CLASS: Record<string, AssetClass> = { OIL: 'oil', USO: 'oil', GOLD: 'gold', GLD: 'gold' };

/** The instrument class of an instrument on a card (the classes the event model's reactions are written for), or null. */
export function assetClassOf(instrument: Pick<InstrumentImpact, 'symbol' | 'market'>): AssetClass | null {
  switch (instrument.market) {
    case 'Stock Market':
      return 'stock';
    case 'Indices':
      return 'index';
    case 'Bond Market':
      return 'bonds';
    case 'Forex':
      return 'currency';
    case 'Cryptocurrency':
      return 'crypto';
    case 'Commodities':
      return COMMODITY_CLASS[instrument.symbol.toUpperCase()] ?? null;
    default:
      return null;
  }
}

const SIGN: Record<Direction, -1 | 0 | 1> = { bullish: 1, bearish: -1, neutral: 0 };

/** The card's reading of each class: the direction of its first (primary-most) instrument of that class. */
function cardReading(instruments: readonly InstrumentImpact[]): Partial<Record<AssetClass, -1 | 0 | 1>> {
  const reading: Partial<Record<AssetClass, -1 | 0 | 1>> = {};
  for (const instrument of instruments) {
    const cls = assetClassOf(instrument);
    if (cls && reading[cls] === undefined) reading[cls] = SIGN[instrument.direction];
  }
  return reading;
}

type TonePattern = {
  /** The tendency, as a clause after "Typical reaction to events of this type (…): ". */
  text: string;
  /** When the tendency has a direction for a class, and the clause to use instead when the card reads that class the other way. */
  leans?: { cls: AssetClass; sign: -1 | 1; otherwise: string };
};

const TONE_PATTERNS: Partial<Record<EventFamily, TonePattern>> = {
  results: { text: 'a stock tends to move in the direction of the surprise against expectations, with guidance often deciding whether the move lasts.' },
  'capital-action': { text: 'routine capital actions tend to move a stock little unless they change what shareholders receive.' },
  mergers: { text: 'listings and deal news tend to move the companies involved most, with the size of the deal deciding how far it spreads.' },
  'legal-regulatory': {
    text: 'legal and regulatory news has tended to weigh on the companies concerned until the cost is known.',
    leans: {
      cls: 'stock',
      sign: -1,
      otherwise:
        'the companies concerned tend to move with what the decision costs or allows them; here the card reads the shares as favoured, from the article’s own details.',
    },
  },
  products: { text: 'product news tends to matter most where one product is a large part of a company’s business.' },
  management: { text: 'management and workforce changes tend to move a stock briefly, more when they are unexpected.' },
  analyst: { text: 'analyst views tend to move a stock modestly and briefly unless other analysts follow.' },
  'market-commentary': { text: 'a move that has already happened tells little about the next one; follow-through depends on new information.' },
  'central-bank': { text: 'central-bank remarks tend to move rates and the currency when they change what markets expect from policy.' },
  'fiscal-political': { text: 'election outcomes tend to move the currency and domestic assets most when the result was not expected.' },
  'commodity-supply': { text: 'commodity prices tend to react to supply news, with producers’ shares following the price.' },
  crypto: { text: 'crypto assets tend to react sharply to regulation and exchange news, often across the whole market.' },
};

/** The neutral note for classes the card reads against the typical reaction. */
function otherWayNote(classes: AssetClass[]): string {
  return classes.length > 0 ? ` Here the card reads ${joinNames(classes)} the other way, from the article’s own details.` : '';
}

/**
 * Historical patterns, stated for what they are until an event study backs them: the typical
 * reaction to this event type, never a figure or a date. Given the card's instruments, it never
 * contradicts them: a class the card reads the other way leaves the directional clause and is
 * named in a neutral note instead.
 */
export function buildEventPatterns(event: EventType, instruments: readonly InstrumentImpact[] = []): string {
  if (event.id === 'business-news') return '';
  const title = `Typical reaction to events of this type (${event.label}):`;
  const card = cardReading(instruments);
  const moved = (Object.keys(event.moves) as AssetClass[]).filter((c) => event.moves[c] === 1 || event.moves[c] === -1);
  const typical = (sign: -1 | 1): { reaction: Reaction; against: AssetClass[] } => {
    const reaction: Reaction = {};
    const against: AssetClass[] = [];
    for (const cls of moved) {
      const expected = ((event.moves[cls] ?? 0) * sign) as -1 | 1;
      if (card[cls] === -expected) against.push(cls);
      else reaction[cls] = expected;
    }
    return { reaction, against };
  };

  if (event.mode === 'fixed') {
    const { reaction, against } = typical(1);
    const clause = reactionSentence(reaction);
    if (moved.length === 0) return `${title} prices have tended to stay little changed unless guidance changes with it.`;
    const tendency = clause ? `they have tended to ${clause}; the reaction` : 'the reaction';
    return `${title} ${tendency} is usually larger when they were not expected.${otherWayNote(against)}`;
  }
  if (event.mode === 'variable' && event.variable) {
    // Which way the variable moved, as the card reads it: the primary class decides, else the first class the card reads.
    const votes = [event.primary, ...moved.filter((c) => c !== event.primary)]
      .map((c) => (card[c] ? (card[c] as number) * (event.moves[c] ?? 0) : 0))
      .filter((v) => v !== 0);
    const move = votes[0] as -1 | 1 | undefined;
    const size = 'the size of the reaction depends on how far the figure differs from expectations.';
    if (!move) return `${title} a rise in ${event.variable} has tended to ${reactionSentence(typical(1).reaction)}, and a fall the opposite; ${size}`;
    const { reaction, against } = typical(move);
    const clause = reactionSentence(reaction);
    const which = move === 1 ? 'a rise' : 'a fall';
    return `${title} ${clause ? `${which} in ${event.variable} has tended to ${clause}; ` : ''}${size}${otherWayNote(against)}`;
  }
  const tone = TONE_PATTERNS[event.family];
  if (!tone) return '';
  const contradicted = tone.leans && card[tone.leans.cls] === -tone.leans.sign;
  return `${title} ${contradicted && tone.leans ? tone.leans.otherwise : tone.text}`;
}

const FAMILY_PATHWAYS: Record<EventFamily, string[]> = {
  'central-bank': [
    'Follow-through: markets price further moves in the same direction and rate-sensitive assets extend the move.',
    'Reassessment: later guidance or data change the expected path and the move fades.',
  ],
  'macro-release': [
    'Confirmation: the next releases point the same way and rate expectations shift with them.',
    'Noise: revisions or the next release reverse the signal and the reaction fades.',
  ],
  'fiscal-political': [
    'Escalation or implementation: the measure takes effect and the affected markets keep repricing.',
    'De-escalation: negotiation or delay softens the measure and the move partly reverses.',
  ],
  'commodity-supply': [
    'Persistence: the supply change lasts and prices hold their move.',
    'Offset: other producers, inventories or demand offset the change and prices settle back.',
  ],
  credit: [
    'Contagion: funding costs rise for related borrowers and the stress spreads.',
    'Containment: support or restructuring limits the damage to the borrower concerned.',
  ],
  results: [
    'Revisions: analysts move their estimates in the direction of the news and the shares follow.',
    'Fade: the call and guidance put the figures in context and the first move fades.',
  ],
  'capital-action': [
    'Re-rating: the market rewards or punishes the change in capital returns over the following sessions.',
    'Little change: the action was expected and the shares trade with the market.',
  ],
  mergers: [
    'Completion: the deal closes on its terms and the target trades toward the offer.',
    'Obstacles: regulators, financing or a rival bid change the terms or the outcome.',
  ],
  'trading-status': [
    'Resumption: trading resumes once the news is out and prices adjust to it.',
    'Extension: the suspension lasts and uncertainty weighs on related assets.',
  ],
  'legal-regulatory': [
    'Resolution: the cost becomes known and the stock recovers part of its discount.',
    'Escalation: further findings or penalties extend the pressure.',
  ],
  products: ['Adoption: sales or uptake confirm the news and estimates follow.', 'Setback: follow-up data, safety or competition limit the effect.'],
  management: [
    'Stability: a clear succession or plan limits the effect to a brief move.',
    'Uncertainty: an open succession or strategy change weighs until resolved.',
  ],
  analyst: ['Follow-on calls: other analysts move the same way and the effect lasts longer.', 'Fade: without new information the move fades within days.'],
  'market-commentary': ['Follow-through: new information extends the move.', 'Mean reversion: without new information the move fades.'],
  crypto: ['Spread: the news moves the wider crypto market as positions adjust.', 'Containment: the effect stays with the assets directly concerned.'],
};

export function buildEventPathways(event: EventType): string[] {
  if (event.id === 'business-news') return [];
  return FAMILY_PATHWAYS[event.family];
}

/** A figure as the text writes it: its value, its currency and unit ("$3.5 billion", "0.4%", "25 bps"). */
export type Figure = {
  text: string;
  /** The number as written, without sign ("3.5" in "$3.5bn"). */
  number: number;
  /** The number with its scale applied ("$3.5bn" is 3.5e9; "3,500 million" too). */
  scaled: number;
  currency: string;
  /** '%', 'pp', 'bp', 'x', 'c', or '' for plain amounts. */
  unit: string;
};

const FIGURE =
  /(?<![\w.,$€£¥])[-+−]?(US\$|C\$|A\$|[$€£¥])?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:(%|[kKmMbB]n?\b|bln\b|mln\b|bps?\b|x\b|c\b)|\s?(percentage points?|per ?cent|percent|pct|basis points?|bps|bp|billion|million|trillion|thousand|bn|mn|tn|cents?)\b)?/g;

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mln: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  bln: 1e9,
  billion: 1e9,
  tn: 1e12,
  trillion: 1e12,
};

function unitOf(raw: string): string {
  const unit = raw.toLowerCase().replace(/\s+/g, ' ');
  if (unit.startsWith('percentage')) return 'pp';
  if (unit === '%' || unit === 'pct' || unit.startsWith('per')) return '%';
  if (unit.startsWith('basis') || unit.startsWith('bp')) return 'bp';
  if (unit === 'x') return 'x';
  if (unit.startsWith('c')) return 'c';
  return '';
}

/**
 * Every figure of a text that states an amount: with a currency, a unit or a scale, a decimal
 * part or thousands separators. Bare small integers ("Q3", "10-year", "two cuts") are not figures.
 */
export function findFigures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const [whole, currency = '', digits = '', decimals = '', attached = '', spaced = ''] = m;
    const rawUnit = attached || spaced;
    if (!currency && !rawUnit && !decimals && !digits.includes(',')) continue;
    const number = Number.parseFloat(`${digits.replace(/,/g, '')}${decimals}`);
    const scale = SCALE[rawUnit.toLowerCase()] ?? 1;
    out.push({ text: whole.trim(), number, scaled: number * scale, currency: currency.replace(/^US/, ''), unit: unitOf(rawUnit) });
  }
  return out;
}

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
const compatibleUnits = (a: string, b: string) => !a || !b || a === b || (a === '%' && b === 'pp') || (a === 'pp' && b === '%');

/** Whether the figure is one of the text's own (the same amount, in a compatible currency and unit; sign aside). */
export function figureInText(figure: Figure, textFigures: readonly Figure[]): boolean {
  return textFigures.some(
    (own) =>
      (same(own.number, figure.number) || same(own.scaled, figure.scaled)) &&
      compatibleUnits(own.unit, figure.unit) &&
      (!own.currency || !figure.currency || own.currency === figure.currency),
  );
}

/** Sentences of a text; a decimal point or an abbreviation ("U.S.", "Inc.", "vs.") ends none. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<!\b(?:[A-Z]|U\.S|U\.K|Inc|Corp|Co|Ltd|vs|No|Mr|Ms|Dr|St|approx|est|exp))(?<=[.!?])\s+(?=["'“‘(]?[A-Z0-9$€£])|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

// What an expectation is called: the noun ("consensus", "estimates"), or the participle after a
// comparison ("than expected", "0.2% expected", "than economists had forecast").
const EXPECTATION_NOUN = String.raw`(?:expectations?|estimates?|forecasts?|consensus|projections?|predictions?|est\.|exp\.)`;
const EXPECTATION_PARTICIPLE = '(?:expected|forecast|forecasted|estimated|anticipated|predicted|projected|feared|hoped)';
/** A participle that names a coming event is no expectation of an outcome: "ahead of the expected vote", "expected to report". */
const NOT_AN_OUTCOME = String.raw`(?!\s+(?:to|vote|meeting|decision|release|report|announcement|launch|deal|ruling|date|listing)\b)`;
const UNIT_TEXT = String.raw`(?:%|[kKmMbB]n?\b|bps?\b|\s?(?:percent|per cent|percentage points?|basis points?|billion|million|bn|cents?)\b)`;
/** A figure as findFigures counts one: with a currency, a unit, a decimal part or thousands separators (not "2026"). */
const FIGURE_TEXT = String.raw`[-+−]?(?:(?:US\$|[$€£¥])\d[\d,]*(?:\.\d+)?${UNIT_TEXT}?|\d[\d,]*(?:\.\d+)?${UNIT_TEXT}|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)`;
/** What was measured: "tops Q3 earnings estimates", "beat revenue and profit forecasts". */
const METRIC = String.raw`(?:Q[1-4]|FY\d*|[\w]+-quarter|quarterly|annual|full-year|earnings|EPS|revenues?|revs|sales|profits?|income|margins?|users?|subscribers?|deliveries|bookings|orders)`;
/** Words that may stand between a comparison and the expectation: who expected it, and the expected figure. */
const BETWEEN = String.raw`(?:(?:the|a|an|its|their|of|for|and|most|what|many|some|had|have|been|polled|surveyed|by|average|median|market|markets'?|analysts?'?|economists?'?|traders?'?|investors?'?|Wall|Street(?:'s)?|consensus|Reuters|Bloomberg|FactSet|Refinitiv|LSEG|Zacks|Visible Alpha|${METRIC}|${FIGURE_TEXT})[\s,]+){0,6}`;
const COMPARISON = String.raw`(?:than|vs\.?|versus|against|compared (?:with|to)|above|below|beat|beats|beating|topped|tops|top|exceed(?:s|ed|ing)?|surpass(?:es|ed|ing)?|miss|misses|missed|missing|trail(?:s|ed)|lagged|outpaced|undershot|overshot|short of|in[- ]line with|ahead of|shy of|matched|matches|matching|met|meets)`;
/** Wire shorthand for a result against the consensus: "tops by 3 cents", "missed on sales", "an earnings beat". */
const SHORTHAND = new RegExp(
  String.raw`\b(?:beat|beats|tops|topped|miss|misses|missed)\s+(?:by\s+${FIGURE_TEXT}|on\s+${METRIC}\b)|\b(?:earnings|EPS|revenue|profit|sales)\s+(?:beat|miss)\b`,
  'i',
);

/** Each of these states an outcome measured against an expectation. */
const COMPARES = [
  // "beat analysts' estimates", "rose 0.4% against 0.2% expected", "less than economists had forecast", "better-than-expected"
  new RegExp(String.raw`\b${COMPARISON}[\s-]+${BETWEEN}(?:${EXPECTATION_NOUN}|${EXPECTATION_PARTICIPLE}\b${NOT_AN_OUTCOME})`, 'i'),
  // "0.2% expected", "$0.95 consensus": a figure labelled as the expectation (an outcome figure is required beside it, below)
  new RegExp(
    String.raw`${FIGURE_TEXT}\s+(?:(?:the|a|an|analysts?'?|economists?'?|market)\s+){0,2}(?:${EXPECTATION_NOUN}|${EXPECTATION_PARTICIPLE}\b${NOT_AN_OUTCOME})`,
    'i',
  ),
  // "consensus of $1.90", "forecasts for a 0.3% rise", "the poll had called for 180,000" (an outcome figure is required beside it)
  new RegExp(
    String.raw`\b(?:${EXPECTATION_NOUN}|poll)\s+(?:(?:was|were|had been|of|for|at|had called for|called for|pointed to|stood at|a|an|:)\s+){0,3}${FIGURE_TEXT}`,
    'i',
  ),
  // "markets had expected two cuts": the past perfect sets what was expected against what came
  new RegExp(String.raw`\b(?:had|have)\s+(?:been\s+)?(?:${EXPECTATION_PARTICIPLE}|called for|priced in)\b`, 'i'),
  // "unexpectedly fell", "an unexpected rise", "a surprise cut", "contrary to expectations", "as forecast"
  SHORTHAND,
  /\bunexpectedly\b|\b(?:unexpected|surprise)\s+(?:\w+\s+)?(?:rise|fall|drop|increase|decrease|decline|jump|gain|loss|profit|surplus|deficit|contraction|expansion|cut|hike|slowdown|rebound|slump|surge|plunge|uptick|downturn|improvement|deterioration)s?\b|\bcontrary to (?:\w+\s+){0,2}expectations\b|\bas (?:had been |was )?(?:expected|forecast|anticipated|predicted)\b(?!\s+to\b)/i,
];
/** Patterns of COMPARES that name only the expectation: they need an outcome figure elsewhere in the sentence. */
const NEEDS_OUTCOME_FIGURE = new Set([1, 2]);
/** A comparison still to come is a preview, not an outcome: "is expected to beat estimates", "could top forecasts". */
// Lower case only: "in May against" is no modal.
const STILL_TO_COME = /\b(?:to|will|would|could|can|may|might|likely|should|must|set to|poised to|seen)\s+(?:[\w']+\s+){0,2}$/;
/** Words that make a sentence worth checking at all; cheap, and broader than the comparisons above. */
const ANY_EXPECTATION = /\b(?:unexpected\w*|surprise|predicted|projected|anticipated|feared|hoped|poll)\b/i;

/** What the gate found: the sentence that compares, its outcome figures and its expected figures. */
export type ConsensusComparison = { sentence: string; outcome: string[]; expected: string[] };

/** The figures the sentence gives as the expectation: "against 0.2% expected", "$0.95 consensus", "consensus of $1.90". */
function expectedFigures(sentence: string): string[] {
  const out = new Set<string>();
  for (const [i, pattern] of COMPARES.slice(0, 3).entries()) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    // The first pattern's match starts with the comparison word; what follows it is the expectation.
    const expectation = i === 0 ? m[0].replace(new RegExp(`^${COMPARISON}`, 'i'), '') : m[0];
    for (const figure of findFigures(expectation)) out.add(figure.text);
  }
  return [...out];
}

function comparisonIn(sentence: string): ConsensusComparison | null {
  if (!comparesWithExpectation(sentence) && !ANY_EXPECTATION.test(sentence)) return null;
  const figures = findFigures(sentence).map((f) => f.text);
  const expected = expectedFigures(sentence);
  const outcome = figures.filter((f) => !expected.includes(f));
  for (const [i, pattern] of COMPARES.entries()) {
    const m = pattern.exec(sentence);
    if (!m || STILL_TO_COME.test(sentence.slice(0, m.index))) continue;
    if (NEEDS_OUTCOME_FIGURE.has(i) && outcome.length === 0) continue;
    return { sentence, outcome, expected };
  }
  return null;
}

/**
 * The gate of "versus consensus", for both analyzers: the first sentence of the text that states
 * an outcome against an expectation, or null. "Wall Street", "tops the league", "misses out",
 * "is expected to report" and guidance on its own compare nothing.
 */
export function findConsensusComparison(text: string): ConsensusComparison | null {
  for (const sentence of splitSentences(text)) {
    const found = comparisonIn(sentence);
    if (found) return found;
  }
  return null;
}

/**
 * Versus consensus: only when the text compares an outcome with an expectation, quoting the
 * sentence that does so and its own figures, never a computed difference.
 */
export function buildConsensusDelta(text: string): string | null {
  const found = findConsensusComparison(text);
  if (!found) return null;
  // The figures the surprise reading pairs (outcome against expectation) when it finds them, else the gate's lists.
  const paired = readSurprise(found.sentence).figures;
  const outcome = paired ? [paired.outcome] : found.outcome;
  const expected = paired ? [paired.expected] : found.expected;
  const given = [
    outcome.length > 0 ? `reported ${outcome.slice(0, 3).join(', ')}` : '',
    expected.length > 0 ? `expected ${expected.slice(0, 3).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `The text compares the outcome with an expectation: ${quote(found.sentence, 160)}${given ? ` (${given})` : ''}.`;
}
