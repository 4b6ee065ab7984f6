import { memo, useId } from 'react';
import { type FeedItem, isSampleStory } from '@/shared/feed';
import { formatFeedDate, formatShortFeedDate } from '@/shared/format';
import { readStory, storyTime } from '@/shared/story-reading';
import { DirectionTag, InstrumentCallChip, MoreCount } from '@/web/components/impact-display';
import { cn } from '@/web/lib/utils';
import { RowMove } from './instrument-moves';
import type { CardLinks } from './news-card';
import { SampleLabel } from './sample-label';
import { StoryVerdict } from './story-verdict';

/**
 * One story per row (dense mode): time, score, the instruments each with its own direction, the
 * primary's move since publication, headline. The score sits beside the primary instrument it
 * belongs to. From sm everything shares one line, the headline cut; as the width allows, one more
 * instrument follows (from lg), and the rest are counted. Phones give the headline a line of its
 * own (up to two lines, wrapped) under the time, score and two instruments; they show the
 * primary's arrow without its word, which stays for screen readers. The headline opens the
 * story's page, where the whole analysis is; nothing is shown here that the card would not show.
 */
export const DenseRow = memo(function DenseRow({
  item,
  isNew,
  now,
  timeZone,
  links,
}: {
  item: FeedItem;
  isNew: boolean;
  now: Date;
  timeZone: string | undefined;
  links: CardLinks;
}) {
  const { verdict, calls } = readStory(item);
  const when = storyTime(item);
  // Unique on the page: a story may show in both panes.
  const titleId = useId();
  const others = calls?.others ?? [];

  return (
    <article
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 px-3 py-1.5 text-sm sm:flex-nowrap sm:gap-3 sm:py-1', isNew && 'bg-primary/5')}
    >
      <time dateTime={when} title={formatFeedDate(when, timeZone)} className="min-w-10 shrink-0 font-mono text-xs text-muted-foreground tabular sm:w-[4.75rem]">
        {formatShortFeedDate(when, now, timeZone)}
      </time>
      <StoryVerdict verdict={verdict} size="row" />
      {calls ? (
        <>
          <span className="flex shrink-0 items-center gap-1 sm:gap-1.5" data-slot="instrument-calls">
            {calls.primary ? (
              <InstrumentCallChip call={calls.primary} arrowOnly className="max-w-[6.5rem] sm:max-w-[11rem]" />
            ) : (
              <DirectionTag direction={calls.direction} arrowOnly className="text-xs font-medium" />
            )}
            {others[0] && (
              <span className="flex min-w-0 sm:max-lg:hidden">
                <InstrumentCallChip call={others[0]} arrowOnly className="max-w-[6.5rem] sm:max-w-[11rem]" />
              </span>
            )}
            {/* How many are left out at each width: one more shows on phones (the headline has its own line) and from lg. */}
            <MoreCount count={others.length} short className="max-sm:hidden lg:hidden" />
            <MoreCount count={others.length - 1} short className="sm:max-lg:hidden" />
          </span>
          <RowMove reactions={item.reactions} calls={calls} now={now} timeZone={timeZone} />
        </>
      ) : (
        // No verdict, so no arrow: the symbols the story names.
        <span
          className="min-w-0 flex-1 truncate font-mono text-xs font-semibold text-primary sm:w-28 sm:flex-none sm:shrink-0"
          title={item.symbols.join(', ') || undefined}
        >
          {item.symbols.slice(0, 3).join(' ')}
        </span>
      )}
      {/* On phones the first line is full: the mark opens the headline's line instead of wrapping to one of its own. */}
      {isSampleStory(item) && <SampleLabel short className="py-0 max-sm:hidden" />}
      <h3 id={titleId} className="min-w-0 basis-full font-medium leading-snug max-sm:line-clamp-2 sm:flex-1 sm:basis-0 sm:truncate">
        {isSampleStory(item) && <SampleLabel short className="mr-1.5 py-0 align-text-bottom sm:hidden" />}
        <links.StoryLink id={item.id}>{item.headline}</links.StoryLink>
      </h3>
      <span className="hidden w-36 shrink-0 truncate text-right text-xs text-muted-foreground lg:inline">
        {item.publisher_name ?? item.source_domain ?? 'Unknown source'}
      </span>
    </article>
  );
});
