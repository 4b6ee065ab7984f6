import type { SourcesSummary } from '@/server/news/source-health';
import type { FeedPreferences } from '@/shared/preferences';
import { cn } from '@/web/lib/utils';
import { SquawkToggle } from '@/web/squawk/squawk-controls';
import { AlertsLink, FeedClock, LayoutToggle, LiveStatus, PauseButton, ShortcutsHelp } from './feed-toolbar';
import { SampleStandInNote } from './source-health';
import type { LiveState } from './use-news-feed';

/**
 * The page's title, its view controls and whether it is live. One element per part in both
 * layouts (a control keeps its focus when the layout changes): the compact layout puts the view
 * controls on the title's line where they fit.
 */
export function FeedHeader({
  preferences,
  savePreferences,
  paused,
  onTogglePause,
  helpOpen,
  onHelpOpenChange,
  liveState,
  sources,
}: {
  preferences: FeedPreferences;
  savePreferences: (change: Partial<FeedPreferences>) => void;
  paused: boolean;
  onTogglePause: () => void;
  helpOpen: boolean;
  onHelpOpenChange: (open: boolean) => void;
  liveState: LiveState;
  sources: SourcesSummary | null;
}) {
  const dense = preferences.layout === 'dense';
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <div className={cn('order-1 min-w-0 flex-1', dense && 'lg:flex-none')}>
        <h1 className={cn('font-bold tracking-tight', dense ? 'text-xl sm:text-2xl' : 'text-2xl sm:text-3xl')}>News Analysis</h1>
        {!dense && <p className="mt-1 text-sm text-muted-foreground">Market-moving news, scored and explained as it breaks.</p>}
      </div>
      <div className={cn('order-3 flex basis-full flex-wrap items-center gap-2', dense && 'lg:order-2 lg:basis-auto')}>
        <PauseButton paused={paused} onToggle={onTogglePause} />
        <LayoutToggle layout={preferences.layout} onChange={(layout) => savePreferences({ layout })} />
        <FeedClock timeZone={preferences.timeZone} onChange={(timeZone) => savePreferences({ timeZone })} />
        <AlertsLink />
        <SquawkToggle />
        <ShortcutsHelp open={helpOpen} onOpenChange={onHelpOpenChange} />
      </div>
      <div className={cn('order-2', dense && 'lg:order-3 lg:ml-auto')}>
        <LiveStatus state={liveState} paused={paused} sources={sources} />
      </div>
      <SampleStandInNote sources={sources} className="order-4 basis-full" />
    </div>
  );
}
