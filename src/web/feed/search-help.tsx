/**
 * How to write a search, shown under the feed's words box (its input names this text with
 * aria-describedby). Each example is checked against the search language by
 * search-help.test.tsx, so the help never promises what the search does not do.
 */

/** An example query, what it does, and a headline it finds and one it leaves out. */
export const searchExamples = [
  { query: 'rate cut', meaning: 'every word, in any order, with its variants', finds: 'Bank cuts rates', leavesOut: 'Bank holds rates' },
  { query: '"rate cut"', meaning: 'these words in this order', finds: 'Surprise rate cuts', leavesOut: 'Bank cuts rates' },
  { query: 'oil -opec', meaning: 'without a word', finds: 'Oil rises on supply worries', leavesOut: 'Oil rises as OPEC meets' },
  { query: 'gold or silver', meaning: 'either one', finds: 'Silver climbs', leavesOut: 'Copper climbs' },
] as const;

export function SearchHelp({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs leading-relaxed text-muted-foreground">
      {searchExamples.map(({ query, meaning }, index) => (
        <span key={query}>
          {index > 0 && ' · '}
          <code className="rounded bg-muted px-1 font-mono text-foreground">{query}</code> {meaning}
        </span>
      ))}
      {' · '}a symbol such as <code className="rounded bg-muted px-1 font-mono text-foreground">$NVDA</code> finds its stories.
    </p>
  );
}
