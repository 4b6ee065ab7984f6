/**
 * Parse: a headline or summary as the reader's tokens. wink-nlp splits sentences and tokens and
 * tags the English parts of speech; every word is then reduced to the stem its
 * language's stemmer gives (the same stems search uses), so a lexicon written in plain words
 * matches every inflection of them.
 *
 * The one layer of headline grammar: wire prefixes ("UPDATE 2-", "BREAKING:") say nothing, and a
 * punctuation mark between words ends a clause.
 */

import type { Language } from '../../../shared/language';
import { stemsOf } from '../../../shared/search-words';
import { winkEnglish } from '../wink';

export type Token = {
  /** The word as written, in lower case, without a possessive "'s": names are matched on it. */
  word: string;
  /** The stem of the word, in the text's language: other words are matched on it. */
  stem: string;
  /** wink-nlp's part of speech for English ("ADJ" in "rising deficits"), else "". */
  pos: string;
  /** A punctuation mark or a sentence end comes before the word: a clause may start here. */
  breakBefore: boolean;
  /** The mark before the word is a colon: what comes before it names who is quoted ("ECB's Schnabel: …"). */
  afterColon: boolean;
  /** The word is in a sentence that asks ("Will the yen slide?"). */
  question: boolean;
  /** Where the written piece the word is part of starts and ends in the text, to quote a clause as written. */
  start: number;
  end: number;
};

/** Wire services' labels before the news: "UPDATE 2-", "RPT-", "BREAKING:", "EXCLUSIVE-". */
const WIRE_PREFIX = /^\s*(?:(?:UPDATE|WRAPUP|RPT|REFILE|CORRECTED|EXCLUSIVE|BREAKING|FLASH|URGENT|ANALYSIS|INSIGHT)\s*\d*\s*[-:–—]\s*)+/i;

/** Hashtags, cashtags and links label or point; they say nothing about what happened. */
const LABELS = /(?:^|\s)(?:#|\$(?=[A-Za-z]))\S+|https?:\/\/\S+/g;

/** Marks that may close a sentence after its question mark ("… slide?”"). */
const CLOSERS = new Set(['"', '”', '’', "'", ')', '»']);

/** Marks that end a clause; a hyphen inside a word ("three-quarters") does not. */
const CLAUSE_MARKS = new Set([',', ';', ':', '—', '–', '-', '(', ')', '|', '.', '!', '?', '"', '“', '”']);

/**
 * A reading of a text kept for its last few texts: an analysis asks for the tokens and frames of
 * one text more than once (the economy's reading, then a company's). What it keeps is never
 * changed once made.
 */
export function keptForRecentTexts<T>(read: (text: string, language: Language) => T, size = 8): (text: string, language: Language) => T {
  const recent = new Map<string, T>();
  return (text, language) => {
    const key = `${language}:${text}`;
    let value = recent.get(key);
    if (value === undefined) {
      value = read(text, language);
      if (recent.size >= size) recent.delete(recent.keys().next().value as string);
      recent.set(key, value);
    }
    return value;
  };
}

/** A text as the reader's tokens; the parse is most of the reading's cost. */
export const tokensOf: (text: string, language: Language) => readonly Token[] = keptForRecentTexts(parse);

function parse(text: string, language: Language): Token[] {
  const nlp = winkEnglish(['sbd', 'pos']);
  const its = nlp.its;
  // Labels are blanked, not removed, so that every word keeps its place in the text.
  const blank = (label: string) => ' '.repeat(label.length);
  const doc = nlp.readDoc(text.replace(WIRE_PREFIX, blank).replace(LABELS, blank));
  const tokens: Token[] = [];
  // wink splits "three-quarters" and "won't" into pieces: pieces with no space between them are one word again.
  let word = '';
  let pos = '';
  let breakNext = true;
  let colonNext = false;
  let question = false;
  // Where the word being built starts and ends, and how far the text has been read.
  let start = 0;
  let end = 0;
  let offset = 0;
  const flush = () => {
    for (const { written, stem } of wordsAndStems(word, language)) {
      tokens.push({ word: written, stem, pos, breakBefore: breakNext, afterColon: colonNext, question, start, end });
      breakNext = false;
      colonNext = false;
    }
    word = '';
    pos = '';
  };
  // Whole columns at once: asking wink for each token's text, spacing and tag one by one costs more than the parse.
  const surfaces = doc.tokens().out() as string[];
  const spacings = doc.tokens().out(its.precedingSpaces) as string[];
  const tags = language === 'en' ? (doc.tokens().out(its.pos) as string[]) : [];
  for (const [first, last] of doc.sentences().out(its.span) as unknown as [number, number][]) {
    flush();
    breakNext = true;
    question = surfaces
      .slice(first, last + 1)
      .some((surface, i) => surface === '?' && surfaces.slice(first + i + 1, last + 1).every((after) => CLOSERS.has(after)));
    for (let at = first; at <= last; at++) {
      const surface = surfaces[at] ?? '';
      const spaced = spacings[at] !== '';
      offset += (spacings[at] ?? '').length;
      const nextSpaced = at + 1 > last || spacings[at + 1] !== '';
      if (CLAUSE_MARKS.has(surface) && (spaced || nextSpaced || surface !== '-')) {
        flush();
        offset += surface.length;
        breakNext = true;
        colonNext = surface === ':';
        continue;
      }
      if (spaced) flush();
      if (word === '') {
        pos = tags[at] ?? '';
        start = offset;
      }
      word += surface;
      offset += surface.length;
      end = offset;
    }
  }
  flush();
  return tokens;
}

/**
 * A written piece as its words and their stems, cached: news repeats its words, and splitting and
 * stemming each one again costs more than the parse. The cache starts again past 50,000 pieces.
 */
const pieces: Record<Language, Map<string, readonly { written: string; stem: string }[]>> = { en: new Map(), de: new Map(), pt: new Map() };
function wordsAndStems(piece: string, language: Language): readonly { written: string; stem: string }[] {
  if (piece === '') return [];
  const cache = pieces[language];
  let known = cache.get(piece);
  if (!known) {
    if (cache.size >= 50_000) cache.clear();
    known = wordsOf(piece).map((written) => ({ written, stem: stemsOf(written, language)[0] ?? written }));
    cache.set(piece, known);
  }
  return known;
}

/** The words of a text and their stems, without the parse: for a quick look before one. */
export function wordsAndStemsOf(text: string, language: Language): { written: string; stem: string }[] {
  return text.split(/\s+/).flatMap((piece) => wordsAndStems(piece, language));
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const POSSESSIVE = /['’]s(?![\p{L}])/gu;
const INNER_APOSTROPHE = /(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu;

/** Words in lower case, as search splits them ("won't" is "wont"), a possessive dropped ("Fed's" is "fed"). */
export function wordsOf(text: string): string[] {
  return text.normalize('NFC').toLowerCase().replace(POSSESSIVE, '').replace(INNER_APOSTROPHE, '').match(WORD) ?? [];
}

/** A phrase as stems, read the way the text is: the lexicon's words meet the text's on the same stems. */
export function phraseStems(phrase: string, language: Language): string[] {
  return wordsOf(phrase).map((word) => stemsOf(word, language)[0] ?? word);
}
