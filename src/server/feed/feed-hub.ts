/**
 * The feed of one instance. It keeps the newest 50 rows in memory (so thousands of
 * subscribers refreshing every minute do not each query the database), hears every new or
 * changed row on the live bus (by revision), reads each once and fans it out to every open stream.
 */
import { and, asc, desc, getTableColumns, gt, inArray, lte, max, type SQL } from 'drizzle-orm';
import { FEED_LIMIT, type FeedItem } from '../../shared/feed';
import type { Database } from '../db/client';
import { type NewsAnalysis, newsAnalysis } from '../db/schema';
import type { LiveBus } from '../lib/live-bus';
import { log } from '../log';

/** What a feed read selects: every column but the search stems, which only the archive's WHERE uses. */
const { searchStems: _searchStems, searchTerms: _searchTerms, ...feedColumnSet } = getTableColumns(newsAnalysis);
export const feedColumns = feedColumnSet;
type FeedRow = Omit<NewsAnalysis, 'searchStems' | 'searchTerms'>;

export function toFeedItem(row: FeedRow): FeedItem {
  return {
    id: row.id,
    headline: row.headline,
    summary: row.summary,
    content: row.content,
    analysis: row.analysis,
    impact_score: row.impactScore,
    symbols: row.symbols,
    category: row.category,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    source_domain: row.sourceDomain,
    publisher_name: row.publisherName,
    source: row.source,
    url: row.url,
    outlet_count: row.outletCount,
    analysis_method: row.analysisMethod,
    ai_pending: row.aiPending,
    reactions: row.reactions,
    revision: row.revision,
  };
}

/** Even without a bus message the cached page is refreshed this often (a missed NOTIFY heals). */
const CACHE_MAX_AGE_MS = 30_000;
/** A fan-out that failed (the database was unreachable) is tried again after this long. */
const FAN_OUT_RETRY_MS = 500;

export type FeedHub = {
  /** The newest 50 (docs/product.md §7), from memory. */
  newest(): Promise<FeedItem[]>;
  /** At most `limit` rows changed after `afterRevision`, in revision order: what a reconnecting stream missed. */
  since(afterRevision: number, limit: number): Promise<FeedItem[]>;
  /** New and changed rows as they arrive, in revision order. Returns a function that unsubscribes. */
  subscribe(listener: (item: FeedItem) => void): () => void;
  /**
   * The highest revision handed to the listeners so far: every change up to it is committed,
   * and every change after it is still to reach them (once the hub is `ready`).
   */
  deliveredUpTo(): number;
  /**
   * Resolves once the hub has read where fanning out starts (the newest revision when it
   * started): every change committed after that reaches the listeners. False when the database
   * could not be read then (the first change reads it instead) or there is no bus to listen to.
   */
  ready(): Promise<boolean>;
  subscriberCount(): number;
  close(): void;
};

export function createFeedHub(db: Database, bus: LiveBus | null, sourceDomains: string[] | undefined): FeedHub {
  const domainFilter: SQL | undefined = sourceDomains?.length ? inArray(newsAnalysis.sourceDomain, sourceDomains) : undefined;
  const listeners = new Set<(item: FeedItem) => void>();
  let page: { items: FeedItem[]; at: number } | null = null;
  let closed = false;
  let loading: Promise<FeedItem[]> | null = null;
  // Grows at every change: a page read that started before a change is not kept.
  let generation = 0;

  async function loadPage(): Promise<FeedItem[]> {
    const started = generation;
    const rows = await db
      .select(feedColumns)
      .from(newsAnalysis)
      .where(domainFilter)
      .orderBy(desc(newsAnalysis.createdAt), desc(newsAnalysis.id))
      .limit(FEED_LIMIT);
    const items = rows.map(toFeedItem);
    if (started === generation) page = { items, at: Date.now() };
    return items;
  }

  /** A row changed: the next request reads the page again (off the fan-out path, so streams never wait for it). */
  function forgetPage() {
    generation++;
    page = null;
    loading = null;
  }

  function refreshPage(): Promise<FeedItem[]> {
    loading ??= loadPage().finally(() => {
      loading = null;
    });
    return loading;
  }

  // Revisions commit in order (publish.ts), so once revision N is announced every revision up to
  // N is committed: each read takes everything changed up to the highest revision heard, once,
  // for every stream at once (a burst of announcements costs one read). After the bus lost its
  // connection, everything after the last revision fanned out is read: announcements made
  // meanwhile were missed.
  let lastFannedOut = 0;
  let highestHeard = 0;
  let chain: Promise<void> = Promise.resolve();
  let catchUpQueued = false;
  let retry: Timer | null = null;
  const fanOut = (heard: number | null) => {
    if (heard !== null) highestHeard = Math.max(highestHeard, heard);
    if (heard === null) {
      // Reconnects come in bursts (one per channel); one read catches up for all.
      if (catchUpQueued) return;
      catchUpQueued = true;
    }
    chain = chain
      .then(async () => {
        if (heard === null) catchUpQueued = false;
        const upTo = heard === null ? null : highestHeard;
        if (!knowsStart) await readStart();
        if (upTo !== null && upTo <= lastFannedOut) return;
        const from = lastFannedOut;
        const range = upTo === null ? gt(newsAnalysis.revision, from) : and(gt(newsAnalysis.revision, from), lte(newsAnalysis.revision, upTo));
        const rows = await db
          .select(feedColumns)
          .from(newsAnalysis)
          .where(domainFilter ? and(domainFilter, range) : range)
          .orderBy(asc(newsAnalysis.revision));
        lastFannedOut = Math.max(lastFannedOut, upTo ?? rows.at(-1)?.revision ?? 0);
        const items = rows.map(toFeedItem);
        if (items.length) forgetPage();
        for (const item of items) for (const listener of listeners) listener(item);
      })
      .catch((error: unknown) => {
        log.error('feed fan-out failed', { error });
        // The rows heard of are still unread: read them again soon rather than at the next change.
        retry ??= setTimeout(() => {
          retry = null;
          if (!closed) fanOut(null);
        }, FAN_OUT_RETRY_MS);
      });
  };
  // Where fanning out starts: the newest revision when the hub starts. If the database cannot
  // be read then, the first fan-out reads it instead; the rows announced meanwhile reach the
  // screens with the next refresh of the page rather than live (old rows must never be replayed).
  let knowsStart = false;
  const readStart = () =>
    db
      .select({ highest: max(newsAnalysis.revision) })
      .from(newsAnalysis)
      .then(([row]) => {
        lastFannedOut = Math.max(lastFannedOut, row?.highest ?? 0);
        knowsStart = true;
      });
  if (bus) chain = readStart().catch((error: unknown) => log.warn('feed hub could not read the newest revision', { error }));
  const startKnown = chain.then(() => knowsStart);
  const stopListening = bus?.subscribe((revision) => fanOut(revision));
  const stopCatchingUp = bus?.onReconnect(() => fanOut(null));

  async function newest(): Promise<FeedItem[]> {
    if (page && Date.now() - page.at < CACHE_MAX_AGE_MS) return page.items;
    return refreshPage();
  }

  return {
    newest,
    async since(afterRevision, limit) {
      const after = gt(newsAnalysis.revision, afterRevision);
      const rows = await db
        .select(feedColumns)
        .from(newsAnalysis)
        .where(domainFilter ? and(domainFilter, after) : after)
        .orderBy(asc(newsAnalysis.revision))
        .limit(limit);
      return rows.map(toFeedItem);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliveredUpTo: () => lastFannedOut,
    ready: () => startKnown,
    subscriberCount: () => listeners.size,
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      stopListening?.();
      stopCatchingUp?.();
      listeners.clear();
    },
  };
}
