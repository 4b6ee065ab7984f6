import { Link } from '@tanstack/react-router';
import { Bell, Clock, Keyboard, LayoutList, Pause, Play, Rows3 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SourcesSummary } from '@/server/news/source-health';
import { formatClock, zoneAbbreviation } from '@/shared/format';
import { type FeedLayout, ianaZone, type TimeZoneChoice, timeZoneChoices, timeZoneLabels } from '@/shared/preferences';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/utils';
import { failingSourcesText } from './source-health';
import { feedShortcutKeys } from './use-feed-keyboard';
import type { LiveState } from './use-news-feed';

type BadgeState = LiveState | 'paused' | 'sources-failing' | 'sample-finished';

const liveLabels: Record<BadgeState, { text: string; dot: string }> = {
  live: { text: 'Live', dot: 'bg-signal motion-safe:animate-pulse' },
  connecting: { text: 'Connecting…', dot: 'bg-gold' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-gold motion-safe:animate-pulse' },
  stopped: { text: 'Not live', dot: 'bg-muted-foreground' },
  paused: { text: 'Paused', dot: 'bg-gold' },
  // Connected to this server, but no news is coming: never the green "Live".
  'sources-failing': { text: 'Connected', dot: 'bg-gold' },
  'sample-finished': { text: 'Connected', dot: 'bg-muted-foreground' },
};

function badgeState(state: LiveState, paused: boolean, sources: SourcesSummary | null): BadgeState {
  if (state !== 'live') return state;
  if (paused) return 'paused';
  if (sources && sources.failing > 0) return 'sources-failing';
  return sources?.sampleFinished ? 'sample-finished' : 'live';
}

/** Whether the feed is live, connecting, held by the reader's pause, or connected while its sources fail. */
export function LiveStatus({ state, paused, sources = null }: { state: LiveState; paused: boolean; sources?: SourcesSummary | null }) {
  const badge = badgeState(state, paused, sources);
  const live = liveLabels[badge];
  const detail = badge === 'sources-failing' ? failingSourcesText(sources) : badge === 'sample-finished' ? 'sample feed finished' : null;
  return (
    <div
      className="flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium"
      role="status"
      aria-live="polite"
      title={detail ? `${live.text} · ${detail}` : undefined}
    >
      <span className={cn('size-2 shrink-0 rounded-full', live.dot)} aria-hidden="true" />
      <span data-testid="live-state">
        {live.text}
        {/* On a phone the title keeps its line: the detail is read out, and shown from 640 px (the empty feed says it too). */}
        {detail && <span className="sr-only font-normal text-muted-foreground sm:not-sr-only"> · {detail}</span>}
      </span>
    </div>
  );
}

/** Now, on the clock of the chosen zone, ticking on the minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: Timer;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** The clock label (time and zone) and the choice of zone every date of the feed is shown in. */
export function FeedClock({ timeZone, onChange }: { timeZone: TimeZoneChoice; onChange: (zone: TimeZoneChoice) => void }) {
  const now = useMinuteClock();
  const zone = ianaZone(timeZone);
  return (
    <div className="flex items-center gap-1.5 rounded-lg border border-input bg-card pl-2.5 text-sm">
      <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
      <time className="font-mono font-semibold tabular" dateTime={now.toISOString()} data-testid="feed-clock">
        {formatClock(now, zone)}
      </time>
      <label className="flex items-center">
        <span className="sr-only">Time zone</span>
        <select
          value={timeZone}
          onChange={(event) => onChange(event.target.value as TimeZoneChoice)}
          className="h-9 max-w-36 rounded-r-lg bg-transparent pr-1 pl-1 text-sm text-muted-foreground sm:max-w-44"
        >
          {timeZoneChoices.map((choice) => {
            const abbreviation = zoneAbbreviation(now, ianaZone(choice));
            return (
              <option key={choice} value={choice}>
                {choice === 'UTC' ? 'UTC' : `${timeZoneLabels[choice]} (${abbreviation})`}
              </option>
            );
          })}
        </select>
      </label>
    </div>
  );
}

/** Cards or one line per story. */
export function LayoutToggle({ layout, onChange }: { layout: FeedLayout; onChange: (layout: FeedLayout) => void }) {
  const option = (value: FeedLayout, label: string, Icon: typeof Rows3) => (
    <button
      type="button"
      aria-pressed={layout === value}
      onClick={() => onChange(value)}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 px-2.5 text-sm font-medium transition-colors',
        layout === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <fieldset className="inline-flex overflow-hidden rounded-lg border border-input bg-card">
      <legend className="sr-only">Layout</legend>
      {option('cards', 'Cards', Rows3)}
      {option('dense', 'Compact', LayoutList)}
    </fieldset>
  );
}

export function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <Button variant="outline" size="sm" className="h-9" onClick={onToggle} title="Pause or resume live updates (p)">
      {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      {paused ? 'Resume' : 'Pause'}
    </Button>
  );
}

export function AlertsLink() {
  return (
    <Button asChild variant="outline" size="sm" className="h-9">
      <Link to="/alerts">
        <Bell aria-hidden="true" /> Alerts
      </Link>
    </Button>
  );
}

/** The keyboard shortcuts, on ? or from the button. */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <>
      <Button variant="ghost" size="sm" className="h-9 max-sm:hidden" onClick={() => onOpenChange(true)} title="Keyboard shortcuts (?)">
        <Keyboard aria-hidden="true" />
        <span className="sr-only">Keyboard shortcuts</span>
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Keyboard shortcuts</DialogTitle>
            <DialogDescription>On the news feed, when no field has the focus.</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            {feedShortcutKeys.map(({ keys, action }) => (
              <div key={action} className="contents">
                <dt className="flex gap-1">
                  {keys.map((key) => (
                    <kbd key={key} className="min-w-7 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs font-semibold">
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </>
  );
}
