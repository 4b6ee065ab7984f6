/**
 * The archive's side of the search language (src/shared/search-query.ts): each term as a
 * condition on the stems stored with the story. Every stem of one of a term's readings (one per
 * language) must be among the story's (search_terms, a GIN-indexed array), and a phrase's stems
 * must also stand in a row in search_stems (strpos: an exact substring, no LIKE pattern to escape). The same test the live
 * page makes in matchesSearch, on the same stems, so both find the same stories.
 */
import { type SQL, sql } from 'drizzle-orm';
import { phraseText, type SearchQuery, type SearchTerm } from '../../shared/search-query';
import { newsAnalysis } from '../db/schema';

/** One reading of a term: its stems among the story's, in a row for a phrase. */
function readingCondition(stems: string[], phrase: boolean): SQL {
  const words = sql`${newsAnalysis.searchTerms} @> array[${sql.join(
    stems.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  return phrase ? sql`(${words} and strpos(${newsAnalysis.searchStems}, ${phraseText(stems)}) > 0)` : words;
}

function termCondition({ variants, phrase, excluded }: SearchTerm): SQL {
  const found = sql`(${sql.join(
    variants.map((stems) => readingCondition(stems, phrase)),
    sql` or `,
  )})`;
  return excluded ? sql`not ${found}` : found;
}

/** The condition of a parsed search, or null when it holds no term (it then finds no story). */
export function searchCondition(query: SearchQuery): SQL | null {
  if (query.length === 0) return null;
  const groups = query.map((alternatives) => sql`(${sql.join(alternatives.map(termCondition), sql` or `)})`);
  // Stories whose stems are not stored yet (src/server/news/search-stems.ts) are left out, as the
  // live page could not say the same of them.
  return sql.join([sql`${newsAnalysis.searchStems} is not null`, ...groups], sql` and `);
}
