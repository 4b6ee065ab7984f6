import { ExternalLink, Sparkles } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { isArticleUrl } from '@/shared/article-url';
import { type FeedItem, isSampleStory } from '@/shared/feed';
import { formatFeedDate, relativeTime } from '@/shared/format';
import { confidenceOf } from '@/shared/impact';
import { affectedMarkets } from '@/shared/markets';
import { readStory, storyTime } from '@/shared/story-reading';
import { OtherInstrumentCalls, symbolTagClass } from '@/web/components/impact-display';
import { cn } from '@/web/lib/utils';
import { AnalysisSections, analysisDisclaimer } from './analysis-details';
import { CardMoves } from './instrument-moves';
import { SampleLabel } from './sample-label';
import { StoryVerdict } from './story-verdict';

/** Which analysis the card shows; the AI one replaces the rules-based one in place when it arrives. */
export function analysisLabel(item: FeedItem): string | null {
  if (!item.analysis_method) return null;
  if (item.analysis_method !== 'offline') return 'AI analysis';
  return item.ai_pending ? 'Rules-based analysis · AI analysis on its way' : 'Rules-based analysis';
}

/** What the feed adds to a card: links to the story's page and to its symbols (left out, a card stands alone). */
export type CardLinks = {
  StoryLink: React.ComponentType<{ id: number; children: React.ReactNode }>;
  SymbolChip: React.ComponentType<{ symbol: string }>;
};

/** One story of the feed (docs/product.md §2): collapsed by default, Learn More opens the analysis. */
export const NewsCard = memo(function NewsCard({
  item,
  isNew,
  now,
  timeZone,
  links,
}: {
  item: FeedItem;
  isNew: boolean;
  now: Date;
  /** The IANA zone the reader chose for dates; undefined: their own. */
  timeZone?: string;
  links?: CardLinks;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const markets = affectedMarkets(item.category, item.symbols);
  const reading = readStory(item);
  // The score is the primary instrument's, named in the score box with its own direction; the
  // others follow each with its own, and Learn More gives their scores.
  const { verdict, calls } = reading;
  const when = storyTime(item);
  const isSample = isSampleStory(item);

  return (
    <article
      className={cn(
        // A long unbroken word (a URL, a ticker run) wraps instead of pushing the score off-screen.
        'min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm transition-shadow [overflow-wrap:anywhere] sm:p-5',
        isNew && 'ring-2 ring-primary/40 motion-safe:animate-[pulse_1.2s_ease-out_1]',
      )}
      aria-labelledby={`${detailsId}-title`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{item.publisher_name ?? item.source_domain ?? 'Unknown source'}</span>
        <time dateTime={when} className="tabular">
          {formatFeedDate(when, timeZone)}
        </time>
        <span aria-hidden="true">·</span>
        <span>{relativeTime(when, now)}</span>
        {item.outlet_count > 1 && <span className="rounded-full bg-muted px-2 py-0.5">{item.outlet_count} outlets</span>}
        {isSample && <SampleLabel />}
        {isNew && <span className="rounded-full bg-primary/15 px-2 py-0.5 font-semibold text-primary-text">New</span>}
        {analysisLabel(item) && (
          <span className="inline-flex items-center gap-1" data-slot="analysis-kind">
            <Sparkles className="size-3" aria-hidden="true" />
            {analysisLabel(item)}
          </span>
        )}
      </div>

      <div className="mt-2 flex items-start gap-4">
        <h3 id={`${detailsId}-title`} className="min-w-0 flex-1 text-base font-semibold leading-snug sm:text-lg">
          {links ? <links.StoryLink id={item.id}>{item.headline}</links.StoryLink> : item.headline}
        </h3>
        <StoryVerdict verdict={verdict} size="card" />
      </div>

      {calls && <OtherInstrumentCalls calls={calls.others} max={3} className="mt-2" />}
      {/* The primary and the three others the card names, each with its move so far. */}
      <CardMoves
        reactions={item.reactions}
        calls={calls}
        publishedAt={item.published_at ?? item.created_at}
        now={now}
        timeZone={timeZone}
        max={4}
        className="mt-2"
      />

      <div className="mt-3 flex flex-wrap items-center gap-1.5 text-xs">
        {verdict.kind === 'scored' && (
          <span className="rounded-full border border-border px-2 py-0.5 font-medium">
            Confidence: <strong>{confidenceOf(verdict.score)}</strong>
          </span>
        )}
        {markets.map((market) => (
          <span key={market} className="rounded-full bg-muted px-2 py-0.5 font-medium">
            {market}
          </span>
        ))}
        {item.symbols.map((symbol) =>
          links ? (
            <links.SymbolChip key={symbol} symbol={symbol} />
          ) : (
            <span key={symbol} className={cn(symbolTagClass, 'px-2 py-0.5')}>
              {symbol}
            </span>
          ),
        )}
      </div>

      {open && (
        <div id={detailsId} className="mt-4 grid gap-4 border-t border-border pt-4">
          {item.summary && <p className="text-sm text-muted-foreground">{item.summary}</p>}
          <AnalysisSections reading={reading} heading="h4" textClass="text-sm" />
          <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {analysisDisclaimer(item.analysis_method)}
            </span>
            {isSample ? (
              <span>Sample story from the demo source</span>
            ) : (
              isArticleUrl(item.url) && (
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                >
                  Read at {item.source_domain ?? 'source'} <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              )
            )}
          </div>
        </div>
      )}

      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={detailsId}
        className="mt-3 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {open ? 'Show Less' : 'Learn More'}
      </button>
    </article>
  );
});
