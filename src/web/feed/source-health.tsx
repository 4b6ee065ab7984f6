/**
 * How the news sources fare, as the feed tells it: the badge says when the page is connected but
 * the sources are failing (feed-toolbar.tsx), and the empty feed says why it is empty. Counts
 * only (use-source-health.ts); the operator sees each source with `npx bun run cli sources`.
 */
import type { SourcesSummary } from '@/server/news/source-health';
import { cn } from '@/web/lib/utils';

/** "3 of 59 sources failing", or null when every source answers. */
export function failingSourcesText(sources: SourcesSummary | null): string | null {
  if (!sources || sources.failing === 0) return null;
  return `${sources.failing} of ${sources.total} ${sources.total === 1 ? 'source' : 'sources'} failing`;
}

/**
 * The sample stories standing in because no publisher feed has answered yet (a machine without
 * internet, say): the feed says so, so no one takes them for news. They leave once a feed answers.
 */
export function SampleStandInNote({ sources, className }: { sources: SourcesSummary | null; className?: string }) {
  if (!sources?.sampleStandingIn) return null;
  return (
    <p role="note" className={cn('rounded-lg border border-gold/40 bg-gold/10 px-3 py-2 text-sm', className)} data-testid="sample-stand-in">
      No publisher feed has answered yet, so these are sample stories. Real news takes their place as soon as a feed answers.
    </p>
  );
}

/** The feed with no story at all (and no filter set): why, when the sources tell. */
export function EmptyFeed({ sources }: { sources: SourcesSummary | null }) {
  return (
    <div className="rounded-xl border border-dashed border-border bg-card p-10 text-center" data-testid="empty-feed">
      {sources && sources.failing > 0 ? (
        <>
          <p className="font-semibold">The news sources are failing.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {`${sources.failing} of ${sources.total} ${sources.total === 1 ? 'source' : 'sources'} could not be read, so there is no story yet.`} Stories appear
            here as soon as a source answers; this page updates by itself.
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">No news analysis yet.</p>
          <p className="mt-1 text-sm text-muted-foreground">New analyses appear hourly. This page updates by itself.</p>
        </>
      )}
    </div>
  );
}
