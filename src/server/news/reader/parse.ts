/**
 * Parse: a headline or summary as the reader's tokens. wink-nlp splits sentences and tokens and
 * tags the English parts of speech; every word is then reduced to the stem its
 * language's stemmer gives (the same stems search uses), so a lexicon written in plain words
 * matches every inflection of them.
 *
 * The one layer of headline grammar: wire prefixes ("UPDATE 2-", "BREAKING:") say nothing, and a
 * punctuation mark between words ends a clause.
 */

import type { ItemSentence, ItemToken } from 'wink-nlp';
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
  /** The word is in a sentence that asks ("Will the yen slide?"). */
  question: boolean;
};

/** Wire services' labels before the news: "UPDATE 2-", "RPT-", "BREAKING:", "EXCLUSIVE-". */
const WIRE_PREFIX = /^\s*(?:(?:UPDATE|WRAPUP|RPT|REFILE|CORRECTED|EXCLUSIVE|BREAKING|FLASH|URGENT|ANALYSIS|INSIGHT)\s*\d*\s*[-:–—]\s*)+/i;

/** Hashtags, cashtags and links label or point; they say nothing about what happened. */
const LABELS = /(?:^|\s)(?:#|\$(?=[A-Za-z]))\S+|https?:\/\/\S+/g;

/** Marks that end a clause; a hyphen inside a word ("three-quarters") does not. */
const CLAUSE_MARKS = new Set([',', ';', ':', '—', '–', '-', '(', ')', '|', '.', '!', '?', '"', '“', '”']);

export function tokensOf(text: string, language: Language): Token[] {
  const nlp = winkEnglish(['sbd', 'pos']);
  const its = nlp.its;
  const doc = nlp.readDoc(text.replace(WIRE_PREFIX, '').replace(LABELS, ' '));
  const tokens: Token[] = [];
  // wink splits "three-quarters" and "won't" into pieces: pieces with no space between them are one word again.
  let word = '';
  let pos = '';
  let breakNext = true;
  let question = false;
  const flush = () => {
    for (const written of wordsOf(word)) {
      tokens.push({ word: written, stem: stemsOf(written, language)[0] ?? written, pos, breakBefore: breakNext, question });
      breakNext = false;
    }
    word = '';
    pos = '';
  };
  doc.sentences().each((sentence: ItemSentence) => {
    flush();
    breakNext = true;
    question = sentence.out().trimEnd().endsWith('?');
    const pieces = sentence.tokens();
    pieces.each((piece: ItemToken, index: number) => {
      const surface = piece.out();
      const spaced = piece.out(its.precedingSpaces) !== '';
      const nextSpaced = index + 1 >= pieces.length() || pieces.itemAt(index + 1).out(its.precedingSpaces) !== '';
      if (CLAUSE_MARKS.has(surface) && (spaced || nextSpaced || surface !== '-')) {
        flush();
        breakNext = true;
        return;
      }
      if (spaced) flush();
      if (word === '' && language === 'en') pos = piece.out(its.pos);
      word += surface;
    });
  });
  flush();
  return tokens;
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
