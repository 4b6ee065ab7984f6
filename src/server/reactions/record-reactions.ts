/**
 * One run of the reaction recorder: reads the stories that are due (by the queue's index),
 * asks the market-data providers for the bars each instrument needs, and stores the new
 * readings. No lock is held and no transaction is open while a provider answers: the run
 * reads, then asks, then writes every visible change in one revision batch (open streams get
 * them as updates), so publishing never waits on a provider.
 *
 * A provider that fails (MarketDataError) is left alone until the time it gave, or a short
 * pause: its instruments keep their pending readings and their stories come back then; the
 * other providers' instruments are read as usual.
 *
 * The sample feed's stories are priced by the simulated provider alone (a seeded random walk,
 * stored as "simulated"), and no other story ever is: see simulated-stories.ts.
 */
import { and, asc, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { StoredAnalysis } from '../../shared/analysis';
import { type InstrumentReaction, type StoryReactions, storyReactionsSchema } from '../../shared/reactions';
import type { Database } from '../db/client';
import { newsAnalysis } from '../db/schema';
import { log } from '../log';
import { type Bar, type MarketData, MarketDataError, type MarketDataProvider, marketDataOf } from '../market-data/market-data';
import { createSimulatedMarketData } from '../market-data/simulated';
import { metrics } from '../metrics';
import { reviseStories, type StoryRevision } from '../news/publish';
import { reactionSymbolsOf } from '../news/reactions-queue';
import { type Fetch, nextFetch, planReaction, type ReadingInput } from './plan-readings';
import { pricedBySimulation } from './simulated-stories';

/**
 * Stories read per run; a full batch makes the recorder run again at once. Small, so that the
 * publish lock its revisions take is held for tens of milliseconds, not hundreds.
 */
export const REACTION_BATCH = 25;
/** Stories looked at together: their requests wait in the provider's own queue. */
const STORIES_AT_ONCE = 4;
/** A provider that failed without saying when to come back is asked again after this. */
const PROVIDER_PAUSE_MS = 30_000;
/** Readings that do not fit their schema are looked at again this much later, not in a tight loop. */
const REFUSED_RETRY_MS = 10 * 60_000;

/**
 * Providers not to ask before a time (by id), and whether the provider named that time (a rate
 * limit's reset): kept by the recorder from one run to the next.
 */
export type ProviderPauses = Map<string, { until: number; told: boolean }>;

export type ReactionRun = {
  /** Stories due and looked at. */
  stories: number;
  /** Stories whose readings changed (a new revision each). */
  revised: number;
  /** Requests made to providers. */
  requests: number;
  /** Requests that failed. */
  failures: number;
};

type DueStory = {
  id: number;
  publishedAt: Date | null;
  createdAt: Date;
  source: string | null;
  sourceDomain: string | null;
  analysis: StoredAnalysis | null;
  reactions: StoryReactions | null;
};

type RunContext = { marketData: MarketData; now: Date; pauses: ProviderPauses; signal?: AbortSignal; run: ReactionRun };

/** The provider for this instrument: the one that priced it before while it is still configured, else the preferred one. */
function providerOf(marketData: MarketData, symbol: string, previous: InstrumentReaction | null): MarketDataProvider | null {
  if (previous) {
    return marketData.providers.find((provider) => provider.id === previous.source && provider.resolutionsFor(symbol).length > 0) ?? null;
  }
  return marketData.providerFor(symbol, 'minute') ?? marketData.providerFor(symbol, 'day');
}

/** A reaction whose provider is gone: what it recorded stays, what it was waiting for has no data. */
function withoutProvider(previous: InstrumentReaction): InstrumentReaction {
  const settle = (reading: InstrumentReaction['base']) => (reading.state === 'pending' ? ({ state: 'no-data' } as const) : reading);
  const { horizons } = previous;
  return { ...previous, base: settle(previous.base), horizons: { '15m': settle(horizons['15m']), '1h': settle(horizons['1h']), '1d': settle(horizons['1d']) } };
}

async function fetchBars(provider: MarketDataProvider, symbol: string, fetch: Fetch, context: RunContext): Promise<Bar[]> {
  context.run.requests++;
  try {
    // A move is relative to a price: a zero or negative close (a futures contract gone below zero) is no base for one.
    const bars = (await provider.bars(symbol, fetch.resolution, fetch.from, fetch.to, context.signal)).filter(
      (bar) => Number.isFinite(bar.close) && bar.close > 0,
    );
    metrics.reactionRequest(provider.id, 'ok');
    return bars;
  } catch (error) {
    if (!(error instanceof MarketDataError)) throw error;
    context.run.failures++;
    metrics.reactionRequest(provider.id, 'failed');
    const until = error.retryAt?.getTime() ?? context.now.getTime() + PROVIDER_PAUSE_MS;
    context.pauses.set(provider.id, { until: Math.max(until, context.pauses.get(provider.id)?.until ?? 0), told: error.retryAt !== null });
    log.warn('market data request failed: its readings stay pending', { provider: provider.id, symbol, reason: error.message });
    throw error;
  }
}

type InstrumentLook = {
  reaction: InstrumentReaction;
  nextLookAt: Date | null;
  /** Its provider failed: when to look again (the provider's own time, or a pause growing with the delay). */
  retryAt: Date | null;
};

async function lookAtInstrument(
  symbol: string,
  previous: InstrumentReaction | null,
  publishedAt: Date,
  marketData: MarketData,
  context: RunContext,
): Promise<InstrumentLook> {
  const { now } = context;
  const provider = providerOf(marketData, symbol, previous);
  if (!provider && previous?.source) return { reaction: withoutProvider(previous), nextLookAt: null, retryAt: null };
  if (!provider) return { ...planReaction(symbol, null, { publishedAt, now, resolutions: [], previous }), retryAt: null };
  const start: ReadingInput = { publishedAt, now, resolutions: provider.resolutionsFor(symbol), previous, seriesEnd: provider.seriesEnd?.(symbol) ?? null };
  // After a failure the readings are read again when the provider said it may be asked; if it
  // did not say, as when it had nothing (ever less often while they are late).
  const failed = () => {
    const plan = planReaction(symbol, provider.id, start);
    const pause = context.pauses.get(provider.id) ?? { until: 0, told: false };
    const retry = Math.max(now.getTime() + 1_000, pause.told ? pause.until : Math.max(pause.until, plan.nextLookAt?.getTime() ?? 0));
    return { ...plan, retryAt: new Date(retry) };
  };
  if ((context.pauses.get(provider.id)?.until ?? 0) > now.getTime() && nextFetch(start)) return failed();
  let input = start;
  try {
    for (let fetch = nextFetch(input); fetch; fetch = nextFetch(input)) {
      const bars = await fetchBars(provider, symbol, fetch, context);
      input = fetch.resolution === 'minute' ? { ...input, minute: { to: fetch.to, bars } } : { ...input, day: bars };
    }
  } catch (error) {
    if (!(error instanceof MarketDataError)) throw error;
    // Nothing of this look is kept: the readings wait, as they were, for the provider.
    return failed();
  }
  return { ...planReaction(symbol, provider.id, input), retryAt: null };
}

const earliest = (times: (Date | null)[]) => {
  const set = times.filter((time): time is Date => time !== null).map((time) => time.getTime());
  return set.length ? new Date(Math.min(...set)) : null;
};

/** The new readings of one story and when it is due again (without `reactions` when they did not change). */
async function lookAtStory(story: DueStory, context: RunContext): Promise<StoryRevision> {
  const { now } = context;
  // A publication time ahead of the row (a feed's wrong clock) counts from when it was stored.
  const publishedAt = story.publishedAt && story.publishedAt < story.createdAt ? story.publishedAt : story.createdAt;
  const stored = story.reactions?.instruments ?? [];
  const marketData = pricedBySimulation(story)
    ? marketDataOf([createSimulatedMarketData({ story: story.id, publishedAt, now: () => now })])
    : context.marketData;
  const looks: InstrumentLook[] = [];
  for (const symbol of reactionSymbolsOf(story.analysis)) {
    const previous = stored.find((reaction) => reaction.symbol === symbol) ?? null;
    looks.push(await lookAtInstrument(symbol, previous, publishedAt, marketData, context));
  }
  const dueAt = earliest(looks.map((look) => look.retryAt ?? look.nextLookAt));
  const instruments = looks.map((look) => look.reaction);
  const changed = !Bun.deepEquals(instruments, stored) || (story.reactions === null && instruments.length > 0);
  // Only what the recorder read is replaced: an analysis revised meanwhile is looked at again.
  const onlyIf: SQL = story.analysis === null ? isNull(newsAnalysis.analysis) : eq(newsAnalysis.analysis, story.analysis);
  if (!changed) return { id: story.id, changes: { reactionsDueAt: dueAt }, onlyIf };
  // What is stored is checked against its schema: a provider's odd answer (a zero or non-finite price) never lands.
  const reactions = storyReactionsSchema.safeParse({ instruments, updatedAt: now.toISOString() });
  if (!reactions.success) {
    log.error('reaction readings refused: they do not fit their schema', { story: story.id, issue: reactions.error.issues[0]?.message });
    return { id: story.id, changes: { reactionsDueAt: new Date(now.getTime() + REFUSED_RETRY_MS) }, onlyIf };
  }
  for (const look of looks) metrics.reactionReadings(look.reaction, stored.find((reaction) => reaction.symbol === look.reaction.symbol) ?? null);
  return { id: story.id, changes: { reactions: reactions.data, reactionsDueAt: dueAt }, onlyIf };
}

/** Runs `work` over the items, `limit` at a time. */
async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One run: the stories due at `now`, oldest due first, at most `batchSize` of them. */
export async function recordDueReactions(options: {
  db: Database;
  marketData: MarketData;
  now: Date;
  pauses?: ProviderPauses;
  batchSize?: number;
  signal?: AbortSignal;
}): Promise<ReactionRun> {
  const { db, now } = options;
  const run: ReactionRun = { stories: 0, revised: 0, requests: 0, failures: 0 };
  const due = await db
    .select({
      id: newsAnalysis.id,
      publishedAt: newsAnalysis.publishedAt,
      createdAt: newsAnalysis.createdAt,
      source: newsAnalysis.source,
      sourceDomain: newsAnalysis.sourceDomain,
      analysis: newsAnalysis.analysis,
      reactions: newsAnalysis.reactions,
    })
    .from(newsAnalysis)
    .where(and(isNotNull(newsAnalysis.reactionsDueAt), lte(newsAnalysis.reactionsDueAt, now)))
    .orderBy(asc(newsAnalysis.reactionsDueAt))
    .limit(options.batchSize ?? REACTION_BATCH);
  run.stories = due.length;
  if (due.length === 0) return run;
  const context: RunContext = { marketData: options.marketData, now, pauses: options.pauses ?? new Map(), signal: options.signal, run };
  const revisions = await inTurns(due, STORIES_AT_ONCE, (story) => lookAtStory(story, context));
  options.signal?.throwIfAborted();
  const visible = revisions.filter((revision) => revision.changes.reactions !== undefined);
  run.revised = (await reviseStories(db, visible)).length;
  // Only the next time to look changes: no revision, nothing for the streams.
  const quiet = revisions.filter((revision) => revision.changes.reactions === undefined);
  if (quiet.length) {
    await db.transaction(async (tx) => {
      for (const { id, changes, onlyIf } of quiet)
        await tx
          .update(newsAnalysis)
          .set(changes)
          .where(and(eq(newsAnalysis.id, id), onlyIf));
    });
  }
  return run;
}
