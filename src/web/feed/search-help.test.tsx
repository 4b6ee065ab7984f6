import { expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchesSearch, parseSearchQuery } from '@/shared/search-query';
import { storyStems } from '@/shared/search-words';
import { SearchHelp, searchExamples } from './search-help';

test('every example of the search help does what the help says', () => {
  for (const { query, finds, leavesOut } of searchExamples) {
    const parsed = parseSearchQuery(query);
    expect({ query, finds: matchesSearch(parsed, storyStems({ headline: finds })) }).toEqual({ query, finds: true });
    expect({ query, leavesOut: !matchesSearch(parsed, storyStems({ headline: leavesOut })) }).toEqual({ query, leavesOut: true });
  }
  const html = renderToStaticMarkup(<SearchHelp id="search-help" />);
  expect(html).toContain('id="search-help"');
  for (const { query } of searchExamples) expect(html).toContain(query.replaceAll('"', '&quot;'));
});
