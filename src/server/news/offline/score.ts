/**
 * Lexicon scoring with negation and intensity: walks the tokens left to right, takes the
 * longest lexicon phrase at each position and adjusts it by nearby modifiers.
 */
import { type LexiconEntry, lexicon, modifiers, negators, type SignalTag } from './lexicon';
import { type Token, tokenize } from './tokenize';

type Hit = {
  tag: SignalTag;
  /** Final contribution after negation and intensity. */
  weight: number;
  /** The words that matched, as written. */
  phrase: string;
  negated: boolean;
  /** Product of intensity factors applied (1 when none). */
  intensity: number;
};

export type TextScore = { sum: number; hits: Hit[] };

/** How many words after a negator it still reaches ("did not quite beat"). */
const NEGATION_REACH = 3;
/** How many words after an intensifier it still reaches ("sharply lower", "biggest one-day drop"). */
const MODIFIER_REACH = 2;
/** Negated good news is bad; negated bad news is only mildly good ("no recession" is not a boom). */
const NEGATE_POSITIVE = -0.8;
const NEGATE_NEGATIVE = -0.5;
const MAX_HIT = 1.5;
const MIN_FACTOR = 0.5;
const MAX_FACTOR = 2.25;

const MOVE_TAGS = new Set<SignalTag>(['price-up', 'price-down']);
/** Plans and aims ("to boost sales", "to expand") are not outcomes yet: they count half. */
const INTENT_TAGS = new Set<SignalTag>(['tone-positive', 'tone-negative', 'macro-positive', 'macro-negative', 'contract-win', 'deal-positive']);
const INTENT_FACTOR = 0.5;

const preferStronger = (a: LexiconEntry, b: LexiconEntry) => Math.abs(a.weight) > Math.abs(b.weight);

/** A signed move such as "+5.6%" or "-2.7%": bigger moves count more, capped. */
function percentWeight(value: number): number {
  const size = Math.abs(value);
  if (size < 0.05) return 0;
  return Math.sign(value) * Math.min(0.9, 0.3 + size / 25);
}

function phraseOf(text: string, tokens: Token[], from: number, to: number): string {
  const first = tokens[from];
  const last = tokens[to - 1];
  return first && last ? text.slice(first.start, last.end) : '';
}

const UNIT = '(?:(cents?|c|bln|mln|billion|million|bn|mn|m|b|k)(?![a-z]))?(?![\\d.,a-z])';
const AMOUNT = '\\(?(-?[$€£]?\\s?-?\\d[\\d,]*(?:\\.\\d+)?)\\)?';
/**
 * Results headlines in the wire style "Q3 EPS $1.20 vs. $1.05" put the estimate after "vs.":
 * the sign of the gap is the surprise.
 */
const REPORTED_VS = new RegExp(
  `\\b(?:eps|revenue|revenues|sales|ffo|affo|ebitda|profit|net income|earnings|nii)\\b[^.;:]{0,20}?${AMOUNT}\\s*${UNIT}\\s+vs\\.?\\s+(?:consensus\\s+|estimates?\\s+|est\\.?\\s+)?${AMOUNT}\\s*${UNIT}(?!\\s*(?:a year|last year|year[- ]ago|prior|in q|in the year|yoy|y\\/y))`,
  'i',
);

function amount(raw: string, unit: string | undefined): number {
  const negative = raw.includes('-') || raw.includes('(');
  const value = Number.parseFloat(raw.replace(/[^\d.]/g, ''));
  const scale = !unit ? 1 : /^c/i.test(unit) ? 0.01 : /^(?:b|bn|bln|billion)$/i.test(unit) ? 1e9 : /^(?:m|mn|mln|million)$/i.test(unit) ? 1e6 : 1e3;
  return (negative ? -1 : 1) * value * scale;
}

function reportedVsExpected(text: string): Hit | null {
  const m = REPORTED_VS.exec(text);
  if (!m) return null;
  const actual = amount(m[1] ?? '', m[2]);
  const expected = amount(m[3] ?? '', m[4] ?? m[2]);
  if (!Number.isFinite(actual) || !Number.isFinite(expected) || expected === 0) return null;
  const gap = (actual - expected) / Math.abs(expected);
  if (Math.abs(gap) < 0.005) return { tag: 'earnings-inline', weight: 0, phrase: m[0], negated: false, intensity: 1 };
  const weight = Math.sign(gap) * Math.min(0.7, 0.35 + Math.abs(gap));
  return { tag: weight > 0 ? 'earnings-beat' : 'earnings-miss', weight, phrase: m[0], negated: false, intensity: 1 };
}

export function scoreText(text: string): TextScore {
  const tokens = tokenize(text);
  const hits: Hit[] = [];
  const surprise = reportedVsExpected(text);
  if (surprise) hits.push(surprise);
  let negation: { left: number; standalone: number; phrase: string; start: number } | null = null;
  // Pending intensity from a modifier word, and how many words it still reaches.
  let modFactor = 1;
  let modLeft = 0;
  let modStart = -1;

  const expireNegation = () => {
    if (negation && negation.standalone !== 0) {
      hits.push({ tag: 'tone-negative', weight: negation.standalone, phrase: negation.phrase, negated: false, intensity: 1 });
    }
    negation = null;
  };
  const passWord = () => {
    if (negation && --negation.left <= 0) expireNegation();
    if (modLeft > 0 && --modLeft === 0) {
      modFactor = 1;
      modStart = -1;
    }
  };

  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (!token) break;
    if (token.kind === 'punct') {
      expireNegation();
      modFactor = 1;
      modLeft = 0;
      modStart = -1;
      i++;
      continue;
    }
    if (token.kind === 'cashtag') {
      i++;
      continue;
    }

    const lex = lexicon.longestAt(tokens, i, preferStronger);
    const idiom = lex ? null : modifiers.longestAt(tokens, i);
    if ((!lex || lex.end - i < 2) && !(idiom && idiom.end - i >= 2)) {
      const neg = negators.longestAt(tokens, i);
      if (neg) {
        expireNegation();
        negation = { left: NEGATION_REACH, standalone: neg.pattern.data.standalone, phrase: phraseOf(text, tokens, i, neg.end), start: token.start };
        i = neg.end;
        continue;
      }
    }

    if (!lex) {
      const mod = modifiers.longestAt(tokens, i);
      if (mod) {
        // Stacked modifiers saturate: "edges slightly lower" is mild, not negligible.
        modFactor = Math.max(MIN_FACTOR, Math.min(MAX_FACTOR, modFactor * mod.pattern.data.factor));
        modLeft = MODIFIER_REACH + 1;
        if (modStart < 0) modStart = token.start;
        passWord();
        i = mod.end;
        continue;
      }
      if (token.kind === 'percent' && Number.isFinite(token.value) && /^[+-]/.test(token.norm)) {
        const weight = percentWeight(token.value);
        if (weight !== 0) {
          hits.push({ tag: weight > 0 ? 'price-up' : 'price-down', weight, phrase: phraseOf(text, tokens, i, i + 1), negated: false, intensity: 1 });
        }
      }
      passWord();
      i++;
      continue;
    }

    const entry = lex.pattern.data;
    let end = lex.end;
    let weight = entry.weight;
    let intensity = modFactor;
    // Quote the modifiers with the phrase: "falls sharply", "slightly lower".
    const quoteFrom = modStart >= 0 ? modStart : token.start;
    let quoteTo = tokens[lex.end - 1]?.end ?? token.end;
    modFactor = 1;
    modLeft = 0;
    modStart = -1;
    // A modifier right after the phrase also counts: "falls sharply", "rose slightly".
    const after = modifiers.longestAt(tokens, end);
    if (after) {
      intensity = Math.max(MIN_FACTOR, Math.min(MAX_FACTOR, intensity * after.pattern.data.factor));
      end = after.end;
      quoteTo = tokens[end - 1]?.end ?? quoteTo;
    }
    // A price move followed by its size: "jumps 12%", "down 8% after hours".
    if (MOVE_TAGS.has(entry.tag)) {
      for (let k = end; k < Math.min(end + 2, tokens.length); k++) {
        const next = tokens[k];
        if (!next || next.kind === 'punct') break;
        if (next.kind === 'percent') {
          intensity *= 1 + Math.min(Math.abs(next.value), 25) / 25;
          end = k + 1;
          break;
        }
      }
    }
    if (INTENT_TAGS.has(entry.tag) && tokens[i - 1]?.norm === 'to') intensity *= INTENT_FACTOR;
    weight *= intensity;
    let phrase = text.slice(quoteFrom, quoteTo);
    let negated = false;
    if (negation && weight !== 0) {
      weight *= weight > 0 ? NEGATE_POSITIVE : NEGATE_NEGATIVE;
      negated = true;
      phrase = text.slice(Math.min(negation.start, quoteFrom), quoteTo);
      negation = null;
    }
    weight = Math.max(-MAX_HIT, Math.min(MAX_HIT, weight));
    hits.push({ tag: entry.tag, weight, phrase, negated, intensity });
    passWord();
    i = end;
  }
  expireNegation();

  return { sum: hits.reduce((s, h) => s + h.weight, 0), hits };
}
