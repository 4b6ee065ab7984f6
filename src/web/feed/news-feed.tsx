import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ALL_STORIES_PANE } from '@/shared/saved-views';
import { useAlertSettings } from '@/web/alerts/alert-rules';
import { useStoryAlerts } from '@/web/alerts/use-story-alerts';
import { track } from '@/web/analytics/track';
import { cn } from '@/web/lib/utils';
import { useSquawk } from '@/web/squawk/use-squawk';
import { useWatchlist } from '../watchlist/watchlist';
import { FeedFiltersPanel } from './feed-filters-panel';
import { FeedHeader } from './feed-header';
import { useFeedPreferences } from './feed-preferences';
import { FeedStories } from './feed-stories';
import { useSavedViews } from './saved-views';
import { SidePane } from './side-pane';
import { useFeedKeyboard } from './use-feed-keyboard';
import { useFeedSearch } from './use-feed-search';
import { useFeedSelection } from './use-feed-selection';
import { useFeedStories } from './use-feed-stories';
import { useNow } from './use-now';
import { useWideScreen } from './use-screen-width';
import { useSourceHealth } from './use-source-health';
import { ViewsBar } from './views-bar';

/** docs/product.md §2 news analysis page for entitled users: the live feed, its filters in the address bar, older stories and the archive. */
export function NewsFeed() {
  const address = useFeedSearch();
  const { search, side } = address;
  const { preferences, zone, save: savePreferences } = useFeedPreferences();
  const dense = preferences.layout === 'dense';
  const watchlist = useWatchlist();
  const { settings: alerts } = useAlertSettings();
  const savedViews = useSavedViews();
  const sources = useSourceHealth();
  const wide = useWideScreen();
  const twoPanes = wide && side !== undefined;
  const now = useNow();

  const [paused, setPaused] = useState(false);
  const stories = useFeedStories({ search, watched: watchlist.symbols, timeZone: zone, paused });
  useStoryAlerts(stories.list.data, alerts.rules, watchlist.symbols);
  useSquawk(stories.list.data, stories.passesFilters);
  const selection = useFeedSelection(stories.visible);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const togglePause = () => setPaused((was) => !was);
  useFeedKeyboard({
    next: () => selection.step(1),
    previous: () => selection.step(-1),
    open: () => {
      const id = selection.shownId();
      if (id !== null) void navigate({ to: '/news-analysis/$id', params: { id: String(id) } });
    },
    search: () => searchInput.current?.focus(),
    togglePause,
    help: () => setHelpOpen(true),
  });
  useEffect(() => track('NewsAnalysisViewed'), []);

  return (
    <div
      className={cn(
        'mx-auto w-full px-4 sm:px-6',
        // Wide screens get a wider feed, and room for two panes when the second is open.
        twoPanes ? 'max-w-[112rem]' : dense ? 'max-w-6xl xl:max-w-[96rem]' : 'max-w-4xl xl:max-w-5xl',
        dense ? 'py-4 sm:py-5' : 'py-8 sm:py-10',
      )}
    >
      <FeedHeader
        preferences={preferences}
        savePreferences={savePreferences}
        paused={paused}
        onTogglePause={togglePause}
        helpOpen={helpOpen}
        onHelpOpenChange={setHelpOpen}
        liveState={stories.liveState}
        sources={sources}
      />

      <div className="mt-3">
        <ViewsBar
          saved={savedViews}
          activeId={address.viewId}
          search={search}
          onSwitch={address.switchView}
          onForget={address.forgetView}
          paneToggle={wide ? { open: twoPanes, onToggle: () => address.setSide(twoPanes ? undefined : ALL_STORIES_PANE) } : null}
        />
      </div>

      <div className={cn(twoPanes && 'grid grid-cols-2 items-start gap-6')}>
        <div className="min-w-0">
          <div className="mt-3">
            <FeedFiltersPanel
              search={search}
              setSearch={address.setSearch}
              words={address.words}
              setWords={address.setWords}
              filtered={address.filtered}
              clearFilters={address.clearFilters}
              watchlist={watchlist}
              searchInput={searchInput}
            />
          </div>

          <FeedStories
            stories={stories}
            sort={search.sort}
            filtered={address.filtered}
            watchlistEmpty={search.watchlist === true && watchlist.loaded && watchlist.symbols.length === 0}
            clearFilters={address.clearFilters}
            paused={paused}
            onShowNew={() => {
              setPaused(false);
              // The bar's button goes away: the focus moves to the newest story rather than the page.
              requestAnimationFrame(selection.selectTop);
            }}
            dense={dense}
            now={now}
            timeZone={zone}
            selectedId={selection.selectedId}
            sources={sources}
          />
        </div>
        {twoPanes && (
          <div className="mt-3">
            <SidePane
              paneView={side}
              views={savedViews.views}
              viewsLoaded={savedViews.loaded}
              liveItems={stories.liveShown}
              dense={dense}
              newIds={stories.newIds}
              now={now}
              timeZone={zone}
              watched={watchlist.symbols}
              onChange={address.setSide}
              onClose={() => address.setSide(undefined)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
