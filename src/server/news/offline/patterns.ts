/**
 * A tiny token-pattern language for the lexicon, compiled once at start-up.
 *
 * A pattern is space-separated elements, each matching one token:
 *   word         exact word              ("beat")
 *   word~        word prefix             ("downgrad~" matches downgrade, downgraded, downgrades)
 *   word^        regular verb forms      ("surge^" matches surge, surges, surged, surging)
 *   a|b~|c^      any of the alternatives
 *   @NAME        a macro from the macro table (its text is itself an alternative list)
 *   %  #  *      any percent, any number, any word or number
 *   elem?        optional element
 */
import type { Token } from './tokenize';

type Alt = { exact: Set<string>; prefixes: string[]; percent: boolean; number: boolean; anyWord: boolean };
type Element = Alt & { optional: boolean };
export type CompiledPattern<T> = { source: string; elements: Element[]; data: T };

const IRREGULAR: Record<string, string[]> = {
  rise: ['rise', 'rises', 'rose', 'risen', 'rising'],
  fall: ['fall', 'falls', 'fell', 'fallen', 'falling'],
  sink: ['sink', 'sinks', 'sank', 'sunk', 'sinking'],
  slide: ['slide', 'slides', 'slid', 'sliding'],
  lose: ['lose', 'loses', 'lost', 'losing'],
  win: ['win', 'wins', 'won', 'winning'],
  cut: ['cut', 'cuts', 'cutting'],
  hit: ['hit', 'hits', 'hitting'],
  beat: ['beat', 'beats', 'beaten', 'beating'],
  shrink: ['shrink', 'shrinks', 'shrank', 'shrunk', 'shrinking'],
  fly: ['fly', 'flies', 'flew', 'flying'],
  grow: ['grow', 'grows', 'grew', 'grown', 'growing'],
  sell: ['sell', 'sells', 'sold', 'selling'],
  set: ['set', 'sets', 'setting'],
  lay: ['lay', 'lays', 'laid', 'laying'],
  shut: ['shut', 'shuts', 'shutting'],
  put: ['put', 'puts', 'putting'],
  up: ['up', 'ups', 'upped', 'upping'],
  see: ['see', 'sees', 'saw', 'seen', 'seeing'],
  take: ['take', 'takes', 'took', 'taken', 'taking'],
  keep: ['keep', 'keeps', 'kept', 'keeping'],
  hold: ['hold', 'holds', 'held', 'holding'],
  break: ['break', 'breaks', 'broke', 'broken', 'breaking'],
  begin: ['begin', 'begins', 'began', 'begun', 'beginning'],
  tear: ['tear', 'tears', 'tore', 'torn', 'tearing'],
  strike: ['strike', 'strikes', 'struck', 'striking'],
  lead: ['lead', 'leads', 'led', 'leading'],
  shed: ['shed', 'sheds', 'shedding'],
  blow: ['blow', 'blows', 'blew', 'blown', 'blowing'],
  go: ['go', 'goes', 'went', 'gone', 'going'],
  come: ['come', 'comes', 'came', 'coming'],
};

/** Regular English verb forms; enough for the lexicon's market verbs. */
export function verbForms(base: string): string[] {
  const irregular = IRREGULAR[base];
  if (irregular) return irregular;
  if (base.endsWith('e')) return [base, `${base}s`, `${base}d`, `${base.slice(0, -1)}ing`];
  if (/[^aeiou]y$/.test(base)) return [base, `${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`, `${base}ing`];
  const s = /(s|sh|ch|x|z)$/.test(base) ? `${base}es` : `${base}s`;
  // Short consonant-vowel-consonant verbs double the last letter: drop -> dropped, slip -> slipping.
  const stem = base.length <= 4 && /[^aeiou][aeiou][bdgklmnprt]$/.test(base) ? base + base.slice(-1) : base;
  return [base, s, `${stem}ed`, `${stem}ing`];
}

function compileAlt(text: string, macros: Record<string, string>, seen: string[] = []): Alt {
  const alt: Alt = { exact: new Set(), prefixes: [], percent: false, number: false, anyWord: false };
  for (const part of text.split('|')) {
    if (part.startsWith('@')) {
      const name = part.slice(1);
      const body = macros[name];
      if (body === undefined || seen.includes(name)) throw new Error(`unknown or recursive macro @${name}`);
      const inner = compileAlt(body, macros, [...seen, name]);
      for (const w of inner.exact) alt.exact.add(w);
      alt.prefixes.push(...inner.prefixes);
      alt.percent ||= inner.percent;
      alt.number ||= inner.number;
      alt.anyWord ||= inner.anyWord;
    } else if (part === '%') alt.percent = true;
    else if (part === '#') alt.number = true;
    else if (part === '*') alt.anyWord = true;
    else if (part.endsWith('~')) alt.prefixes.push(part.slice(0, -1));
    else if (part.endsWith('^')) for (const form of verbForms(part.slice(0, -1))) alt.exact.add(form);
    else if (part) alt.exact.add(part);
  }
  return alt;
}

export function compilePattern<T>(source: string, data: T, macros: Record<string, string>): CompiledPattern<T> {
  const elements = source
    .trim()
    .split(/\s+/)
    .map((raw) => {
      const optional = raw.endsWith('?') && raw.length > 1;
      return { ...compileAlt(optional ? raw.slice(0, -1) : raw, macros), optional };
    });
  if (elements.length === 0 || elements[0]?.optional) throw new Error(`pattern must start with a required element: ${source}`);
  return { source, elements, data };
}

function elementMatches(el: Alt, token: Token): boolean {
  switch (token.kind) {
    case 'percent':
      return el.percent;
    case 'number':
      // "*" stands for any word or number ("cuts 100 jobs").
      return el.number || el.anyWord;
    case 'word':
      if (el.anyWord || el.exact.has(token.norm)) return true;
      for (const p of el.prefixes) if (token.norm.startsWith(p)) return true;
      return false;
    default:
      return false;
  }
}

/** Longest match of the elements starting at token i; returns the end index (exclusive) or -1. */
function matchFrom(elements: Element[], e: number, tokens: Token[], i: number): number {
  if (e === elements.length) return i;
  const el = elements[e];
  if (!el) return -1;
  const token = tokens[i];
  let best = -1;
  if (token && elementMatches(el, token)) best = matchFrom(elements, e + 1, tokens, i + 1);
  if (el.optional) best = Math.max(best, matchFrom(elements, e + 1, tokens, i));
  return best;
}

/**
 * Indexes patterns by what their first element can match, so each token only tries the few
 * patterns that could start there.
 */
export class PatternIndex<T> {
  private byWord = new Map<string, CompiledPattern<T>[]>();
  private byPrefix = new Map<string, CompiledPattern<T>[]>();
  private maxPrefix = 0;
  private percent: CompiledPattern<T>[] = [];
  private number: CompiledPattern<T>[] = [];
  private any: CompiledPattern<T>[] = [];
  /** What may start at a number: "*" stands for one too ("cuts 100 jobs"). */
  private readonly numberOrAny: CompiledPattern<T>[];

  constructor(readonly patterns: CompiledPattern<T>[]) {
    const push = (map: Map<string, CompiledPattern<T>[]>, key: string, p: CompiledPattern<T>) => {
      const list = map.get(key);
      if (list) list.push(p);
      else map.set(key, [p]);
    };
    for (const p of patterns) {
      const first = p.elements[0];
      if (!first) continue;
      for (const w of first.exact) push(this.byWord, w, p);
      for (const pre of first.prefixes) {
        push(this.byPrefix, pre, p);
        this.maxPrefix = Math.max(this.maxPrefix, pre.length);
      }
      if (first.percent) this.percent.push(p);
      if (first.number) this.number.push(p);
      if (first.anyWord) this.any.push(p);
    }
    this.numberOrAny = [...this.number, ...this.any];
  }

  /** Candidates by word: the same words recur across headlines. Bounded: cleared when full. */
  private byToken = new Map<string, CompiledPattern<T>[]>();
  private static readonly CACHED_WORDS = 50_000;

  private candidates(token: Token): CompiledPattern<T>[] {
    if (token.kind === 'percent') return this.percent;
    if (token.kind === 'number') return this.numberOrAny;
    if (token.kind !== 'word') return [];
    const cached = this.byToken.get(token.norm);
    if (cached) return cached;
    const out: CompiledPattern<T>[] = [...(this.byWord.get(token.norm) ?? []), ...this.any];
    const limit = Math.min(this.maxPrefix, token.norm.length);
    for (let k = 1; k <= limit; k++) {
      const list = this.byPrefix.get(token.norm.slice(0, k));
      if (list) out.push(...list);
    }
    if (this.byToken.size >= PatternIndex.CACHED_WORDS) this.byToken.clear();
    this.byToken.set(token.norm, out);
    return out;
  }

  /**
   * The longest pattern matching at token i (ties: the earlier-listed pattern), with its end index.
   * `prefer` breaks ties between equally long matches (e.g. by weight).
   */
  longestAt(tokens: Token[], i: number, prefer?: (a: T, b: T) => boolean): { pattern: CompiledPattern<T>; end: number } | null {
    const token = tokens[i];
    if (!token) return null;
    let best: { pattern: CompiledPattern<T>; end: number } | null = null;
    for (const p of this.candidates(token)) {
      const end = matchFrom(p.elements, 0, tokens, i);
      if (end <= i) continue;
      if (!best || end > best.end || (end === best.end && prefer?.(p.data, best.pattern.data))) best = { pattern: p, end };
    }
    return best;
  }
}
