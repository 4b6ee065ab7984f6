import { expect, test } from 'bun:test';
import { MAX_SEARCH_TERMS, matchesSearch, parseSearchQuery } from './search-query';
import { storyStems } from './search-words';

/** The query as English reads it (a term's first reading). */
const texts = (words: string) =>
  parseSearchQuery(words).map((group) =>
    group
      .map((term) => {
        const stems = term.variants[0] ?? [];
        return `${term.excluded ? '-' : ''}${term.phrase ? `"${stems.join(' ')}"` : stems.join(' ')}`;
      })
      .join(' | '),
  );
const story = (headline: string, summary = '', symbols: string[] = []) => storyStems({ headline, summary, symbols });
const finds = (words: string, headline: string, summary = '', symbols: string[] = []) =>
  matchesSearch(parseSearchQuery(words), story(headline, summary, symbols));

test('the syntax: words, phrases, exclusions and alternatives, read as stems', () => {
  expect(texts('fed "rate cuts" -bitcoin')).toEqual(['fed', '"rate cut"', '-bitcoin']);
  expect(texts('oil or gold opec')).toEqual(['oil | gold', 'opec']);
  expect(texts('OIL OR GOLD')).toEqual(['oil | gold']);
  // A word that splits into several is a phrase of them.
  expect(texts('covid-19 U.S. $AAPL')).toEqual(['"covid 19"', '"u s"', 'aapl']);
});

test('a word finds its variants, in any order', () => {
  expect(finds('rate cut', 'Central bank cuts rates again')).toBe(true);
  expect(finds('rate cut', 'A rate cut is priced in')).toBe(true);
  expect(finds('rates cutting', 'The rate cut came early')).toBe(true);
  expect(finds('hike', 'Lender hiked its deposit rate')).toBe(true);
  expect(finds('hiked', 'More hikes ahead, says governor')).toBe(true);
  expect(finds('Nestle', 'Nestlé raises prices')).toBe(true);
  expect(finds("fed's", 'The Fed holds')).toBe(true);
  // Every word must be there.
  expect(finds('rate cut', 'Rates hold steady')).toBe(false);
});

test('a phrase keeps its order and adjacency, variants allowed', () => {
  expect(finds('"rate cut"', 'Surprise rate cuts lift stocks')).toBe(true);
  expect(finds('"rate cut"', 'Bank cuts rates')).toBe(false);
  expect(finds('"rate cut"', 'Rate decision: a cut')).toBe(false);
  // Never across the headline and the summary.
  expect(finds('"steady rate"', 'Bank holds steady', 'Rate unchanged')).toBe(false);
});

test('exclusion, alternatives and symbols', () => {
  expect(finds('oil -opec', 'Oil rises as OPEC meets')).toBe(false);
  expect(finds('oil -opec', 'Oil rises on supply worries')).toBe(true);
  expect(finds('bank -"rate cut"', 'Bank cuts rates')).toBe(true);
  expect(finds('bank -"rate cut"', 'Bank rate cut')).toBe(false);
  expect(finds('gold or silver', 'Silver climbs')).toBe(true);
  expect(finds('gold or silver', 'Copper climbs')).toBe(false);
  expect(finds('$NVDA', 'Chip maker beats estimates', '', ['NVDA'])).toBe(true);
  expect(finds('nvda', 'Chip maker beats estimates', '', ['AMD'])).toBe(false);
  expect(finds('-tesla', 'Copper climbs')).toBe(true);
});

test('hostile input: operators alone find nothing, metacharacters are no words, and size is bounded', () => {
  for (const words of ['-'.repeat(200), '"', '""', 'or or', '% _ \\', '%%%', '(((', '<->']) expect(texts(words)).toEqual([]);
  expect(texts("'; drop table news_analysis; --")).toEqual(['drop', 'tabl', '"news analysi"']);
  expect(finds('%', 'Anything at all')).toBe(false);
  expect(finds('', 'Anything at all')).toBe(false);
  expect(finds('50% stake', 'Buyer takes a 50% stake')).toBe(true);
  expect(finds('a_b', 'a b')).toBe(true);
  expect(texts(`fed ${'&|!:*'.repeat(40)} - -- "" ( ) rates`)).toEqual(['fed', 'rate']);
  expect(texts('or or fed or')).toEqual(['fed']);
  expect(texts('---fed')).toEqual(['-fed']);
  // An unbalanced quote runs to the end.
  expect(texts('oil "rate cut')).toEqual(['oil', '"rate cut"']);
  expect(parseSearchQuery(Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ')).flat()).toHaveLength(MAX_SEARCH_TERMS);
  const longPhrase = parseSearchQuery(`"${'word '.repeat(500)}"`);
  expect(longPhrase[0]?.[0]?.variants.every((stems) => stems.length === 16)).toBe(true);
});

test('German and Portuguese stories are found by the other forms of their words, English ones as before', () => {
  for (const words of ['Zins', 'zinsen', 'Zinses']) expect(finds(words, 'Die Notenbank hält die Zinsen stabil')).toBe(true);
  expect(finds('Zinssenkung', 'Anleger setzen auf weitere Zinssenkungen der Notenbank')).toBe(true);
  expect(finds('märkte', 'Der Markt für Anleihen bleibt nervös')).toBe(true);
  for (const words of ['juro', 'juros']) expect(finds(words, 'O banco central mantém o juro básico')).toBe(true);
  expect(finds('inflação', 'As inflações dos países vizinhos preocupam o governo')).toBe(true);
  expect(finds('inflacionario', 'A pressão inflacionária volta a subir e preocupa os lojistas da capital')).toBe(true);
  expect(finds('"juros altos"', 'Com juros altos, o crédito encolhe')).toBe(true);
  expect(finds('"juros altos"', 'Os altos juros travam o crédito')).toBe(false);
  expect(finds('rate cuts', 'Central bank cuts rates again')).toBe(true);
  expect(finds('Zins', 'Central bank cuts rates again')).toBe(false);
});
