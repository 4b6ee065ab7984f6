import { Link } from '@tanstack/react-router';
import type { FeedItem } from '@/shared/feed';
import { cn } from '@/web/lib/utils';
import { DenseRow } from './dense-row';
import { type CardLinks, NewsCard } from './news-card';
import { SymbolChip } from './symbol-chip';

const cardLinks: CardLinks = {
  StoryLink: ({ id, children }) => (
    <Link to="/news-analysis/$id" params={{ id: String(id) }} data-story-link className="rounded hover:underline focus-visible:underline">
      {children}
    </Link>
  ),
  SymbolChip,
};

/** The stories of a pane, as cards or one row each; `selectedId` is the keyboard's selection. */
export function StoryList({
  items,
  dense,
  label,
  newIds,
  now,
  timeZone,
  selectedId = null,
}: {
  items: readonly FeedItem[];
  dense: boolean;
  label: string;
  newIds: ReadonlySet<number>;
  now: Date;
  timeZone: string | undefined;
  selectedId?: number | null;
}) {
  return (
    <ol className={cn(dense ? 'divide-y divide-border overflow-hidden rounded-xl border border-border bg-card' : 'grid gap-4')} aria-label={label}>
      {items.map((item) => (
        <li
          key={item.id}
          data-story-id={item.id}
          className={cn(
            'scroll-my-20',
            item.id === selectedId && (dense ? 'bg-accent shadow-[inset_3px_0_0_var(--primary)]' : 'rounded-xl ring-2 ring-primary'),
          )}
        >
          {dense ? (
            <DenseRow item={item} isNew={newIds.has(item.id)} now={now} timeZone={timeZone} links={cardLinks} />
          ) : (
            <NewsCard item={item} isNew={newIds.has(item.id)} now={now} timeZone={timeZone} links={cardLinks} />
          )}
        </li>
      ))}
    </ol>
  );
}

export const storyListLabel = (sort: 'newest' | 'impact' | undefined) =>
  sort === 'impact' ? 'News analyses, highest impact first' : 'News analyses, newest first';
