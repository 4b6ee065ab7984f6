import { expect, test } from 'bun:test';
import { MAX_SEARCH_TERMS, parseSearchTerms } from './search-query';

const texts = (words: string) =>
  parseSearchTerms(words).map((group) => group.map((term) => `${term.excluded ? '-' : ''}${term.phrase ? `"${term.text}"` : term.text}`).join(' | '));

test('the web search syntax: phrases, exclusions and alternatives', () => {
  expect(texts('fed "rate cut" -bitcoin')).toEqual(['fed', '"rate cut"', '-bitcoin']);
  expect(texts('oil or gold opec')).toEqual(['oil | gold', 'opec']);
  expect(texts('covid-19 example.com')).toEqual(['covid-19', 'example.com']);
});

test('bare operators and punctuation are no terms, and the terms are capped', () => {
  expect(texts('-'.repeat(200))).toEqual([]);
  expect(texts(`fed ${'&|!:*'.repeat(40)} - -- "" ( ) rates`)).toEqual(['fed', 'rates']);
  expect(texts('or or fed or')).toEqual(['fed']);
  expect(texts('---fed')).toEqual(['-fed']);
  expect(parseSearchTerms(Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ')).flat()).toHaveLength(MAX_SEARCH_TERMS);
});
