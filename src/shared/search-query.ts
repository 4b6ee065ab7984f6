/**
 * The one query language of the feed's search, read the same way by the server (SQL over the
 * stored stems, src/server/feed/search-query.ts) and by the live page (matchesSearch, over stems
 * computed from the story in the browser):
 *
 * - words, in any order, each with its variants: `rate cut` finds "cuts rates", `Zins` finds
 *   "Zinsen" (a word is read in each language a story may be in, search-words.ts);
 * - `"a phrase"`: its words next to each other in this order, variants allowed;
 * - `-word` or `-"a phrase"`: stories without it;
 * - `a or b`: either one;
 * - `$AAPL`: a symbol, like any word (a story's symbols are words of it).
 *
 * A term with no letter or digit (a lone dash, `%`, empty quotes) is dropped, at most 16 terms and
 * 16 words per term count; a query left with no term finds no story. Any text thus gives a valid
 * query of bounded size.
 */
import { type StoryStems, stemLanguages, stemsOf } from './search-words';

/** More terms than a headline has words only slows the search down. */
export const MAX_SEARCH_TERMS = 16;
const MAX_TERM_WORDS = 16;

/**
 * One term: its stems in order, as each language reads it (`variants`, one per distinct reading);
 * it is found when one of the readings is. `phrase` when the stems must stand next to each other
 * (a quoted phrase, or a word such as "rate-cut" or "U.S." that splits into several).
 */
export type SearchTerm = { variants: string[][]; phrase: boolean; excluded: boolean };
/** Every group must match; a group matches when one of its alternatives (`a or b`) does. */
export type SearchQuery = SearchTerm[][];

export function parseSearchQuery(words: string): SearchQuery {
  const groups: SearchTerm[][] = [];
  let joinNext = false;
  let count = 0;
  for (const [, dashes, quoted, bare] of words.matchAll(/(-*)(?:"([^"]*)"?|([^\s"]+))/g)) {
    if (quoted === undefined && bare?.toLowerCase() === 'or') {
      joinNext = groups.length > 0;
      continue;
    }
    const variants = readings(quoted ?? bare ?? '');
    if (variants.length === 0) continue;
    if (count++ === MAX_SEARCH_TERMS) break;
    const term = { variants, phrase: variants.some((stems) => stems.length > 1), excluded: (dashes ?? '') !== '' };
    const last = groups.at(-1);
    if (joinNext && last) last.push(term);
    else groups.push([term]);
    joinNext = false;
  }
  return groups;
}

/** A term's stems in each language, each distinct reading once; none for a term with no word. */
function readings(text: string): string[][] {
  const byText = new Map<string, string[]>();
  for (const language of stemLanguages) {
    const stems = stemsOf(text, language).slice(0, MAX_TERM_WORDS);
    if (stems.length > 0) byText.set(stems.join(' '), stems);
  }
  return [...byText.values()];
}

/** The exact run of stems a phrase stands for in a story's stems. */
export const phraseText = (stems: readonly string[]) => ` ${stems.join(' ')} `;

function termFound({ variants, phrase }: SearchTerm, story: StoryStems, words: ReadonlySet<string>): boolean {
  return variants.some((stems) => stems.every((word) => words.has(word)) && (!phrase || story.includes(phraseText(stems))));
}

/** Whether a story (its storyStems) matches a query; a query with no term matches none. */
export function matchesSearch(query: SearchQuery, story: StoryStems): boolean {
  if (query.length === 0) return false;
  const words = new Set(story.split(' '));
  return query.every((group) => group.some((term) => termFound(term, story, words) !== term.excluded));
}
