import { useNavigate, useSearch } from '@tanstack/react-router';
import { ArrowUp, Loader2, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FeedItem } from '@/shared/feed';
import { archiveCriteria, isFiltered, matchesFeedSearch, sortStories } from '@/shared/feed-filters';
import type { FeedSearch } from '@/shared/feed-search';
import { ALL_STORIES_PANE, type SavedView } from '@/shared/saved-views';
import { useAlertSettings } from '@/web/alerts/alert-rules';
import { useStoryAlerts } from '@/web/alerts/use-story-alerts';
import { track } from '@/web/analytics/track';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { useWatchlist } from '../watchlist/watchlist';
import { FeedFiltersPanel } from './feed-filters-panel';
import { combineStories } from './feed-pages';
import { useFeedPreferences } from './feed-preferences';
import { AlertsLink, FeedClock, LayoutToggle, LiveStatus, PauseButton, ShortcutsHelp } from './feed-toolbar';
import { useSavedViews } from './saved-views';
import { SidePane } from './side-pane';
import { EmptyFeed } from './source-health';
import { StoryList, storyListLabel } from './story-list';
import { useFeedKeyboard } from './use-feed-keyboard';
import { useNewsFeed } from './use-news-feed';
import { useOlderStories } from './use-older-stories';
import { usePausedList } from './use-paused-list';
import { useReaderStableList } from './use-reader-stable-list';
import { useWideScreen } from './use-screen-width';
import { useSourceHealth } from './use-source-health';
import { ViewsBar } from './views-bar';

/** docs/product.md §2 news analysis page for entitled users: the live feed, its filters in the address bar, older stories and the archive. */
export function NewsFeed() {
  // The saved view the filters came from and the second pane's view sit beside the filters.
  const routeSearch = useSearch({ from: '/_authenticated/news-analysis' });
  const { view: activeViewId, side } = routeSearch;
  const search: FeedSearch = useMemo(() => {
    const { view: _view, side: _side, ...filters } = routeSearch;
    return filters;
  }, [routeSearch]);
  const navigate = useNavigate({ from: '/news-analysis' });
  const savedViews = useSavedViews();
  const wide = useWideScreen();
  const twoPanes = wide && side !== undefined;
  const switchView = (view: SavedView | null) => {
    setWords(view?.filters.q ?? '');
    void navigate({ search: { ...(view?.filters ?? {}), view: view?.id, side }, replace: true });
  };
  const setSide = (pane: string | undefined) => void navigate({ search: (previous) => ({ ...previous, side: pane }), replace: true });
  const setSearch = useCallback(
    (change: Partial<FeedSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  const { preferences, zone, save: savePreferences } = useFeedPreferences();
  const dense = preferences.layout === 'dense';
  const watchlist = useWatchlist();
  const { settings: alerts } = useAlertSettings();
  const criteria = useMemo(() => archiveCriteria(search, watchlist.symbols, zone), [search, watchlist.symbols, zone]);
  const older = useOlderStories(criteria, 'first');

  const openStory = useCallback((id: number) => void navigate({ to: '/news-analysis/$id', params: { id: String(id) } }), [navigate]);
  const { list, liveState, newIds } = useNewsFeed({ onRow: older.revise });
  const sources = useSourceHealth();
  useStoryAlerts(list.data, alerts.rules, watchlist.symbols);

  const [now, setNow] = useState(() => new Date());
  const [paused, setPaused] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const listTop = useRef<HTMLDivElement>(null);

  // The words box answers as one types, and the address bar follows a moment later.
  const [words, setWords] = useState(search.q ?? '');
  // The address bar holds the words trimmed: a space just typed stays in the box.
  useEffect(() => setWords((typed) => (typed.trim() === (search.q ?? '') ? typed : (search.q ?? ''))), [search.q]);
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

  // The reader's place holds while live stories cut the list (use-reader-stable-list.ts), and a
  // pause holds the list as it was (use-paused-list.ts).
  const liveItems = useReaderStableList(list.data ?? []);
  const { shown: liveShown, held: heldStories } = usePausedList(liveItems, paused);
  const loaded = useMemo(() => combineStories(liveShown, older.items), [liveShown, older.items]);
  const passesFilters = useCallback((item: FeedItem) => matchesFeedSearch(item, search, watchlist.symbols, zone), [search, watchlist.symbols, zone]);
  const visible = useMemo(() => sortStories(loaded.filter(passesFilters), search.sort), [loaded, passesFilters, search.sort]);
  // Waiting: what the filters let through and the page does not show yet (an archive search
  // started during the pause may already show it).
  const loadedIds = new Set(loaded.map((item) => item.id));
  const held = heldStories.filter((item) => !loadedIds.has(item.id) && passesFilters(item)).length;
  const filtered = isFiltered(search);
  const watchlistEmpty = search.watchlist === true && watchlist.loaded && watchlist.symbols.length === 0;
  const clearFilters = () => {
    setWords('');
    void navigate({ search: { sort: search.sort, side }, replace: true });
  };

  /** Moves the selection and the focus to a story, scrolling only as far as needed. */
  const select = (id: number) => {
    setSelectedId(id);
    const row = document.querySelector<HTMLElement>(`[data-story-id="${id}"]`);
    row?.scrollIntoView({ block: 'nearest' });
    row?.querySelector<HTMLElement>('[data-story-link]')?.focus({ preventScroll: true });
  };
  const step = (by: 1 | -1) => {
    if (visible.length === 0) return;
    const index = visible.findIndex((item) => item.id === selectedId);
    const next = index < 0 ? (by === 1 ? 0 : visible.length - 1) : Math.min(visible.length - 1, Math.max(0, index + by));
    select((visible[next] as FeedItem).id);
  };
  const resume = (toNewest: boolean) => {
    setPaused(false);
    if (!toNewest) return;
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // The bar's button goes away: the focus moves to the newest story rather than the page.
    requestAnimationFrame(() => {
      const newest = document.querySelector<HTMLElement>('[data-story-id]');
      if (newest) select(Number(newest.dataset.storyId));
    });
  };
  const togglePause = () => (paused ? resume(false) : setPaused(true));
  useFeedKeyboard({
    next: () => step(1),
    previous: () => step(-1),
    open: () => {
      if (selectedId !== null && visible.some((item) => item.id === selectedId)) openStory(selectedId);
    },
    search: () => searchInput.current?.focus(),
    togglePause,
    help: () => setHelpOpen(true),
  });

  return (
    <div
      className={cn(
        'mx-auto w-full px-4 sm:px-6',
        // Wide screens get a wider feed, and room for two panes when the second is open.
        twoPanes ? 'max-w-[112rem]' : dense ? 'max-w-6xl xl:max-w-[96rem]' : 'max-w-4xl xl:max-w-5xl',
        dense ? 'py-4 sm:py-5' : 'py-8 sm:py-10',
      )}
    >
      {/*
        One element per part in both layouts (a control keeps its focus when the layout changes):
        the compact layout puts the view controls on the title's line where they fit.
      */}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <div className={cn('order-1 min-w-0 flex-1', dense && 'lg:flex-none')}>
          <h1 className={cn('font-bold tracking-tight', dense ? 'text-xl sm:text-2xl' : 'text-2xl sm:text-3xl')}>News Analysis</h1>
          {!dense && <p className="mt-1 text-sm text-muted-foreground">Market-moving news, scored and explained as it breaks.</p>}
        </div>
        <div className={cn('order-3 flex basis-full flex-wrap items-center gap-2', dense && 'lg:order-2 lg:basis-auto')}>
          <PauseButton paused={paused} onToggle={togglePause} />
          <LayoutToggle layout={preferences.layout} onChange={(layout) => savePreferences({ layout })} />
          <FeedClock timeZone={preferences.timeZone} onChange={(timeZone) => savePreferences({ timeZone })} />
          <AlertsLink />
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
        </div>
        <div className={cn('order-2', dense && 'lg:order-3 lg:ml-auto')}>
          <LiveStatus state={liveState} paused={paused} sources={sources} />
        </div>
      </div>

      <div className="mt-3">
        <ViewsBar
          saved={savedViews}
          activeId={activeViewId}
          search={search}
          onSwitch={switchView}
          onForget={() => void navigate({ search: (previous) => ({ ...previous, view: undefined }), replace: true })}
          paneToggle={wide ? { open: twoPanes, onToggle: () => setSide(twoPanes ? undefined : ALL_STORIES_PANE) } : null}
        />
      </div>

      <div className={cn(twoPanes && 'grid grid-cols-2 items-start gap-6')}>
        <div className="min-w-0">
          <div className="mt-3">
            <FeedFiltersPanel
              // Folded at first where the stories need the room: always in the compact layout, and on
              // phones unless a filter is set. Switching layouts starts afresh.
              key={preferences.layout}
              search={search}
              setSearch={setSearch}
              words={words}
              setWords={setWords}
              filtered={filtered}
              clearFilters={clearFilters}
              watchlist={watchlist}
              initiallyOpen={!dense && (filtered || window.matchMedia('(min-width: 640px)').matches)}
              searchInput={searchInput}
            />
          </div>

          <div ref={listTop} className={cn('scroll-mt-20', dense ? 'mt-3' : 'mt-6')}>
            {/* Always there, so a screen reader hears the count as it changes. */}
            <div className="sticky top-18 z-10 flex justify-center" aria-live="polite">
              {paused && held > 0 && (
                <Button size="sm" className="mb-3 shadow-lg" onClick={() => resume(true)}>
                  <ArrowUp aria-hidden="true" />
                  {held === 1 ? '1 new story' : `${held} new stories`} · Show
                </Button>
              )}
            </div>
            {list.isPending || (criteria && older.loading && older.items.length === 0) ? (
              <div className={cn('grid', dense ? 'gap-1' : 'gap-4')} role="status" aria-label="Loading news analysis">
                {[0, 1, 2, 3].map((i) => (
                  <div key={i} className={cn('animate-pulse rounded-xl bg-muted', dense ? 'h-8' : 'h-36')} />
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
              <EmptyFeed sources={sources} />
            ) : watchlistEmpty ? (
              <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
                Your watchlist is empty. Follow a symbol with the star next to it on a story, or add one under Filters.
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
                  <StoryList
                    items={visible}
                    dense={dense}
                    label={storyListLabel(search.sort)}
                    newIds={newIds}
                    now={now}
                    timeZone={zone}
                    selectedId={selectedId}
                  />
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
        {twoPanes && (
          <div className="mt-3">
            <SidePane
              paneView={side}
              views={savedViews.views}
              viewsLoaded={savedViews.loaded}
              liveItems={liveShown}
              dense={dense}
              newIds={newIds}
              now={now}
              timeZone={zone}
              watched={watchlist.symbols}
              onChange={setSide}
              onClose={() => setSide(undefined)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
