/**
 * The outcome against what was expected: markets move on the surprise, not on the level. "Prices
 * edge up 0.1%; economists had expected 0.3%" is a soft print though prices rose; a rate cut of
 * 50 bp where 25 bp was expected is dovish beyond the cut itself; an in-line print or an expected
 * hold is small news.
 *
 * Read in English, German and Portuguese: a figure next to an expectation word (expected,
 * forecast, consensus, estimate, erwartet, Prognose, esperava, projeções, mediana), compared with
 * the outcome's own figure, or words that state the comparison (better than expected, far short
 * of, double the, as expected, unexpectedly).
 */
import type { Sign } from './taxonomy';

export type Surprise = {
  /** +1: the outcome came out above what was expected, -1 below, 0 not stated (or in line). */
  sign: Sign;
  /**
   * What the figures compare: the level of the variable ("eases to 2.1%, under the 2.4% forecast") or
   * the size of a move ("a 50 bp cut, twice the 25 bp priced"). Null when no figures.
   */
  kind: 'level' | 'size' | null;
  /** The outcome matched what was expected: no surprise. */
  inLine: boolean;
  /** The text calls the outcome unexpected or a surprise, without saying against what. */
  unexpected: boolean;
  /** The policy action markets expected, when the text names one ("most economists saw a pause"). */
  expectedAction: 'hike' | 'cut' | 'hold' | null;
  /** The text's own words for the outcome and the expectation, when it states figures. */
  quote: string | null;
  /** The outcome's and the expectation's figures as the text writes them. */
  figures: { outcome: string; expected: string } | null;
};

/** The rate move markets expected, as a sign: +1 a hike, -1 a cut, 0 a hold; null when the text names none. */
export function expectedSign(surprise: Pick<Surprise, 'expectedAction'>): Sign | null {
  const expected = surprise.expectedAction;
  return expected === null ? null : expected === 'hike' ? 1 : expected === 'cut' ? -1 : 0;
}

const EXPECT_WORD = String.raw`(?:expected|expectations?|expect|forecasts?|forecast|consensus|estimates?|est\.?|projections?|priced(?: in)?|projeções|projecoes|mediana|esperava|esperado|previsão|previsto|erwartet\w*|Erwartung\w*|Prognose|Konsens|poll|anticipated)`;
const EXPECT = new RegExp(String.raw`\b${EXPECT_WORD}(?![\p{L}])`, 'giu');

/** A figure: a number with its unit, or a word that stands for one. */
const FIGURE =
  /(?:[-+−]\s?)?(?:[$€£]|R\$\s?)?\d+(?:[.,]\d+)*(?:\s?(?:%|percent|pct|Prozent|por cento|bps?|basis points?|Basispunkte|pontos? percentuais|pontos?|percentage points?|points?|[kK]\b|thousand|mln|million|bn|bln|billion|Milliarden)|(?!\d|[.,]\d))|\b(?:quarter|half)[- ](?:a )?(?:percentage )?point\b|\bhalben Prozentpunkt\b|\b(?:flat|unchanged|stagnant|stagnated)\b/gi;

/** Words for the size of a policy move, in points. */
const POINT_WORDS: Record<string, number> = { quarter: 0.25, half: 0.5, halben: 0.5 };
/** Words for a figure: a policy move's size, or no change at all ("flat"). */
const NUMBER_WORDS: Record<string, number> = { ...POINT_WORDS, flat: 0, unchanged: 0, stagna: 0 };
/** Whole years and dates are not outcomes ("since 1998", "in 2024"). */
const YEAR = /^(?:19|20)\d\d$/;

type Figure = { value: number; at: number; end: number; raw: string; unit: 'bp' | 'point' | 'other' };

function figuresOf(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const raw = m[0];
    const at = m.index ?? 0;
    const word = /quarter|half|halben|flat|unchanged|stagna/i.exec(raw)?.[0].toLowerCase();
    let value: number;
    if (word) value = NUMBER_WORDS[word] ?? Number.NaN;
    else {
      const digits = /\d+(?:[.,]\d+)*/.exec(raw)?.[0] ?? '';
      if (YEAR.test(digits) && !/[%$€£]/.test(raw)) continue;
      // "336,000" and "1.234,5" group thousands; "0,83" and "12,75" are decimal commas.
      const normal = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)
        ? digits.replaceAll(',', '')
        : /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(digits)
          ? digits.replaceAll('.', '').replace(',', '.')
          : digits.replace(',', '.');
      value = Number.parseFloat(normal);
      if (/[-−]/.test(raw.slice(0, 2))) value = -value;
      if (/\b(?:mln|million)\b/i.test(raw)) value *= 1e6;
      else if (/\b(?:bn|bln|billion|Milliarden)\b/i.test(raw)) value *= 1e9;
      else if (/\d\s?[kK]\b|thousand/i.test(raw)) value *= 1e3;
    }
    if (!Number.isFinite(value)) continue;
    const unit = /bps?|basis|Basispunkte/i.test(raw) ? 'bp' : /point|ponto|Prozentpunkt/i.test(raw) || (word && word in POINT_WORDS) ? 'point' : 'other';
    figures.push({ value: unit === 'bp' ? value / 100 : value, at, end: at + raw.length, raw: raw.trim(), unit });
  }
  return figures;
}

const FALL_BEFORE =
  /\b(?:fall\w*|fell|drop\w*|declin\w*|shrink\w*|shrank|contract\w*|slump\w*|plung\w*|sink\w*|sank|lose[sd]?|lost|cuts?|cutting|slash\w*|lower\w*|trims?|sheds?|caem?|cai|recua|recuou|encolhe|sinkt|sank|fällt|fiel|schrumpft)\s+(?:by\s+|em\s+|um\s+)?(?:an?\s+)?$/i;
const FALL_AFTER = /^\s*(?:%\s*)?(?:fall|drop|decline|contraction|decrease|loss|slide|queda|Rückgang)\b/i;
const RISE_AFTER = /^\s*(?:%\s*)?(?:rise|gain|growth|increase|expansion|advance|alta|Anstieg|Plus)\b/i;
/** A figure after "to" is the level reached; after "by" or the verb, the size of the move. */
const LEVEL_BEFORE = /\b(?:to|at|of|para|auf|bei|a|em)\s+(?:a\s+)?(?:record\s+|new\s+)?$/i;
const SIZE_BEFORE = /\b(?:by|em|um)\s+(?:an?\s+)?$|\b(?:cuts?|raises?|lifts?|hikes?|corta|eleva|sobe|senkt|erhöht)\s+(?:rates?\s+)?$/i;

function signedValue(text: string, figure: Figure): number {
  const before = text.slice(Math.max(0, figure.at - 25), figure.at);
  const after = text.slice(figure.end, figure.end + 20);
  if (figure.value < 0) return figure.value;
  if (LEVEL_BEFORE.test(before)) return figure.value;
  if (FALL_BEFORE.test(before) || FALL_AFTER.test(after)) return -figure.value;
  if (RISE_AFTER.test(after)) return figure.value;
  return figure.value;
}

/** "double the", "twice", "half the", just before the expected figure: the outcome as a multiple of it ("by half a point" is no multiple). */
const MULTIPLE = /\b(?:(?:nearly|almost|more than|roughly|about)\s+)?(double|twice|triple|three times|half)\s+(?:the\s+|what\s+|as much as\s+)?$/i;

const BETTER =
  /\b(?:(?:better|stronger|hotter|higher)[- ]than[- ](?:expected|forecast|estimated|anticipated)|above (?:(?:the |market |analysts'? |economists'? )?(?:expectations|forecasts?|estimates|consensus))|beat(?:s|ing)? (?:(?:the |analysts'? |market )?(?:expectations|forecasts?|estimates|consensus))|tops? (?:estimates|expectations|forecasts)|topp(?:ed|ing) (?:estimates|expectations|forecasts)|exceed(?:s|ed|ing)? (?:expectations|forecasts|estimates)|crush(?:es|ed|ing) (?:estimates|expectations|forecasts)|acima d[aoe]s? (?:expectativas?|projeções|previsões|estimativas)|(?:mais|melhor) (?:do )?que o esperado|(?:besser|stärker|mehr) als erwartet|übertr\w+ (?:die )?Erwartungen)\b/i;
const WORSE =
  /\b(?:(?:grows?|grew|rises?|rose|expands?|expanded|adds?|added|gains?|gained|edges? up)\s+(?:by\s+)?(?:just|only|a mere|merely|a meagre|a meager)\b|(?:worse|weaker|cooler|softer|lower)[- ]than[- ](?:expected|forecast|estimated|anticipated)|below (?:(?:the |market |analysts'? |economists'? )?(?:expectations|forecasts?|estimates|consensus))|miss(?:es|ed|ing)? (?:(?:the |analysts'? |market )?(?:expectations|forecasts?|estimates|consensus))|(?:fall|falls|fell|falling|far|well|came in) short of|undershoot\w*|disappoint\w*|abaixo d[aoe]s? (?:expectativas?|projeções|previsões|estimativas)|decepcion\w*|(?:menos|pior) (?:do )?que o esperado|(?:schlechter|schwächer|weniger) als erwartet|verfehl\w+ (?:die )?Erwartungen)\b/i;
const IN_LINE =
  /\b(?:as (?:widely |largely |had been |was )?(?:expected|forecast|anticipated|predicted)|in line with (?:the |market |analysts'? |economists'? )?(?:expectations|forecasts?|estimates|consensus)|(?:matching|matched|matches|meets|met|meeting) (?:the |analysts'? )?(?:expectations|forecasts?|estimates|consensus)|wie erwartet|erwartungsgemäß|em linha com|(?:conforme|como) (?:esperado|previsto))\b/i;
const UNEXPECTED = /\b(?:unexpected\w*|surpris\w*|shock\w*|überraschend\w*|surpreend\w*|surpresa|inesperad\w*)\b/i;
const EXPECTED_ACTION =
  /\b(?:(?:economists?|analysts?|markets?|traders?|investors?|most|many|consensus|poll)\b[^;.]{0,30}\b(?:saw|seen|expected|priced(?: in)?|had priced|forecast|bet on|predicted|anticipated|looked for|esperava\w*)\s+(?:an?\s+|for\s+|in\s+)?(?:(?:\d+[- ]?(?:bps?|basis[- ]points?)|quarter[- ]point|half[- ]point)\s+)?(hike|increase|rise|cut|reduction|pause|hold|no change))/i;

/** "confounding bets on a hike": what markets had bet on and did not get. */
const DASHED_BETS =
  /\b(?:dash\w*|defy\w*|disappoint\w*|confound\w*)\s+(?:market\s+)?(?:bets|hopes|expectations|speculation)\s+(?:on|of|for)\s+(?:an?\s+)?(?:policy\s+|rate\s+)?(tweak|hike|increase|tightening|change|shift|cut|easing|reduction)/i;

/** "more/less than expected" size the move the verb states: "cools more than expected" is a bigger fall. */
const SIZE_MORE =
  /\b(?:(?:more|bigger|larger|faster|sharper|steeper)[- ]than[- ](?:expected|forecast|estimated|anticipated)|(?:double|twice|triple|three times|quadruple)\s+(?:the\s+)?(?:[\w'’]+\s+)?(?:expectations|forecasts?|estimates|consensus)|(?:double|twice|triple|three times)\s+(?:what|the)\s+(?:[\w'’]+\s+){0,2}(?:expected|forecast|anticipated|predicted))\b/i;
const SIZE_LESS =
  /\b(?:(?:less|smaller|slower)[- ]than[- ](?:expected|forecast|estimated|anticipated)|half\s+(?:the\s+)?(?:[\w'’]+\s+)?(?:expectations|forecasts?|estimates|consensus))\b/i;
/** Portuguese and German: the action markets expected ("expectativa de corte", "Erwartung einer Zinssenkung"). */
const FOREIGN_EXPECTED_ACTION =
  /(?:expectativas?|apostas?) (?:de|por) (corte|redução|alta|aumento|manutenção)|Erwartung\p{L}* (?:einer |auf eine )?(Zinssenkung|Zinserhöhung|Zinspause)/iu;

/**
 * Between a figure and an expectation word, a clause break or a comparison says the figure is the
 * outcome, not the expectation: "jump by 275,000, well above forecasts", "0.1% vs 0.3% expected".
 */
const OUTCOME_BETWEEN = /[;,–—]|\s-\s|\b(?:above|below|beat\w*|miss\w*|top\w*|exceed\w*|short|than|vs|versus|against|compared|ahead of|under|over)\b/i;

/** Words without which no reading below can match: most headlines have none and stop here. */
const ANY_COMPARISON =
  /expect|forecast|consensus|\bjust\b|\bonly\b|\bmere|meag|estimat|\best\b|than|in line|match|meet|met\b|surpris|unexpect|shock|priced|poll|\bsaw\b|\bseen\b|bets|hopes|anticipat|predict|esperad|esperava|projeç|previs|mediana|expectativa|aposta|erwart|Prognose|Konsens|überrasch|surpreend|double|twice|triple|three times|quadruple|half|beat|miss|top|exceed|crush|short of|undershoot|disappoint|decepcion|acima|abaixo|flat|unchanged|stagna/i;

export function readSurprise(text: string): Surprise {
  if (!ANY_COMPARISON.test(text)) return { sign: 0, kind: null, inLine: false, unexpected: false, expectedAction: null, quote: null, figures: null };
  const base: Surprise = {
    sign: 0,
    kind: null,
    inLine: IN_LINE.test(text),
    unexpected: UNEXPECTED.test(text),
    expectedAction: null,
    quote: null,
    figures: null,
  };
  const action = EXPECTED_ACTION.exec(text)?.[1]?.toLowerCase();
  if (action) base.expectedAction = /hike|increase|rise/.test(action) ? 'hike' : /cut|reduction/.test(action) ? 'cut' : 'hold';
  const foreign = FOREIGN_EXPECTED_ACTION.exec(text);
  const foreignAction = (foreign?.[1] ?? foreign?.[2])?.toLowerCase();
  if (foreignAction) base.expectedAction = /corte|redução|senkung/.test(foreignAction) ? 'cut' : /alta|aumento|erhöhung/.test(foreignAction) ? 'hike' : 'hold';
  const dashed = DASHED_BETS.exec(text)?.[1]?.toLowerCase();
  if (dashed) base.expectedAction = /cut|easing|reduction/.test(dashed) ? 'cut' : 'hike';

  const markers = [...text.matchAll(EXPECT)];
  const figures = markers.length > 0 ? figuresOf(text) : [];
  for (const marker of markers) {
    const at = marker.index ?? 0;
    const end = at + marker[0].length;
    // The expected figure: the nearest figure beside the word, within its clause.
    const near = figures
      .map((f) => ({ f, gap: f.end <= at ? at - f.end : f.at >= end ? f.at - end : Number.POSITIVE_INFINITY }))
      .filter(({ f, gap }) => gap <= 32 && !OUTCOME_BETWEEN.test(text.slice(Math.min(f.end, end), Math.max(f.at, at))))
      .sort((a, b) => a.gap - b.gap)[0]?.f;
    if (!near) continue;
    const multiple = MULTIPLE.exec(text.slice(Math.max(0, near.at - 30), near.at));
    const actual = figures.find((f) => f !== near && f.at < near.at) ?? figures.find((f) => f !== near && f.at > near.end);
    if (multiple?.[1]) {
      const bigger = !/half/i.test(multiple[1]);
      return {
        ...base,
        sign: bigger ? 1 : -1,
        kind: 'size',
        inLine: false,
        quote: quoteOf(text, actual ?? near, near),
        figures: actual ? { outcome: actual.raw, expected: near.raw } : null,
      };
    }
    if (!actual) continue;
    const before = text.slice(Math.max(0, actual.at - 25), actual.at);
    // Basis points and points measure a policy move; other figures are compared as signed levels ("falls by 12,000" is -12,000).
    const kind = actual.unit !== 'other' || (near.unit !== 'other' && SIZE_BEFORE.test(before) && !LEVEL_BEFORE.test(before)) ? 'size' : 'level';
    // "a 50 bp hike; markets had expected 25": a bare figure takes the unit of the one it is compared with.
    const scale =
      actual.unit === 'bp' && near.unit === 'other' && near.value >= 1 ? 1 / 100 : near.unit === 'bp' && actual.unit === 'other' && actual.value >= 1 ? 100 : 1;
    const outcome = kind === 'size' ? Math.abs(actual.value) : signedValue(text, actual);
    const expected = (kind === 'size' ? Math.abs(near.value) : signedValue(text, near)) * scale;
    const pair = { outcome: actual.raw, expected: near.raw };
    if (outcome === expected) return { ...base, inLine: true, kind, quote: quoteOf(text, actual, near), figures: pair };
    return { ...base, sign: outcome > expected ? 1 : -1, kind, inLine: false, quote: quoteOf(text, actual, near), figures: pair };
  }
  const more = SIZE_MORE.exec(text);
  const less = SIZE_LESS.exec(text);
  if (more || less) return { ...base, sign: more ? 1 : -1, kind: 'size', inLine: false, quote: (more ?? less)?.[0] ?? null };
  const better = BETTER.exec(text);
  const worse = WORSE.exec(text);
  if (better || worse) {
    const sign: Sign = better && (!worse || better.index < worse.index) ? 1 : -1;
    return { ...base, sign, inLine: false, quote: (sign > 0 ? better : worse)?.[0] ?? null };
  }
  return base;
}

function quoteOf(text: string, actual: Figure, expected: Figure): string {
  const from = Math.min(actual.at, expected.at);
  const to = Math.max(actual.end, expected.end);
  // Widen to the expectation words around the later figure ("0.3% expected").
  const tail = /^[^;.,]{0,25}?\b(?:expected|forecasts?|consensus|estimates?|est\.?|projeções|esperava|erwartet)\b/i.exec(text.slice(to));
  return text.slice(from, to + (tail ? tail[0].length : 0)).trim();
}
