/**
 * The AI answer held to the article, after the model has answered:
 * - directions: the model is the stronger reader, so the offline reading of the same article
 *   overrules its sign only where the article states a figure against an expected one (a
 *   release's surprise, a decision larger than priced) or the event table marks the call certain
 *   (`certain` in events/taxonomy.ts), and the offline sign is that one. Then an instrument with an
 *   offline counterpart takes that sign, and one of a class the offline reading does not name is
 *   dropped. Any other disagreement keeps the model's call one confidence step lower;
 * - figures: a sentence that states a figure the article does not contain is dropped;
 * - versus consensus: only when the article itself compares an outcome with an expectation
 *   (the same gate as the offline analyzer's).
 * Every change and every disagreement is returned as a note, so the caller can log them.
 */
import type { AnalysisResult, ArticleInput, Direction, InstrumentImpact } from '../../../shared/analysis';
import { confidenceOf } from '../../../shared/impact';
import { directionOf } from '../../../shared/news-kinds';
import { readSurprise, type Surprise } from '../events/surprise';
import { type AssetClass, type EventType, findEventType } from '../events/taxonomy';
import { assetClassOf, type Figure, figureInText, findConsensusComparison, findFigures, splitSentences } from '../offline/narrative';

type TextField = 'explanation' | 'consensus_delta' | 'patterns' | 'pathways';

/** What lets the offline reading overrule the model's sign: the article's stated surprise, or the event table's certain call. */
type Basis = 'surprise' | 'certain';

export type GuardNote =
  | { kind: 'direction-corrected'; symbol: string; from: number; to: number; offline: string; basis: Basis }
  | { kind: 'instrument-dropped'; symbol: string; score: number; eventType: string }
  /**
   * The offline reading differs and nothing lets it overrule: the model's direction stays and its
   * score goes from `from` to `to`, one confidence step lower. `offline` is the offline reading
   * of the model's instrument, taken from `offlineSymbol` (null: from the event type's reaction
   * for the class).
   */
  | { kind: 'direction-disputed'; symbol: string; model: Direction; offline: Direction; offlineSymbol: string | null; from: number; to: number }
  | { kind: 'sentence-dropped'; field: TextField; sentence: string; figures: string[] }
  | { kind: 'consensus-dropped' };

const BOND_MARKET = 'Bond Market';
const CURRENCY_PAIR = /^([A-Z]{3})\/([A-Z]{3})$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A currency instrument as its legs: [base, quote] for a pair, [code] for one currency. */
function legsOf(instrument: InstrumentImpact): string[] | null {
  const symbol = instrument.symbol.toUpperCase();
  const pair = CURRENCY_PAIR.exec(symbol);
  if (pair) return [pair[1] ?? '', pair[2] ?? ''];
  return CURRENCY_CODE.test(symbol) ? [symbol] : null;
}

/**
 * How a model's currency instrument moves when the offline one rises: 1 with it ("EUR" and
 * "EUR/USD"), -1 against it ("USD" and "EUR/USD"), 0 when they share no reading.
 */
function currencyRelation(offline: InstrumentImpact, model: InstrumentImpact): -1 | 0 | 1 {
  const o = legsOf(offline);
  const m = legsOf(model);
  if (!o || !m) return 0;
  if (o.length === 2 && m.length === 2) return o[0] === m[0] && o[1] === m[1] ? 1 : o[0] === m[1] && o[1] === m[0] ? -1 : 0;
  const [single, pair] = o.length === 1 ? [o[0], m] : [m[0], o];
  if (pair.length === 1) return pair[0] === single ? 1 : 0;
  return pair[0] === single ? 1 : pair[1] === single ? -1 : 0;
}

/** Classes whose instruments stand for the same market reaction: one index, one bond market, one crypto asset stands for its class. */
const PROXY_CLASSES: ReadonlySet<AssetClass> = new Set(['index', 'bonds', 'oil', 'gold', 'crypto']);
const SIGN = { bullish: 1, bearish: -1, neutral: 0 } as const;
const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * The offline instrument that reads the same thing as the model's, and how they relate: the same
 * symbol; a currency that is one leg of the pair; or, for an index, bond market, commodity or
 * crypto asset, the offline proxy of its class unless the model lists that proxy itself.
 */
function counterpart(model: InstrumentImpact, answer: readonly InstrumentImpact[], offline: readonly InstrumentImpact[]) {
  const exact = offline.find((o) => same(o.symbol, model.symbol));
  if (exact) return { instrument: exact, relation: 1 as const };
  const cls = assetClassOf(model);
  if (cls === 'currency') {
    for (const o of offline) {
      const relation = currencyRelation(o, model);
      if (relation !== 0) return { instrument: o, relation };
    }
    return null;
  }
  if (!cls || !PROXY_CLASSES.has(cls)) return null;
  const proxy = offline.find((o) => assetClassOf(o) === cls && !answer.some((a) => same(a.symbol, o.symbol)));
  return proxy ? { instrument: proxy, relation: 1 as const } : null;
}

/**
 * Which way the event type moves a class, for this article: the fixed reaction, or for a release
 * the reaction to the way the offline reading says the variable moved. 0 when it does not say.
 */
function typicalMove(eventType: string | null, cls: AssetClass, offline: readonly InstrumentImpact[]): number {
  const event = eventType ? findEventType(eventType) : undefined;
  const move = event?.moves[cls] ?? 0;
  if (!event || move === 0) return 0;
  if (event.mode === 'fixed') return move;
  if (event.mode !== 'variable') return 0;
  for (const o of offline) {
    const oc = assetClassOf(o);
    const reaction = oc ? (event.moves[oc] ?? 0) : 0;
    if (reaction !== 0 && o.direction !== 'neutral') return SIGN[o.direction] * reaction * move;
  }
  return 0;
}

/**
 * The article's own figure against an expected one, read where the offline reader reads the
 * event: the headline, or else the headline with the summary. Null when it states none.
 */
function statedSurprise(article: ArticleInput): Surprise | null {
  for (const text of [article.headline, [article.headline, article.summary].filter(Boolean).join('\n')]) {
    const surprise = readSurprise(text);
    if (surprise.figures && surprise.sign !== 0) return surprise;
  }
  return null;
}

/**
 * The sign that may overrule the model for one class of the event's instruments, and why: the
 * table's certain call for the event's primary class; or the stated surprise, as the event model
 * reads it: a release above its consensus moves each class as a rise of its variable does, a
 * decision larger than expected (a 50 bp cut where 25 was priced) goes further the event's own
 * way and a smaller one the other way, and results above their consensus lift the company's
 * shares. Null when neither holds.
 */
function anchorFor(
  event: EventType | undefined,
  cls: AssetClass | null,
  ownInstrument: boolean,
  surprise: Surprise | null,
): { sign: number; basis: Basis } | null {
  if (!event || !cls) return null;
  // A company's event is its own: it says nothing certain of another company named beside it.
  if (event.reach === 'company' && !ownInstrument) return null;
  const move = event.moves[cls] ?? 0;
  if (event.certain && cls === event.primary && move !== 0) return { sign: move, basis: 'certain' };
  if (!surprise) return null;
  const sign =
    (event.mode === 'variable' && surprise.kind === 'level') || (event.mode === 'fixed' && surprise.kind === 'size')
      ? surprise.sign * move
      : event.family === 'results' && surprise.kind === 'level' && cls === 'stock'
        ? surprise.sign
        : 0;
  return sign !== 0 ? { sign, basis: 'surprise' } : null;
}

/**
 * The score one confidence step lower (High to Medium, Medium to Low): the largest shown figure
 * of the band below, as the card reads confidence from the figure (shared/impact.ts). Low has no
 * step below and keeps its score; the direction never changes.
 */
function oneStepLessConfident(score: number): number {
  const level = confidenceOf(score);
  if (level === 'Low') return score;
  let hundredths = Math.round(Math.abs(score) * 100);
  while (confidenceOf(hundredths / 100) === level) hundredths -= 1;
  return (Math.sign(score) * hundredths) / 100;
}

/**
 * The model's instruments with their signs checked against the offline reading of the same
 * article; `surprise` is the figure the article states against an expected one, if any.
 */
function checkDirections(
  answer: readonly InstrumentImpact[],
  offline: Pick<AnalysisResult, 'instruments' | 'event_type'>,
  surprise: Surprise | null,
): { instruments: InstrumentImpact[]; notes: GuardNote[] } {
  const instruments: InstrumentImpact[] = [];
  const notes: GuardNote[] = [];
  const event = offline.event_type ? findEventType(offline.event_type) : undefined;
  const dispute = (instrument: InstrumentImpact, offlineSign: number, offlineSymbol: string | null) => {
    const score = oneStepLessConfident(instrument.score);
    instruments.push({ ...instrument, score, direction: directionOf(score) });
    const offlineDirection = directionOf(offlineSign);
    notes.push({
      kind: 'direction-disputed',
      symbol: instrument.symbol,
      model: instrument.direction,
      offline: offlineDirection,
      offlineSymbol,
      from: instrument.score,
      to: score,
    });
  };
  for (const instrument of answer) {
    const sign = SIGN[instrument.direction];
    const match = counterpart(instrument, answer, offline.instruments);
    if (match) {
      const stated = SIGN[match.instrument.direction] * match.relation;
      if (stated !== 0 && sign !== 0 && stated !== sign) {
        const anchor = anchorFor(event, assetClassOf(match.instrument), match.instrument === offline.instruments[0], surprise);
        if (anchor && anchor.sign * match.relation === stated) {
          const score = -instrument.score;
          instruments.push({ ...instrument, score, direction: directionOf(score) });
          notes.push({
            kind: 'direction-corrected',
            symbol: instrument.symbol,
            from: instrument.score,
            to: score,
            offline: match.instrument.symbol,
            basis: anchor.basis,
          });
        } else dispute(instrument, stated, match.instrument.symbol);
        continue;
      }
      instruments.push(instrument);
      continue;
    }
    // No offline counterpart: the event type's reaction for the class is the offline reading,
    // where the offline reading names nothing of that class (a class it names is the model's own finer call).
    const cls = assetClassOf(instrument);
    const classNamed = cls !== null && offline.instruments.some((o) => assetClassOf(o) === cls);
    const typical = cls && PROXY_CLASSES.has(cls) && !classNamed ? typicalMove(offline.event_type, cls, offline.instruments) : 0;
    if (typical !== 0 && sign !== 0 && typical !== sign) {
      if (anchorFor(event, cls, false, surprise)?.sign === typical)
        notes.push({ kind: 'instrument-dropped', symbol: instrument.symbol, score: instrument.score, eventType: offline.event_type ?? '' });
      else dispute(instrument, typical, null);
      continue;
    }
    instruments.push(instrument);
  }
  return { instruments, notes };
}

/** The text without the sentences that state a figure the article does not contain. */
function keepStatedFigures(field: TextField, text: string, allowed: readonly Figure[], notes: GuardNote[]): string {
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    const invented = findFigures(sentence).filter((figure) => !figureInText(figure, allowed));
    if (invented.length === 0) kept.push(sentence);
    else notes.push({ kind: 'sentence-dropped', field, sentence, figures: invented.map((figure) => figure.text) });
  }
  return kept.join(' ');
}

/** How the explanation says why a direction was corrected. */
const CORRECTION_REASONS: [Basis, string][] = [
  ['surprise', 'follows the figure the article states against what was expected'],
  ['certain', 'follows from the event itself'],
];

/**
 * The AI analysis held to the article and to the offline reading of it (`offline`, from
 * analyzeOffline on the same article). Returns the checked analysis and what was changed or disputed.
 */
export function guardAnalysis(
  result: AnalysisResult,
  article: ArticleInput,
  offline: Pick<AnalysisResult, 'instruments' | 'event_type' | 'explanation'>,
): { result: AnalysisResult; notes: GuardNote[] } {
  const articleText = [article.headline, article.summary, article.content].filter(Boolean).join('\n');
  const { instruments, notes } = checkDirections(result.instruments, offline, statedSurprise(article));

  // The analysis's own scores may be quoted; any other figure must be the article's.
  const scores = [result.impact_score, ...result.instruments.map((i) => i.score)]
    .filter((s): s is number => s !== null)
    .map((s) => ({ text: String(s), number: Math.abs(s), scaled: Math.abs(s), currency: '', unit: '' }));
  const allowed = [...findFigures(articleText), ...scores];

  let consensus = result.consensus_delta;
  if (consensus && !findConsensusComparison(articleText)) {
    notes.push({ kind: 'consensus-dropped' });
    consensus = null;
  }
  consensus = consensus ? keepStatedFigures('consensus_delta', consensus, allowed, notes) || null : null;
  const patterns = keepStatedFigures('patterns', result.patterns, allowed, notes);
  const pathways = result.pathways.map((pathway) => keepStatedFigures('pathways', pathway, allowed, notes)).filter(Boolean);
  let explanation = keepStatedFigures('explanation', result.explanation, allowed, notes) || offline.explanation;
  for (const [basis, reason] of CORRECTION_REASONS) {
    const corrected = notes.flatMap((note) => (note.kind === 'direction-corrected' && note.basis === basis ? [note.symbol] : []));
    if (corrected.length > 0) explanation += ` (The direction shown for ${corrected.join(', ')} ${reason}.)`;
  }

  return {
    result: {
      ...result,
      instruments,
      impact_score: instruments[0]?.score ?? (result.instruments.length > 0 ? null : result.impact_score),
      symbols: instruments.filter((i) => i.market !== BOND_MARKET).map((i) => i.symbol),
      explanation,
      consensus_delta: consensus,
      patterns,
      pathways,
    },
    notes,
  };
}
