/**
 * The full-text query of an archive search, built from the words a user typed with the web
 * search syntax (`"a phrase"`, `-excluded`, `this or that`). Postgres's own websearch_to_tsquery
 * stacks one operator per dash or bracket, so 33 dashes in a row overflow its stack and fail the
 * request; here the syntax is read in TypeScript, each term goes to plainto_tsquery or
 * phraseto_tsquery (which read no operators at all) and the terms are joined in SQL. Any text
 * thus gives a valid query of bounded size.
 */
import { type SQL, sql } from 'drizzle-orm';

/** More terms than a headline has words only slows the search down. */
export const MAX_SEARCH_TERMS = 16;

type Term = { text: string; phrase: boolean; excluded: boolean };

/** A term is searchable only with a letter or digit in it: punctuation alone is no word. */
const searchable = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * The terms of a search, each a group of alternatives (`a or b`); every group must match. Bare
 * operators (a lone dash, `or` with nothing on one side, empty quotes) are dropped.
 */
export function parseSearchTerms(words: string): Term[][] {
  const groups: Term[][] = [];
  let joinNext = false;
  let count = 0;
  for (const [, excluded, quoted, bare] of words.matchAll(/(-*)(?:"([^"]*)"?|([^\s"]+))/g)) {
    const text = (quoted ?? bare ?? '').trim();
    if (quoted === undefined && text.toLowerCase() === 'or') {
      joinNext = groups.length > 0;
      continue;
    }
    if (!searchable(text)) continue;
    if (count++ === MAX_SEARCH_TERMS) break;
    const term = { text, phrase: quoted !== undefined, excluded: (excluded ?? '') !== '' };
    const last = groups.at(-1);
    if (joinNext && last) last.push(term);
    else groups.push([term]);
    joinNext = false;
  }
  return groups;
}

/** The tsquery of a search, or null when it holds no word to look for. */
export function searchQuery(words: string): SQL | null {
  const groups = parseSearchTerms(words);
  if (groups.length === 0) return null;
  const termQuery = ({ text, phrase, excluded }: Term) => {
    const query = phrase ? sql`phraseto_tsquery('simple', ${text})` : sql`plainto_tsquery('simple', ${text})`;
    return excluded ? sql`(!! ${query})` : query;
  };
  return sql.join(
    groups.map((alternatives) => sql`(${sql.join(alternatives.map(termQuery), sql` || `)})`),
    sql` && `,
  );
}
