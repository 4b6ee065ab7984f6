import { createFileRoute } from '@tanstack/react-router';
import { type FeedSearch, parseFeedSearch } from '@/shared/feed-search';
import { paneViewOf, viewIdOf } from '@/shared/saved-views';
import { EntitledOnly } from '@/web/feed/entitled-only';
import { NewsFeed } from '@/web/feed/news-feed';
import { usePageHead } from '@/web/lib/head';
import { loadSignedInPage } from '@/web/route-data/route-loaders';

export const Route = createFileRoute('/_authenticated/news-analysis')({
  // Filters and order live in the address: a reload or a shared link shows the same feed. So do
  // the saved view they came from and the second pane's view.
  validateSearch: (search: Record<string, unknown>): FeedSearch & { view?: string; side?: string } => ({
    ...parseFeedSearch(search),
    view: viewIdOf(search.view),
    side: paneViewOf(search.side),
  }),
  // Not waited for: the page asks for the feed's stories itself, which must not wait for these.
  loader: () => {
    void loadSignedInPage((queries) => [queries.feedPreferences(), queries.watchlist(), queries.savedViews(), queries.sourceHealth()]);
  },
  component: NewsAnalysisPage,
});

function NewsAnalysisPage() {
  usePageHead('News Analysis', 'The live feed: market-moving news with impact score, confidence, affected markets and analysis.');
  return (
    <EntitledOnly title="News Analysis">
      <NewsFeed />
    </EntitledOnly>
  );
}
