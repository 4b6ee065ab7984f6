import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { FeedItem } from '@/shared/feed';
import { shownImpact } from '@/shared/impact';
import { affectedMarkets, allMarketLabels } from '@/shared/markets';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { track } from '@/web/analytics/track';
import { cn } from '@/web/lib/utils';
import { NewsCard } from './news-card';
import { type LiveState, useNewsFeed } from './use-news-feed';
import { useReaderStableList } from './use-reader-stable-list';

const liveLabels: Record<LiveState, { text: string; dot: string }> = {
  live: { text: 'Live', dot: 'bg-signal motion-safe:animate-pulse' },
  connecting: { text: 'Connecting…', dot: 'bg-gold' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-gold motion-safe:animate-pulse' },
  stopped: { text: 'Paused', dot: 'bg-muted-foreground' },
};

type Filters = { market: string; minImpact: number; query: string };

function matches(item: FeedItem, filters: Filters): boolean {
  if (filters.market && !affectedMarkets(item.category, item.symbols).includes(filters.market)) return false;
  if (shownImpact(item.impact_score) < filters.minImpact) return false;
  const query = filters.query.trim().toLowerCase();
  if (!query) return true;
  return (
    item.headline.toLowerCase().includes(query) ||
    (item.summary ?? '').toLowerCase().includes(query) ||
    item.symbols.some((symbol) => symbol.toLowerCase() === query || symbol.toLowerCase().includes(query))
  );
}

/** Spec §2 news analysis page for entitled users, with filters and a live indicator. */
export function NewsFeed() {
  const { list, liveState, newIds } = useNewsFeed();
  const [filters, setFilters] = useState<Filters>({ market: '', minImpact: 0, query: '' });
  const [now, setNow] = useState(() => new Date());

  useEffect(() => track('NewsAnalysisViewed'), []);
  // Relative times stay current.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const items = useReaderStableList(list.data ?? []);
  const visible = useMemo(() => items.filter((item) => matches(item, filters)), [items, filters]);
  const filtered = filters.market !== '' || filters.minImpact > 0 || filters.query.trim() !== '';
  const live = liveLabels[liveState];

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">News Analysis</h1>
          <p className="mt-1 text-sm text-muted-foreground">Market-moving news, scored and explained as it breaks.</p>
        </div>
        <div className="flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium" role="status" aria-live="polite">
          <span className={cn('size-2 rounded-full', live.dot)} aria-hidden="true" />
          <span data-testid="live-state">{live.text}</span>
        </div>
      </div>

      <div className="mt-6 grid gap-3 rounded-xl border border-border bg-card p-3 sm:grid-cols-[1fr_auto_auto]">
        <label className="relative block">
          <span className="sr-only">Search symbol or word</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            placeholder="Symbol or word, e.g. NVDA, ECB"
            value={filters.query}
            onChange={(event) => setFilters((f) => ({ ...f, query: event.target.value }))}
            className="pl-9"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="whitespace-nowrap text-muted-foreground">Market</span>
          <select
            value={filters.market}
            onChange={(event) => setFilters((f) => ({ ...f, market: event.target.value }))}
            className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-card px-2 text-sm"
          >
            <option value="">All markets</option>
            {allMarketLabels.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="whitespace-nowrap text-muted-foreground">Min. impact</span>
          <select
            value={filters.minImpact}
            onChange={(event) => setFilters((f) => ({ ...f, minImpact: Number(event.target.value) }))}
            className="h-10 flex-1 rounded-lg border border-input bg-card px-2 text-sm"
          >
            {[0, 3, 5, 7].map((value) => (
              <option key={value} value={value}>
                {value === 0 ? 'Any' : `${value}+`}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Loading news analysis">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-36 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        ) : list.isError && items.length === 0 ? (
          <div className="rounded-xl border border-border bg-card p-8 text-center">
            <p className="font-semibold">The news analysis could not be loaded.</p>
            <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
              <RefreshCw /> Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border bg-card p-10 text-center">
            <p className="font-semibold">No news analysis yet.</p>
            <p className="mt-1 text-sm text-muted-foreground">New analyses appear hourly. This page updates by itself.</p>
          </div>
        ) : visible.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
            No stories match these filters.{' '}
            <button type="button" className="font-medium text-primary underline" onClick={() => setFilters({ market: '', minImpact: 0, query: '' })}>
              Clear filters
            </button>
          </div>
        ) : (
          <ol className="grid gap-4" aria-label="News analyses, newest first">
            {visible.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} isNew={newIds.has(item.id)} now={now} />
              </li>
            ))}
          </ol>
        )}
        {filtered && visible.length > 0 && (
          <p className="mt-4 text-center text-xs text-muted-foreground">
            Showing {visible.length} of {items.length} stories
          </p>
        )}
      </div>
    </div>
  );
}
