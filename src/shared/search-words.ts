/**
 * Words as every search reads them, in the browser and on the server alike: letters and digits,
 * lower case, accents dropped, each reduced to its stem in the story's language (language.ts): the
 * Porter2 stemmer for English, so "cuts", "cutting" and "cut" are one word; CISTEM for German, so
 * "Zins", "Zinsen" and "Zinses" are; a light stemmer for Portuguese, so "juro" and "juros",
 * "inflação" and "inflações" are (search-stemmers.ts). A query does not say its language, so each
 * of its words is read in every language and finds a story whose words, read in the story's own
 * language, give one of those stems. The server stores a story's stems when it publishes it
 * (src/server/news/search-stems.ts) and compares query stems with them; the live page computes
 * them here from the same text, so both answer a query with the same stories.
 */
import stem from 'wink-porter2-stemmer';
import { detectLanguage } from './language';
import { foldAccents, germanStem, portugueseStem } from './search-stemmers';

/** A story's words as stems, in order, each part padded by spaces: " fed cut rate | rate … | aapl ". */
export type StoryStems = string;

/** Between the headline, the summary and the symbols: a phrase never spans two of them. */
const PART_BREAK = '|';

const LETTERS_AND_DIGITS = /[\p{L}\p{N}]+/gu;

/**
 * Each language's reading of one word: the English stemmer reads the word with its accents
 * dropped, as it always has; the other two need the accents ("ações" is a plural, "acoes" is not
 * recognisably one) and drop them from the stem.
 */
const stemmers = {
  en: (word: string) => (foldAccents(word).match(LETTERS_AND_DIGITS) ?? []).map(stem),
  de: (word: string) => foldAccents(germanStem(word)).match(LETTERS_AND_DIGITS) ?? [],
  pt: (word: string) => foldAccents(portugueseStem(word)).match(LETTERS_AND_DIGITS) ?? [],
};
export type StemLanguage = keyof typeof stemmers;
export const stemLanguages = Object.keys(stemmers) as StemLanguage[];

/** Stems of a text in one language, in order. An apostrophe inside a word joins it ("Fed's" is "feds", stem "fed"). */
export function stemsOf(text: string, language: StemLanguage): string[] {
  const lower = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/(?<=[\p{L}\p{M}\p{N}])['’](?=[\p{L}\p{N}])/gu, '');
  return (lower.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).flatMap((word) => stemOf(word, language));
}

/**
 * Stemming a word takes tens of microseconds and news repeats its words, so each is stemmed once
 * per language; the cache starts again past 50,000 words to stay small.
 */
const knownStems = new Map<string, string[]>();
function stemOf(word: string, language: StemLanguage): string[] {
  const key = `${language}:${word}`;
  let known = knownStems.get(key);
  if (known === undefined) {
    if (knownStems.size >= 50_000) knownStems.clear();
    known = stemmers[language](word);
    knownStems.set(key, known);
  }
  return known;
}

type SearchableStory = { headline: string; summary?: string | null; symbols?: readonly string[] | null };

/** The language a story's words are stemmed in: the one the analyzer reads it in, English for any other. */
function storyLanguage({ headline, summary }: SearchableStory): StemLanguage {
  const language = detectLanguage([headline, summary].filter(Boolean).join(' '));
  return language === 'de' || language === 'pt' ? language : 'en';
}

/** What a search reads of a story: its headline, summary and symbols ("$AAPL" finds a story on AAPL). */
export function storyStems(story: SearchableStory): StoryStems {
  const language = storyLanguage(story);
  const { headline, summary, symbols } = story;
  const stems = [...stemsOf(headline, language), PART_BREAK, ...stemsOf(summary ?? '', language), PART_BREAK, ...stemsOf((symbols ?? []).join(' '), language)];
  return ` ${stems.join(' ')} `;
}
