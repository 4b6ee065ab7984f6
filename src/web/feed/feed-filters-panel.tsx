import { Link } from '@tanstack/react-router';
import { Search, SlidersHorizontal, Star, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FIRST_DAY, LAST_DAY } from '@/shared/date-range';
import { type FeedSearch, feedSorts, minImpactChoices } from '@/shared/feed-search';
import { formatDay } from '@/shared/format';
import { directionLabel } from '@/shared/impact';
import { allMarketLabels, categoryLabel } from '@/shared/markets';
import { directions, newsCategories } from '@/shared/news-kinds';
import { SYMBOL_FORMAT_MESSAGE, SYMBOL_PATTERN } from '@/shared/symbol-format';
import { symbolTagClass } from '@/web/components/impact-display';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';
import type { useWatchlist } from '../watchlist/watchlist';
import { SearchHelp } from './search-help';
import { usePhoneScreen } from './use-screen-width';

const selectClass = 'h-10 min-w-0 flex-1 rounded-lg border border-input bg-card px-2 text-sm';
const sortLabels: Record<(typeof feedSorts)[number], string> = { newest: 'Newest first', impact: 'Highest impact' };

type Chip = { label: string; clear: Partial<FeedSearch> };

/**
 * The filters beyond the words that are set, each as a chip that says what it holds and clears it;
 * a chosen order is one too, since its control is folded away with the filters.
 */
function activeChips(search: FeedSearch): Chip[] {
  const chips: (Chip | null)[] = [
    search.symbol ? { label: `Symbol: ${search.symbol}`, clear: { symbol: undefined } } : null,
    search.watchlist ? { label: 'Watchlist only', clear: { watchlist: undefined } } : null,
    search.market ? { label: `Market: ${search.market}`, clear: { market: undefined } } : null,
    search.direction ? { label: `Direction: ${directionLabel[search.direction]}`, clear: { direction: undefined } } : null,
    search.category ? { label: `Category: ${categoryLabel(search.category)}`, clear: { category: undefined } } : null,
    search.minImpact ? { label: `Impact ${search.minImpact}+`, clear: { minImpact: undefined } } : null,
    search.from ? { label: `From ${formatDay(search.from)}`, clear: { from: undefined } } : null,
    search.to ? { label: `To ${formatDay(search.to)}`, clear: { to: undefined } } : null,
    search.sort === 'impact' ? { label: `Sort: ${sortLabels.impact}`, clear: { sort: undefined } } : null,
  ];
  return chips.filter((chip) => chip !== null);
}

/**
 * The feed's search and filters, all in the address (feed-search.ts). The words box is always
 * there, with the filters set as a row of chips under it; the form that sets them starts folded,
 * so the first story stays near the top of the page on every screen.
 */
export function FeedFiltersPanel({
  search,
  setSearch,
  words,
  setWords,
  filtered,
  clearFilters,
  watchlist,
  searchInput,
}: {
  search: FeedSearch;
  setSearch: (change: Partial<FeedSearch>) => void;
  words: string;
  setWords: (words: string) => void;
  filtered: boolean;
  clearFilters: () => void;
  watchlist: ReturnType<typeof useWatchlist>;
  searchInput: React.RefObject<HTMLInputElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const searchHelpId = useId();
  const chips = activeChips(search);
  // The order is not a filter: the button counts the filters alone.
  const active = chips.filter((chip) => !('sort' in chip.clear)).length;
  // A phone's box is too narrow for the examples.
  const phone = usePhoneScreen();
  return (
    <search className="grid gap-3 rounded-xl border border-border bg-card p-3" aria-label="Filter the news">
      <div className="flex items-center gap-2">
        <label className="relative block min-w-0 flex-1">
          <span className="sr-only">Search symbol or word</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            ref={searchInput}
            type="search"
            placeholder={phone ? 'Symbol or word' : 'Symbol or word, e.g. NVDA, ECB'}
            value={words}
            maxLength={200}
            onChange={(event) => setWords(event.target.value)}
            className="pl-9"
            title="Search (/)"
            aria-describedby={open ? searchHelpId : undefined}
          />
        </label>
        <Button variant="outline" className="shrink-0" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <SlidersHorizontal aria-hidden="true" />
          {/* Phones keep the word for screen readers: the search box's hint needs the room. */}
          <span className="max-sm:sr-only">Filters</span>
          {active > 0 && ` (${active})`}
        </Button>
      </div>
      {(chips.length > 0 || filtered) && (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <ul className="contents" aria-label="Active filters">
            {chips.map((chip) => (
              <li key={chip.label} className={cn(symbolTagClass, 'inline-flex items-center gap-1 py-0.5 pr-1 pl-2.5 font-sans')}>
                {chip.label}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Remove ${chip.label}`}
                  onClick={() => setSearch(chip.clear)}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          {filtered && (
            <button type="button" className="rounded px-1 text-sm font-medium text-primary underline-offset-4 hover:underline" onClick={clearFilters}>
              Clear filters
            </button>
          )}
        </div>
      )}
      {open && (
        <div id={panelId} className="grid gap-3">
          <SearchHelp id={searchHelpId} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <FilterSelect
              label="Market"
              anyLabel="All markets"
              value={search.market}
              choices={allMarketLabels.map((label) => ({ value: label, label }))}
              onChange={(market) => setSearch({ market })}
            />
            <FilterSelect
              label="Direction"
              anyLabel="Any"
              value={search.direction}
              choices={directions.map((direction) => ({ value: direction, label: directionLabel[direction] }))}
              onChange={(direction) => setSearch({ direction })}
            />
            <FilterSelect
              label="Category"
              anyLabel="All categories"
              value={search.category}
              choices={newsCategories.map((category) => ({ value: category, label: categoryLabel(category) }))}
              onChange={(category) => setSearch({ category })}
            />
            <FilterSelect
              label="Min. impact"
              anyLabel="Any"
              value={search.minImpact}
              choices={minImpactChoices.filter((value) => value > 0).map((value) => ({ value, label: `${value}+` }))}
              onChange={(minImpact) => setSearch({ minImpact })}
            />
            <FilterField label="From">
              <Input
                aria-label="From"
                type="date"
                value={search.from ?? ''}
                min={FIRST_DAY}
                max={search.to ?? LAST_DAY}
                onChange={(e) => setSearch({ from: e.target.value || undefined })}
                className="h-10 flex-1"
              />
            </FilterField>
            <FilterField label="To">
              <Input
                aria-label="To"
                type="date"
                value={search.to ?? ''}
                min={search.from ?? FIRST_DAY}
                max={LAST_DAY}
                onChange={(e) => setSearch({ to: e.target.value || undefined })}
                className="h-10 flex-1"
              />
            </FilterField>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={search.watchlist === true}
                onChange={(e) => setSearch({ watchlist: e.target.checked || undefined })}
              />
              Watchlist only
            </label>
            <label className="inline-flex items-center gap-2">
              <span className="text-muted-foreground">Sort</span>
              <select
                aria-label="Sort"
                value={search.sort ?? 'newest'}
                onChange={(e) => setSearch({ sort: e.target.value === 'impact' ? 'impact' : undefined })}
                className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
              >
                {feedSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabels[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <WatchlistEditor watchlist={watchlist} />
        </div>
      )}
    </search>
  );
}

/** A labelled filter; the control comes as the child, inside the label. */
function FilterField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, which Biome cannot see
    <label className="flex items-center gap-2 text-sm">
      <span className="w-20 shrink-0 text-muted-foreground sm:w-auto">{label}</span>
      {children}
    </label>
  );
}

/** One filter of the panel as a choice; the first option, `anyLabel`, is no filter. */
function FilterSelect<T extends string | number>({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: T | undefined;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <FilterField label={label}>
      <select
        aria-label={label}
        value={value ?? ''}
        onChange={(e) => onChange(choices.find((choice) => String(choice.value) === e.target.value)?.value)}
        className={selectClass}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The followed symbols, each with a way to stop following it, and a box to follow another. */
function WatchlistEditor({ watchlist }: { watchlist: ReturnType<typeof useWatchlist> }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const follow = async (event: React.FormEvent) => {
    event.preventDefault();
    // The server's rule (shared/symbols.ts), without loading the schema library here.
    const symbol = draft.trim().toUpperCase();
    if (!SYMBOL_PATTERN.test(symbol)) {
      setError(SYMBOL_FORMAT_MESSAGE);
      return;
    }
    setError(null);
    try {
      await watchlist.follow(symbol);
      setDraft('');
    } catch {
      // The toast says why.
    }
  };
  return (
    <section aria-label="Watchlist" className="flex flex-wrap items-center gap-2 border-t border-border pt-3 text-sm">
      <span className="inline-flex items-center gap-1 font-medium">
        <Star className="size-4 text-gold" aria-hidden="true" /> Watchlist
      </span>
      {watchlist.symbols.length === 0 && watchlist.loaded && <span className="text-xs text-muted-foreground">No symbols followed yet.</span>}
      <ul className="contents">
        {watchlist.symbols.map((symbol) => (
          <li key={symbol} className="inline-flex items-center rounded-full bg-muted py-0.5 pr-1 pl-2.5 font-mono text-xs font-semibold">
            <Link to="/news-analysis" search={{ symbol }} className="hover:underline">
              {symbol}
            </Link>
            <button
              type="button"
              className="ml-1 rounded-full p-1 hover:bg-background"
              aria-label={`Unfollow ${symbol}`}
              onClick={() => watchlist.unfollow(symbol)}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={follow} className="flex items-center gap-2">
        <label>
          <span className="sr-only">Symbol to follow</span>
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Add symbol"
            maxLength={15}
            className="h-8 w-28 font-mono text-xs uppercase"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'watchlist-error' : undefined}
          />
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={watchlist.busy || !watchlist.loaded}>
          Follow
        </Button>
      </form>
      {error && (
        <p id="watchlist-error" role="alert" className="w-full text-xs text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
