import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, Sparkles } from 'lucide-react';
import { isArticleUrl } from '@/shared/article-url';
import { isSampleStory } from '@/shared/feed';
import { formatFeedDate } from '@/shared/format';
import { confidenceOf } from '@/shared/impact';
import { affectedMarkets } from '@/shared/markets';
import { readStory, storyTime } from '@/shared/story-reading';
import { OtherInstrumentCalls } from '@/web/components/impact-display';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { AnalysisSections, analysisDisclaimer } from './analysis-details';
import { useFeedPreferences } from './feed-preferences';
import { awaitsPrices, MarketReaction } from './market-reaction';
import { MinuteChart } from './minute-chart';
import { analysisLabel } from './news-card';
import { SampleLabel } from './sample-label';
import { storyIdOf, storyQueryOptions } from './story-query';
import { StoryVerdict } from './story-verdict';
import { SymbolChip } from './symbol-chip';

const backLink = (
  <Link to="/news-analysis" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
    <ArrowLeft className="size-4" aria-hidden="true" /> Back to the feed
  </Link>
);

/** One story in full: the analysis without Learn More, the market's reaction, and every outlet that carried it. */
export function StoryPage({ id }: { id: string }) {
  const storyId = storyIdOf(id);
  const story = useQuery({
    ...storyQueryOptions(storyId ?? 1),
    enabled: storyId !== null,
    // While a price is still due the page reads the story again each minute, so the reaction fills in.
    refetchInterval: (query) => (awaitsPrices(query.state.data, Date.now()) ? 60_000 : false),
  });
  usePageHead(story.data?.headline ?? 'Story', story.data?.summary ?? undefined);
  const { zone } = useFeedPreferences();

  if (storyId === null || story.error?.data?.code === 'NOT_FOUND') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Story not found</h1>
        <p className="mt-2 text-muted-foreground">This story does not exist or is no longer in the archive.</p>
        <div className="mt-6">{backLink}</div>
      </div>
    );
  }
  if (story.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">The story could not be loaded.</h1>
        <Button variant="outline" className="mt-4" onClick={() => void story.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!story.data) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10" role="status" aria-label="Loading the story">
        <div className="h-8 w-3/4 animate-pulse rounded bg-muted" />
        <div className="mt-6 h-64 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }

  const item = story.data;
  const reading = readStory(item);
  const { verdict, calls } = reading;
  const when = storyTime(item);
  const sources = [
    { publisher: item.publisher_name ?? item.source_domain ?? 'Unknown source', url: isSampleStory(item) ? null : item.url, when },
    ...item.other_sources.map((source) => ({ publisher: source.publisher_name ?? new URL(source.url).hostname, url: source.url, when: source.seen_at })),
  ];

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10" aria-labelledby="story-headline">
      {backLink}
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{item.publisher_name ?? item.source_domain ?? 'Unknown source'}</span>
        <time dateTime={when} className="tabular">
          {formatFeedDate(when, zone)}
        </time>
        {isSampleStory(item) && <SampleLabel />}
        {analysisLabel(item) && (
          <span className="inline-flex items-center gap-1">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {analysisLabel(item)}
          </span>
        )}
      </div>
      <div className="mt-3 flex items-start gap-4">
        <h1 id="story-headline" className="min-w-0 flex-1 text-2xl font-bold leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          {item.headline}
        </h1>
        <StoryVerdict verdict={verdict} size="page" />
      </div>

      {calls && <OtherInstrumentCalls calls={calls.others} max={calls.others.length} className="mt-3" />}

      <div className="mt-4 flex flex-wrap items-center gap-1.5 text-xs">
        {verdict.kind === 'scored' && (
          <span className="rounded-full border border-border px-2 py-0.5 font-medium">
            Confidence: <strong>{confidenceOf(verdict.score)}</strong>
          </span>
        )}
        {affectedMarkets(item.category, item.symbols).map((market) => (
          <span key={market} className="rounded-full bg-muted px-2 py-0.5 font-medium">
            {market}
          </span>
        ))}
        {item.symbols.map((symbol) => (
          <SymbolChip key={symbol} symbol={symbol} />
        ))}
      </div>

      <div className="mt-6 grid gap-6 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
        {item.summary && <p className="text-base text-muted-foreground">{item.summary}</p>}
        <AnalysisSections reading={reading} heading="h2" textClass="text-sm sm:text-base" />
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {analysisDisclaimer(item.analysis_method)}
        </p>
      </div>

      <MarketReaction
        reactions={item.reactions}
        calls={calls}
        timeZone={zone}
        boardLink={
          <Link to="/news-analysis/calibration" className="font-medium text-primary hover:underline">
            How often calls agree: the calibration board
          </Link>
        }
      />

      <MinuteChart storyId={item.id} timeZone={zone} />

      <section className="mt-6" aria-labelledby="sources-title">
        <h2 id="sources-title" className="text-lg font-semibold">
          Sources
        </h2>
        <p className="text-sm text-muted-foreground">{item.outlet_count === 1 ? 'Carried by 1 outlet.' : `Carried by ${item.outlet_count} outlets.`}</p>
        <ul className="mt-3 grid gap-2">
          {sources.map((source, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: sample stories have no url; the list does not change while shown
              key={`${source.url ?? 'sample'}-${index}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm"
            >
              <span className="font-medium">{source.publisher}</span>
              {isArticleUrl(source.url) ? (
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                >
                  Read at {new URL(source.url).hostname} <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              ) : (
                <span className="text-muted-foreground">{isSampleStory(item) && index === 0 ? 'Sample story from the demo source' : 'No link'}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
