/**
 * Words as every search reads them, in the browser and on the server alike: letters and digits,
 * lower case, accents dropped, each reduced to its stem by the Porter2 English stemmer, so
 * "cuts", "cutting" and "cut" are one word, as are "rates"/"rate" and "hiked"/"hike". The
 * server stores a story's stems when it publishes it (src/server/news/search-stems.ts) and
 * compares query stems with them; the live page computes them here from the same text, so both
 * answer a query with the same stories.
 */
import stem from 'wink-porter2-stemmer';

/** A story's words as stems, in order, each part padded by spaces: " fed cut rate | rate … | aapl ". */
export type StoryStems = string;

/** Between the headline, the summary and the symbols: a phrase never spans two of them. */
const PART_BREAK = '|';

/** Stems of a text, in order. An apostrophe inside a word joins it ("Fed's" is "feds", stem "fed"). */
export function stemsOf(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu, '');
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map(stemOf);
}

/**
 * Stemming a word takes tens of microseconds and news repeats its words, so each is stemmed once;
 * the cache starts again past 50,000 words to stay small.
 */
const knownStems = new Map<string, string>();
function stemOf(word: string): string {
  let known = knownStems.get(word);
  if (known === undefined) {
    if (knownStems.size >= 50_000) knownStems.clear();
    known = stem(word);
    knownStems.set(word, known);
  }
  return known;
}

type SearchableStory = { headline: string; summary?: string | null; symbols?: readonly string[] | null };

/** What a search reads of a story: its headline, summary and symbols ("$AAPL" finds a story on AAPL). */
export function storyStems({ headline, summary, symbols }: SearchableStory): StoryStems {
  const stems = [...stemsOf(headline), PART_BREAK, ...stemsOf(summary ?? ''), PART_BREAK, ...stemsOf((symbols ?? []).join(' '))];
  return ` ${stems.join(' ')} `;
}
