import { describe, expect, test } from 'bun:test';
import { findForbiddenText, forbiddenCharacterIn, MAX_INPUT_DEPTH } from './plain-text';

describe('the rule for free text', () => {
  test('ordinary text of any script passes, emoji included', () => {
    for (const text of ['Ann Lee', 'Jürgen Groß', 'Zoë “quoted” — 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚀', '東京', '']) expect(forbiddenCharacterIn(text)).toBeNull();
  });

  test('control characters are named by their code point', () => {
    expect(forbiddenCharacterIn('a\u0000b')).toBe('U+0000');
    expect(forbiddenCharacterIn('a\u001bb')).toBe('U+001B');
    expect(forbiddenCharacterIn('a\u007fb')).toBe('U+007F');
    expect(forbiddenCharacterIn('a\u0085b')).toBe('U+0085');
    expect(forbiddenCharacterIn('broken \ud800 half')).toBe('U+D800');
    expect(forbiddenCharacterIn('broken \udc00 half')).toBe('U+DC00');
  });

  test('tab and line breaks only where lines are allowed, and a carriage return only before a line feed', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(forbiddenCharacterIn(text)).not.toBeNull();
      expect(forbiddenCharacterIn(text, { linesAllowed: true })).toBeNull();
    }
    expect(forbiddenCharacterIn('a\rb', { linesAllowed: true })).toBe('U+000D');
    expect(forbiddenCharacterIn('a\u000bb', { linesAllowed: true })).toBe('U+000B');
  });

  test('the walk names the field, in values, keys and arrays', () => {
    expect(findForbiddenText({ name: 'ok', reason: 'x\ny' }, ['reason'])).toBeNull();
    expect(findForbiddenText({ name: 'a\nb', reason: 'x\ny' }, ['reason'])?.path).toEqual(['name']);
    expect(findForbiddenText({ list: ['ok', { note: '\u0000' }] })?.path).toEqual(['list', '1', 'note']);
    expect(findForbiddenText({ 'k\u0000': 1 })?.path).toEqual(['"k\\u0000"']);
    expect(findForbiddenText('\u0000')?.path).toEqual([]);
    expect(findForbiddenText({ first: '\u0001', second: '\u0002' })?.message).toContain('U+0001');
  });

  test('any nesting is walked without recursion, and too deep a nesting is refused', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findForbiddenText(deep)?.message).toBe('Nested too deeply.');
    let shallow: unknown = 'x';
    for (let level = 0; level < MAX_INPUT_DEPTH; level++) shallow = { a: shallow };
    expect(findForbiddenText(shallow)).toBeNull();
  });
});
