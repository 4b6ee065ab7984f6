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
import type { AssetClass, EventFamily, EventType } from '../events/taxonomy';

function quote(phrase: string): string {
  const flat = phrase.replace(/\s+/g, ' ').trim();
  return `'${flat.length > 70 ? `${flat.slice(0, 67)}...` : flat}'`;
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
  return `Event: ${event.label} (${quote(a.cue)}), touching ${SCOPE_TEXT[a.scope]}.${moved}${surprise}${NOVELTY_TEXT[a.evidence.novelty]}${affected}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinNames(classes: AssetClass[]): string {
  const names = classes.map((c) => CLASS_NAMES[c]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function reactionSentence(moves: EventType['moves']): string {
  const up = (Object.keys(moves) as AssetClass[]).filter((c) => moves[c] === 1);
  const down = (Object.keys(moves) as AssetClass[]).filter((c) => moves[c] === -1);
  const parts: string[] = [];
  if (up.length) parts.push(`support ${joinNames(up)}`);
  if (down.length) parts.push(`weigh on ${joinNames(down)}`);
  return parts.join(' and ');
}

const TONE_PATTERNS: Partial<Record<EventFamily, string>> = {
  results: 'Results tend to move a stock in the direction of the surprise against expectations, with guidance often deciding whether the move lasts.',
  'capital-action': 'Routine capital actions tend to move a stock little unless they change what shareholders receive.',
  mergers: 'Listings and deal news tend to move the companies involved most, with the size of the deal deciding how far it spreads.',
  'legal-regulatory': 'Legal and regulatory news tends to weigh on the companies concerned until the cost is known.',
  products: 'Product news tends to matter most where one product is a large part of a company’s business.',
  management: 'Management and workforce changes tend to move a stock briefly, more when they are unexpected.',
  analyst: 'Analyst views tend to move a stock modestly and briefly unless other analysts follow.',
  'market-commentary': 'A move that has already happened tells little about the next one; follow-through depends on new information.',
  'central-bank': 'Central-bank remarks tend to move rates and the currency when they change what markets expect from policy.',
  'fiscal-political': 'Election outcomes tend to move the currency and domestic assets most when the result was not expected.',
  'commodity-supply': 'Commodity prices tend to react to supply news, with producers’ shares following the price.',
  crypto: 'Crypto assets tend to react sharply to regulation and exchange news, often across the whole market.',
};

/** A general tendency for this event type and instrument class; never a figure or a date. */
export function buildEventPatterns(event: EventType): string {
  if (event.id === 'business-news') return '';
  if (event.mode === 'fixed') {
    const reaction = reactionSentence(event.moves);
    if (!reaction) return `Events of this type (${event.label}) have tended to leave prices little changed unless they come with a change in guidance.`;
    return `Events of this type (${event.label}) have tended to ${reaction}; the reaction is usually larger when they were not expected.`;
  }
  if (event.mode === 'variable' && event.variable) {
    const reaction = reactionSentence(event.moves);
    return `A rise in ${event.variable} has tended to ${reaction}, and a fall the opposite; the size of the reaction depends on how far the figure differs from expectations.`;
  }
  return TONE_PATTERNS[event.family] ?? '';
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

const NUMBER = /[-+]?[$€£]?\d[\d,]*(?:\.\d+)?\s?(?:%|[KMB]\b|bln|mln|billion|million|bn|cents?|c\b)?/g;

/**
 * Versus consensus: only when the text compares with an expectation, quoting the sentence that
 * does so and its figures, never a computed difference.
 */
export function buildConsensusDelta(text: string): string | null {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  const compared = sentences.find(comparesWithExpectation);
  if (!compared) return null;
  const figures =
    compared
      .match(NUMBER)
      ?.map((f) => f.trim())
      .filter((f) => /\d/.test(f)) ?? [];
  const quoted = quote(compared);
  if (figures.length >= 2) return `The text compares the outcome with an expectation: ${quoted} (figures given: ${figures.slice(0, 4).join(', ')}).`;
  return `The text compares the outcome with an expectation: ${quoted}.`;
}
