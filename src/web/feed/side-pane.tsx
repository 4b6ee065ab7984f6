import { X } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { FeedItem } from '@/shared/feed';
import { archiveCriteria, matchesFeedSearch, sortStories } from '@/shared/feed-filters';
import { ALL_STORIES_PANE, type SavedView } from '@/shared/saved-views';
import { Button } from '@/web/components/ui/button';
import { combineStories } from './feed-pages';
import { LoadOlder } from './load-older';
import { StoryList, storyListLabel } from './story-list';
import { useOlderStories } from './use-older-stories';

/**
 * The second pane of a wide screen: another saved view (or every story) beside the first. It
 * reads the same live list as the first pane (one stream for both), held by the same pause, and
 * loads its own older pages or archive search.
 */
export function SidePane({
  paneView,
  views,
  viewsLoaded,
  liveItems,
  dense,
  newIds,
  now,
  timeZone,
  watched,
  onChange,
  onClose,
}: {
  paneView: string;
  views: readonly SavedView[];
  /** Until the list arrives, a view named by the address is not yet known to be missing. */
  viewsLoaded: boolean;
  liveItems: readonly FeedItem[];
  dense: boolean;
  newIds: ReadonlySet<number>;
  now: Date;
  timeZone: string | undefined;
  watched: readonly string[];
  onChange: (paneView: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const view = views.find((candidate) => candidate.id === paneView);
  const filters = useMemo(() => view?.filters ?? {}, [view]);
  const missing = viewsLoaded && paneView !== ALL_STORIES_PANE && !view;
  const criteria = useMemo(() => archiveCriteria(filters, watched, timeZone), [filters, watched, timeZone]);
  const older = useOlderStories(criteria, 'second');
  const visible = useMemo(
    () =>
      sortStories(
        combineStories(liveItems, older.items).filter((item) => matchesFeedSearch(item, filters, watched, timeZone)),
        filters.sort,
      ),
    [liveItems, older.items, filters, watched, timeZone],
  );
  const name = view?.name ?? 'All stories';

  return (
    <section aria-labelledby={titleId} className="grid min-w-0 content-start gap-3">
      <div className="flex items-center gap-2 rounded-xl border border-border bg-card p-3">
        <h2 id={titleId} className="sr-only">
          Second pane: {name}
        </h2>
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
          <span className="shrink-0 text-muted-foreground">Second pane</span>
          <select
            value={missing ? '' : paneView}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-card px-2 text-sm"
          >
            {missing && (
              <option value="" disabled>
                Choose a view
              </option>
            )}
            <option value={ALL_STORIES_PANE}>All stories</option>
            {views.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close the second pane" title="Close the second pane">
          <X aria-hidden="true" />
        </Button>
      </div>
      {missing ? (
        <p className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
          This view does not exist (it may have been deleted). Choose another above.
        </p>
      ) : visible.length === 0 && (older.exhausted || older.loading) ? (
        <p className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground" role="status">
          {older.loading ? 'Loading…' : 'No stories match this view.'}
        </p>
      ) : (
        <>
          <StoryList items={visible} dense={dense} label={`${name}: ${storyListLabel(filters.sort)}`} newIds={newIds} now={now} timeZone={timeZone} />
          <div className="flex flex-col items-center gap-2 text-center text-xs text-muted-foreground">
            <LoadOlder older={older} onLoad={() => older.load(liveItems)} />
          </div>
        </>
      )}
    </section>
  );
}
