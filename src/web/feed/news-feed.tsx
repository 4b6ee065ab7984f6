import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Loader2, RefreshCw, Search, Star, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { archiveCriteria, isFiltered, matchesFeedSearch, sortStories } from '@/shared/feed-filters';
import { type FeedSearch, feedSorts, minImpactChoices } from '@/shared/feed-search';
import { directionLabel } from '@/shared/impact';
import { allMarketLabels, categoryLabel } from '@/shared/markets';
import { newsCategories } from '@/shared/news-kinds';
import { SYMBOL_FORMAT_MESSAGE, SYMBOL_PATTERN } from '@/shared/symbol-format';
import { track } from '@/web/analytics/track';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';
import { combineStories } from './feed-pages';
import { type CardLinks, NewsCard } from './news-card';
import { SymbolChip } from './symbol-chip';
import { type LiveState, useNewsFeed } from './use-news-feed';
import { useOlderStories } from './use-older-stories';
import { useReaderStableList } from './use-reader-stable-list';
import { useWatchlist } from './watchlist';

const liveLabels: Record<LiveState, { text: string; dot: string }> = {
  live: { text: 'Live', dot: 'bg-signal motion-safe:animate-pulse' },
  connecting: { text: 'Connecting…', dot: 'bg-gold' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-gold motion-safe:animate-pulse' },
  stopped: { text: 'Paused', dot: 'bg-muted-foreground' },
};

const cardLinks: CardLinks = {
  StoryLink: ({ id, children }) => (
    <Link to="/news-analysis/$id" params={{ id: String(id) }} className="rounded hover:underline focus-visible:underline">
      {children}
    </Link>
  ),
  SymbolChip,
};

const selectClass = 'h-10 min-w-0 flex-1 rounded-lg border border-input bg-card px-2 text-sm';
const sortLabels: Record<(typeof feedSorts)[number], string> = { newest: 'Newest first', impact: 'Highest impact' };

/** Spec §2 news analysis page for entitled users: the live feed, its filters in the address bar, older stories and the archive. */
export function NewsFeed() {
  const search = useSearch({ from: '/_authenticated/news-analysis' });
  const navigate = useNavigate({ from: '/news-analysis' });
  const setSearch = useCallback(
    (change: Partial<FeedSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  const watchlist = useWatchlist();
  const criteria = useMemo(() => archiveCriteria(search, watchlist.symbols), [search, watchlist.symbols]);
  const older = useOlderStories(criteria);
  const { list, liveState, newIds } = useNewsFeed({ onRow: older.revise });
  const [now, setNow] = useState(() => new Date());
  // The words box answers as one types, and the address bar follows a moment later.
  const [words, setWords] = useState(search.q ?? '');
  useEffect(() => setWords(search.q ?? ''), [search.q]);
  useEffect(() => {
    if (words.trim() === (search.q ?? '')) return;
    const timer = setTimeout(() => setSearch({ q: words.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [words, search.q, setSearch]);

  useEffect(() => track('NewsAnalysisViewed'), []);
  // Relative times stay current.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // The reader's place holds while live stories cut the list (use-reader-stable-list.ts).
  const liveItems = useReaderStableList(list.data ?? []);
  const loaded = useMemo(() => combineStories(liveItems, older.items), [liveItems, older.items]);
  const visible = useMemo(
    () =>
      sortStories(
        loaded.filter((item) => matchesFeedSearch(item, search, watchlist.symbols)),
        search.sort,
      ),
    [loaded, search, watchlist.symbols],
  );
  const filtered = isFiltered(search);
  const live = liveLabels[liveState];
  const watchlistEmpty = search.watchlist === true && watchlist.loaded && watchlist.symbols.length === 0;
  const clearFilters = () => {
    setWords('');
    void navigate({ search: search.sort ? { sort: search.sort } : {}, replace: true });
  };

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

      <search className="mt-6 grid gap-3 rounded-xl border border-border bg-card p-3" aria-label="Filter the news">
        <label className="relative block">
          <span className="sr-only">Search symbol or word</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            placeholder="Symbol or word, e.g. NVDA, ECB"
            value={words}
            maxLength={200}
            onChange={(event) => setWords(event.target.value)}
            className="pl-9"
          />
        </label>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <label className="flex items-center gap-2 text-sm">
            <span className="w-20 shrink-0 text-muted-foreground sm:w-auto">Market</span>
            <select
              aria-label="Market"
              value={search.market ?? ''}
              onChange={(e) => setSearch({ market: (e.target.value || undefined) as FeedSearch['market'] })}
              className={selectClass}
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
            <span className="w-20 shrink-0 text-muted-foreground sm:w-auto">Direction</span>
            <select
              aria-label="Direction"
              value={search.direction ?? ''}
              onChange={(e) => setSearch({ direction: (e.target.value || undefined) as FeedSearch['direction'] })}
              className={selectClass}
            >
              <option value="">Any</option>
              {(['bullish', 'bearish', 'neutral'] as const).map((direction) => (
                <option key={direction} value={direction}>
                  {directionLabel[direction]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span className="w-20 shrink-0 text-muted-foreground sm:w-auto">Category</span>
            <select
              aria-label="Category"
              value={search.category ?? ''}
              onChange={(e) => setSearch({ category: (e.target.value || undefined) as FeedSearch['category'] })}
              className={selectClass}
            >
              <option value="">All categories</option>
              {newsCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span className="w-20 shrink-0 text-muted-foreground sm:w-auto">Min. impact</span>
            <select
              aria-label="Min. impact"
              value={search.minImpact ?? 0}
              onChange={(e) => setSearch({ minImpact: Number(e.target.value) ? (Number(e.target.value) as FeedSearch['minImpact']) : undefined })}
              className={selectClass}
            >
              {minImpactChoices.map((value) => (
                <option key={value} value={value}>
                  {value === 0 ? 'Any' : `${value}+`}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span className="w-20 shrink-0 text-muted-foreground sm:w-auto">From</span>
            <Input
              aria-label="From"
              type="date"
              value={search.from ?? ''}
              max={search.to}
              onChange={(e) => setSearch({ from: e.target.value || undefined })}
              className="h-10 flex-1"
            />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span className="w-20 shrink-0 text-muted-foreground sm:w-auto">To</span>
            <Input
              aria-label="To"
              type="date"
              value={search.to ?? ''}
              min={search.from}
              onChange={(e) => setSearch({ to: e.target.value || undefined })}
              className="h-10 flex-1"
            />
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-[var(--primary)]"
              checked={search.watchlist === true}
              onChange={(e) => setSearch({ watchlist: e.target.checked || undefined })}
            />
            Watchlist only
          </label>
          <label className="inline-flex items-center gap-2">
            <span className="text-muted-foreground">Sort</span>
            <select
              aria-label="Sort"
              value={search.sort ?? 'newest'}
              onChange={(e) => setSearch({ sort: e.target.value === 'impact' ? 'impact' : undefined })}
              className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
            >
              {feedSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort]}
                </option>
              ))}
            </select>
          </label>
          {search.symbol && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-0.5 pr-1 pl-2.5 font-mono text-xs font-semibold text-primary">
              Symbol: {search.symbol}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-primary/15"
                aria-label={`Clear symbol ${search.symbol}`}
                onClick={() => setSearch({ symbol: undefined })}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </span>
          )}
          {filtered && (
            <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={clearFilters}>
              Clear filters
            </button>
          )}
        </div>
        <WatchlistEditor watchlist={watchlist} />
      </search>

      <div className="mt-6">
        {list.isPending || (criteria && older.loading && older.items.length === 0) ? (
          <div className="grid gap-4" role="status" aria-label="Loading news analysis">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-36 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        ) : list.isError && liveItems.length === 0 ? (
          <div className="rounded-xl border border-border bg-card p-8 text-center">
            <p className="font-semibold">The news analysis could not be loaded.</p>
            <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
              <RefreshCw /> Try again
            </Button>
          </div>
        ) : loaded.length === 0 && !filtered ? (
          <div className="rounded-xl border border-dashed border-border bg-card p-10 text-center">
            <p className="font-semibold">No news analysis yet.</p>
            <p className="mt-1 text-sm text-muted-foreground">New analyses appear hourly. This page updates by itself.</p>
          </div>
        ) : watchlistEmpty ? (
          <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
            Your watchlist is empty. Follow a symbol with the star next to it on a story, or add one above.
          </div>
        ) : visible.length === 0 && older.exhausted ? (
          <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
            No stories match these filters.{' '}
            <button type="button" className="font-medium text-primary underline" onClick={clearFilters}>
              Clear filters
            </button>
          </div>
        ) : (
          <>
            {visible.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
                No stories match these filters.{' '}
                <button type="button" className="font-medium text-primary underline" onClick={clearFilters}>
                  Clear filters
                </button>
              </p>
            ) : (
              <ol className="grid gap-4" aria-label={search.sort === 'impact' ? 'News analyses, highest impact first' : 'News analyses, newest first'}>
                {visible.map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} isNew={newIds.has(item.id)} now={now} links={cardLinks} />
                  </li>
                ))}
              </ol>
            )}
            <div className="mt-6 flex flex-col items-center gap-2 text-center text-xs text-muted-foreground">
              {filtered && visible.length > 0 && (
                <p>
                  Showing {visible.length} of {loaded.length} stories
                </p>
              )}
              {older.failed && <p role="alert">Older stories could not be loaded.</p>}
              {older.exhausted ? (
                <p>{criteria ? 'No older stories match.' : 'You have reached the oldest story.'}</p>
              ) : (
                <Button variant="outline" disabled={older.loading} onClick={() => void older.load(liveItems)}>
                  {older.loading && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Load older
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The followed symbols, each with a way to stop following it, and a box to follow another. */
function WatchlistEditor({ watchlist }: { watchlist: ReturnType<typeof useWatchlist> }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const follow = async (event: React.FormEvent) => {
    event.preventDefault();
    // The server's rule (shared/symbols.ts), without loading the schema library here.
    const symbol = draft.trim().toUpperCase();
    if (!SYMBOL_PATTERN.test(symbol)) {
      setError(SYMBOL_FORMAT_MESSAGE);
      return;
    }
    setError(null);
    try {
      await watchlist.follow(symbol);
      setDraft('');
    } catch {
      // The toast says why.
    }
  };
  return (
    <section aria-label="Watchlist" className="flex flex-wrap items-center gap-2 border-t border-border pt-3 text-sm">
      <span className="inline-flex items-center gap-1 font-medium">
        <Star className="size-4 text-gold" aria-hidden="true" /> Watchlist
      </span>
      {watchlist.symbols.length === 0 && watchlist.loaded && <span className="text-xs text-muted-foreground">No symbols followed yet.</span>}
      <ul className="contents">
        {watchlist.symbols.map((symbol) => (
          <li key={symbol} className="inline-flex items-center rounded-full bg-muted py-0.5 pr-1 pl-2.5 font-mono text-xs font-semibold">
            <Link to="/news-analysis" search={{ symbol }} className="hover:underline">
              {symbol}
            </Link>
            <button
              type="button"
              className="ml-1 rounded-full p-1 hover:bg-background"
              aria-label={`Unfollow ${symbol}`}
              onClick={() => watchlist.unfollow(symbol)}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={follow} className="flex items-center gap-2">
        <label>
          <span className="sr-only">Symbol to follow</span>
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Add symbol"
            maxLength={15}
            className="h-8 w-28 font-mono text-xs uppercase"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'watchlist-error' : undefined}
          />
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={watchlist.busy || !watchlist.loaded}>
          Follow
        </Button>
      </form>
      {error && (
        <p id="watchlist-error" role="alert" className="w-full text-xs text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
