import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { symbolTagClass } from '@/web/components/impact-display';
import { cn } from '@/web/lib/utils';
import { useWatchlist } from '../watchlist/watchlist';

/** A story's symbol: opens the feed filtered to it; the star follows or unfollows it. */
export function SymbolChip({ symbol }: { symbol: string }) {
  const watchlist = useWatchlist();
  const followed = watchlist.isFollowed(symbol);
  return (
    <span className={cn(symbolTagClass, 'inline-flex items-center overflow-hidden')} data-slot="symbol-chip">
      <Link to="/news-analysis" search={{ symbol }} className="py-0.5 pr-1 pl-2 hover:underline" aria-label={`Stories on ${symbol}`}>
        {symbol}
      </Link>
      <button
        type="button"
        className="flex h-full items-center py-0.5 pr-2 pl-1 hover:bg-primary/15 disabled:opacity-50"
        aria-label={`Follow ${symbol}`}
        aria-pressed={followed}
        disabled={!watchlist.loaded || watchlist.busy}
        onClick={() => (followed ? watchlist.unfollow(symbol) : void watchlist.follow(symbol).catch(() => {}))}
      >
        <Star className={cn('size-3', followed && 'fill-current')} aria-hidden="true" />
      </button>
    </span>
  );
}
