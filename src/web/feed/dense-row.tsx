import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { memo } from 'react';
import type { FeedItem } from '@/shared/feed';
import { formatFeedDate, formatShortFeedDate } from '@/shared/format';
import { directionLabel, formatImpact, impactLevel, shownDirection } from '@/shared/impact';
import type { Direction } from '@/shared/news-kinds';
import { impactBadgeClass } from '@/web/components/impact-display';
import { cn } from '@/web/lib/utils';
import { type CardLinks, readStory } from './news-card';

const directionIcon: Record<Direction, typeof Minus> = { bullish: ArrowUpRight, bearish: ArrowDownRight, neutral: Minus };
const verdictText = { unavailable: 'Unavailable', pending: 'Pending', 'not-scored': 'Not scored' } as const;

/**
 * One story on one line (dense mode): time, score and direction, symbols, headline. The
 * headline opens the story's page, where the whole analysis is; nothing is shown here that
 * the card would not show.
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
  const { verdict, when } = readStory(item);
  const titleId = `story-${item.id}-title`;
  const direction = verdict.kind === 'scored' ? shownDirection(verdict.score) : null;
  const Arrow = direction ? directionIcon[direction] : null;

  return (
    <article aria-labelledby={titleId} className={cn('flex min-w-0 items-center gap-2 px-3 py-1 text-sm sm:gap-3', isNew && 'bg-primary/5')}>
      <time dateTime={when} title={formatFeedDate(when, timeZone)} className="min-w-10 shrink-0 font-mono text-xs text-muted-foreground tabular sm:w-[4.75rem]">
        {formatShortFeedDate(when, now, timeZone)}
      </time>
      {verdict.kind === 'scored' && direction && Arrow ? (
        <span
          role="img"
          aria-label={`Impact score ${formatImpact(verdict.score)} of 10, ${directionLabel[direction]}`}
          className={cn(
            'inline-flex w-[4.25rem] shrink-0 items-center justify-center gap-0.5 rounded border px-1 font-mono text-xs font-bold tabular',
            impactBadgeClass[impactLevel(verdict.score)],
          )}
        >
          {formatImpact(verdict.score)}
          <Arrow className="size-3.5" aria-hidden="true" />
        </span>
      ) : (
        <span className="w-[4.25rem] shrink-0 whitespace-nowrap rounded border border-border bg-muted text-center text-[10px] font-semibold leading-[18px] text-muted-foreground">
          {verdictText[verdict.kind === 'scored' ? 'pending' : verdict.kind]}
        </span>
      )}
      <span className="hidden w-28 shrink-0 truncate font-mono text-xs font-semibold text-primary sm:inline" title={item.symbols.join(', ') || undefined}>
        {item.symbols.slice(0, 3).join(' ')}
      </span>
      <h3 id={titleId} className="min-w-0 flex-1 truncate font-medium">
        <links.StoryLink id={item.id}>{item.headline}</links.StoryLink>
      </h3>
      <span className="hidden w-36 shrink-0 truncate text-right text-xs text-muted-foreground lg:inline">
        {item.publisher_name ?? item.source_domain ?? 'Unknown source'}
      </span>
    </article>
  );
});
