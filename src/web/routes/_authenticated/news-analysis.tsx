import { createFileRoute } from '@tanstack/react-router';
import { PremiumGate } from '@/web/billing/premium-gate';
import { useSubscription } from '@/web/billing/subscription';
import { NewsFeed } from '@/web/feed/news-feed';
import { usePageHead } from '@/web/lib/head';

export const Route = createFileRoute('/_authenticated/news-analysis')({ component: NewsAnalysisPage });

function NewsAnalysisPage() {
  usePageHead('News Analysis', 'The live feed: market-moving news with impact score, confidence, affected markets and analysis.');
  const { loading, entitled } = useSubscription();
  if (loading) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-16" role="status">
        <h1 className="sr-only">News Analysis</h1>
        <div className="h-8 w-64 animate-pulse rounded bg-muted" />
        <div className="mt-8 grid gap-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
        <span className="sr-only">Checking your subscription…</span>
      </div>
    );
  }
  if (!entitled) return <PremiumGate />;
  return <NewsFeed />;
}
