import { ArrowUp, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import type { SourcesSummary } from '@/server/news/source-health';
import type { FeedSearch } from '@/shared/feed-search';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { LoadOlder } from './load-older';
import { EmptyFeed } from './source-health';
import { StoryList, storyListLabel } from './story-list';
import type { useFeedStories } from './use-feed-stories';

/**
 * The first pane's list and what stands in for it: loading, a failed load, an empty feed or
 * watchlist, no match. While paused, a bar counts the new stories waiting; "Show" goes up to them.
 */
export function FeedStories({
  stories,
  sort,
  filtered,
  watchlistEmpty,
  clearFilters,
  paused,
  onShowNew,
  dense,
  now,
  timeZone,
  selectedId,
  sources,
}: {
  stories: ReturnType<typeof useFeedStories>;
  sort: FeedSearch['sort'];
  filtered: boolean;
  watchlistEmpty: boolean;
  clearFilters: () => void;
  paused: boolean;
  onShowNew: () => void;
  dense: boolean;
  now: Date;
  timeZone: string | undefined;
  selectedId: number | null;
  sources: SourcesSummary | null;
}) {
  const top = useRef<HTMLDivElement>(null);
  const { visible, loaded, held, older } = stories;
  const noMatch = (
    <>
      No stories match these filters.{' '}
      <button type="button" className="font-medium text-primary underline" onClick={clearFilters}>
        Clear filters
      </button>
    </>
  );

  return (
    <div ref={top} className={cn('scroll-mt-20', dense ? 'mt-3' : 'mt-6')}>
      {/* Always there, so a screen reader hears the count as it changes. */}
      <div className="sticky top-18 z-10 flex justify-center" aria-live="polite">
        {paused && held > 0 && (
          <Button
            size="sm"
            className="mb-3 shadow-lg"
            onClick={() => {
              top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
              onShowNew();
            }}
          >
            <ArrowUp aria-hidden="true" />
            {held === 1 ? '1 new story' : `${held} new stories`} · Show
          </Button>
        )}
      </div>
      {stories.loading ? (
        <div className={cn('grid', dense ? 'gap-1' : 'gap-4')} role="status" aria-label="Loading news analysis">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={cn('animate-pulse rounded-xl bg-muted', dense ? 'h-8' : 'h-36')} />
          ))}
        </div>
      ) : stories.failed ? (
        <div className="rounded-xl border border-border bg-card p-8 text-center">
          <p className="font-semibold">The news analysis could not be loaded.</p>
          <Button variant="outline" className="mt-4" onClick={() => void stories.list.refetch()}>
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
        <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">{noMatch}</div>
      ) : (
        <>
          {visible.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">{noMatch}</p>
          ) : (
            <StoryList
              items={visible}
              dense={dense}
              label={storyListLabel(sort)}
              newIds={stories.newIds}
              now={now}
              timeZone={timeZone}
              selectedId={selectedId}
            />
          )}
          <div className="mt-6 flex flex-col items-center gap-2 text-center text-xs text-muted-foreground">
            {filtered && visible.length > 0 && (
              <p>
                Showing {visible.length} of {loaded.length} stories
              </p>
            )}
            <LoadOlder older={older} onLoad={stories.loadOlder} />
          </div>
        </>
      )}
    </div>
  );
}
