import { createFileRoute } from '@tanstack/react-router';
import { parseFeedSearch } from '@/shared/feed-search';
import { EntitledOnly } from '@/web/feed/entitled-only';
import { NewsFeed } from '@/web/feed/news-feed';
import { usePageHead } from '@/web/lib/head';

export const Route = createFileRoute('/_authenticated/news-analysis')({
  // Filters and order live in the address: a reload or a shared link shows the same feed.
  validateSearch: parseFeedSearch,
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
