import { describe, expect, test } from 'bun:test';
import { compilePattern, PatternIndex, verbForms } from './patterns';
import { cleanText, tokenize } from './tokenize';

const index = (sources: string[], macros: Record<string, string> = {}) => new PatternIndex(sources.map((s) => compilePattern(s, s, macros)));

function longest(idx: PatternIndex<string>, text: string, at = 0): string | null {
  return idx.longestAt(tokenize(text), at)?.pattern.data ?? null;
}

describe('verbForms', () => {
  test('regular and irregular verbs', () => {
    expect(verbForms('surge')).toEqual(['surge', 'surges', 'surged', 'surging']);
    expect(verbForms('drop')).toEqual(['drop', 'drops', 'dropped', 'dropping']);
    expect(verbForms('rally')).toEqual(['rally', 'rallies', 'rallied', 'rallying']);
    expect(verbForms('miss')).toEqual(['miss', 'misses', 'missed', 'missing']);
    expect(verbForms('fall')).toContain('fell');
  });
});

describe('pattern language', () => {
  test('exact words, prefixes, verb forms and alternatives', () => {
    const idx = index(['downgrad~', 'soar^', 'beat|top estimates']);
    expect(longest(idx, 'downgraded')).toBe('downgrad~');
    expect(longest(idx, 'soared')).toBe('soar^');
    expect(longest(idx, 'tops estimates')).toBeNull(); // "tops" is not "top"
    expect(longest(idx, 'top estimates')).toBe('beat|top estimates');
  });

  test('optional elements, wildcards, numbers and percents', () => {
    const idx = index(['cut^ *? jobs', 'up %', 'chapter #']);
    expect(longest(idx, 'cuts 5,000 jobs')).toBe('cut^ *? jobs');
    expect(longest(idx, 'cuts jobs')).toBe('cut^ *? jobs');
    expect(longest(idx, 'up 4%')).toBe('up %');
    expect(longest(idx, 'chapter 11')).toBe('chapter #');
  });

  test('macros expand and the longest match wins', () => {
    const idx = index(['raise^', 'raise^ @G'], { G: 'guidance|outlook' });
    const tokens = tokenize('raises outlook today');
    const m = idx.longestAt(tokens, 0);
    expect(m?.pattern.data).toBe('raise^ @G');
    expect(m?.end).toBe(2);
  });

  test('rejects patterns that start with an optional element or use unknown macros', () => {
    expect(() => compilePattern('price? target', null, {})).toThrow();
    expect(() => compilePattern('@NOPE', null, {})).toThrow();
  });
});

describe('tokenize', () => {
  test('strips URLs and markup and expands contractions', () => {
    expect(cleanText('Stocks <b>rise</b> &amp; bonds https://t.co/abc')).toBe('Stocks rise & bonds');
    expect(cleanText("Acme didn't beat; won't pay")).toBe('Acme did not beat; will not pay');
  });

  test('keeps signs on percents and recognises cashtags', () => {
    const kinds = tokenize('$TSLA (+5.6% pre) shares -2.7% and 3%').map((t) => `${t.kind}:${t.norm}`);
    expect(kinds).toContain('cashtag:$tsla');
    expect(kinds).toContain('percent:+5.6%');
    expect(kinds).toContain('percent:-2.7%');
    expect(kinds).toContain('percent:3%');
  });
});
