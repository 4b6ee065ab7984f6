/**
 * Parse: a headline or summary as the reader's tokens. wink-nlp splits sentences and tokens and
 * marks the English tokens a negation scopes over; every word is then reduced to the stem its
 * language's stemmer gives (the same stems search uses), so a lexicon written in plain words
 * matches every inflection of them.
 *
 * The one layer of headline grammar: wire prefixes ("UPDATE 2-", "BREAKING:") say nothing, and a
 * punctuation mark between words ends a clause.
 */

import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItemToken } from 'wink-nlp';
import type { Language } from '../../../shared/language';
import { stemsOf } from '../../../shared/search-words';

const nlp = winkNLP(model, ['sbd', 'negation']);
const its = nlp.its;

export type Token = {
  /** The stem of the word, in the text's language. */
  stem: string;
  /** An English negation ("not", "no", "never") scopes over the word. */
  negated: boolean;
  /** A punctuation mark or a sentence end comes before the word: a clause may start here. */
  breakBefore: boolean;
};

/** Wire services' labels before the news: "UPDATE 2-", "RPT-", "BREAKING:", "EXCLUSIVE-". */
const WIRE_PREFIX = /^\s*(?:(?:UPDATE|WRAPUP|RPT|REFILE|CORRECTED|EXCLUSIVE|BREAKING|FLASH|URGENT|ANALYSIS|INSIGHT)\s*\d*\s*[-:–—]\s*)+/i;

/** Marks that end a clause; a hyphen inside a word ("three-quarters") does not. */
const CLAUSE_MARKS = new Set([',', ';', ':', '—', '–', '-', '(', ')', '|', '.', '!', '?', '"', '“', '”']);

export function tokensOf(text: string, language: Language): Token[] {
  const doc = nlp.readDoc(text.replace(WIRE_PREFIX, ''));
  const tokens: Token[] = [];
  // wink splits "three-quarters" and "won't" into pieces: pieces with no space between them are one word again.
  let word = '';
  let negated = false;
  let breakNext = true;
  const flush = () => {
    for (const stem of stemsOf(word, language)) {
      tokens.push({ stem, negated, breakBefore: breakNext });
      breakNext = false;
    }
    word = '';
    negated = false;
  };
  doc.sentences().each((sentence: ItemSentence) => {
    flush();
    breakNext = true;
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
      word += surface;
      if (language === 'en' && piece.out(its.negationFlag) === true) negated = true;
    });
  });
  flush();
  return tokens;
}

/** A phrase as stems, read the way the text is: the lexicon's words meet the text's on the same stems. */
export function phraseStems(phrase: string, language: Language): string[] {
  return stemsOf(phrase, language);
}
