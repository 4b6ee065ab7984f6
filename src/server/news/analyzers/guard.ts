/**
 * The AI answer held to the same line as the offline analyzer, after the model has answered:
 * - directions: an instrument whose sign contradicts the offline reading of the same article
 *   (the event model's reaction for that instrument or its class) takes the offline sign; one
 *   with no offline counterpart whose class the event type moves the other way is dropped;
 * - figures: a sentence that states a figure the article does not contain is dropped;
 * - versus consensus: only when the article itself compares an outcome with an expectation
 *   (the same gate as the offline analyzer's).
 * Every change is returned as a note, so the caller can log what it corrected.
 */
import type { AnalysisResult, ArticleInput, InstrumentImpact } from '../../../shared/analysis';
import { directionOf } from '../../../shared/news-kinds';
import { type AssetClass, eventTypeById } from '../events/taxonomy';
import { assetClassOf, type Figure, figureInText, findConsensusComparison, findFigures, splitSentences } from '../offline/narrative';

type TextField = 'explanation' | 'consensus_delta' | 'patterns' | 'pathways';

export type GuardNote =
  | { kind: 'direction-corrected'; symbol: string; from: number; to: number; offline: string }
  | { kind: 'instrument-dropped'; symbol: string; score: number; eventType: string }
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
  const event = eventType ? eventTypeById(eventType) : undefined;
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

/** The model's instruments with their signs checked against the offline reading of the same article. */
export function checkDirections(
  answer: readonly InstrumentImpact[],
  offline: Pick<AnalysisResult, 'instruments' | 'event_type'>,
): { instruments: InstrumentImpact[]; notes: GuardNote[] } {
  const instruments: InstrumentImpact[] = [];
  const notes: GuardNote[] = [];
  for (const instrument of answer) {
    const sign = SIGN[instrument.direction];
    const match = counterpart(instrument, answer, offline.instruments);
    if (match) {
      const stated = SIGN[match.instrument.direction] * match.relation;
      if (stated !== 0 && sign !== 0 && stated !== sign) {
        const score = -instrument.score;
        instruments.push({ ...instrument, score, direction: directionOf(score) });
        notes.push({ kind: 'direction-corrected', symbol: instrument.symbol, from: instrument.score, to: score, offline: match.instrument.symbol });
        continue;
      }
      instruments.push(instrument);
      continue;
    }
    // No offline counterpart: the event type's reaction for the class decides, where the offline
    // reading names nothing of that class (a class it names is the model's own finer call).
    const cls = assetClassOf(instrument);
    const classNamed = cls !== null && offline.instruments.some((o) => assetClassOf(o) === cls);
    const typical = cls && PROXY_CLASSES.has(cls) && !classNamed ? typicalMove(offline.event_type, cls, offline.instruments) : 0;
    if (typical !== 0 && sign !== 0 && typical !== sign) {
      notes.push({ kind: 'instrument-dropped', symbol: instrument.symbol, score: instrument.score, eventType: offline.event_type ?? '' });
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

/**
 * The AI analysis held to the article and to the offline reading of it (`offline`, from
 * analyzeOffline on the same article). Returns the corrected analysis and what was changed.
 */
export function guardAnalysis(
  result: AnalysisResult,
  article: ArticleInput,
  offline: Pick<AnalysisResult, 'instruments' | 'event_type' | 'explanation'>,
): { result: AnalysisResult; notes: GuardNote[] } {
  const articleText = [article.headline, article.summary, article.content].filter(Boolean).join('\n');
  const { instruments, notes } = checkDirections(result.instruments, offline);

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
  const corrected = notes.flatMap((note) => (note.kind === 'direction-corrected' ? [note.symbol] : []));
  if (corrected.length > 0) explanation += ` (The direction shown for ${corrected.join(', ')} follows the event model's reading of this article.)`;

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
