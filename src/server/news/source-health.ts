/**
 * The health of each configured news source, for the operator (CLI, /metrics) and the feed's
 * badge: when it last answered, its last error, how many reads in a row failed, and when it is
 * read next. What a read leaves behind is stored on the source's row (feed-source.ts,
 * demo-source.ts), so every instance answers alike, whichever one polls; the poller adds when
 * its scheduler will look next.
 */
import { inArray } from 'drizzle-orm';
import type { PublishersRead } from '../../shared/public-config';
import type { Database } from '../db/client';
import { newsSources } from '../db/schema';
import type { ConfiguredSources } from './sources/configured-sources';
import type { NewsSource } from './sources/source';

/** `retired`: a sample that stood in for the feeds until one of them answered, now gone. */
type SourceState = 'ok' | 'failing' | 'not-read-yet' | 'finished' | 'retired';

export type SourceHealth = {
  id: string;
  name: string;
  /** The publisher the public pages may name (from the curated list); null for another feed or the sample. */
  publisher: string | null;
  kind: 'feed' | 'sample';
  state: SourceState;
  lastSuccessAt: Date | null;
  lastError: string | null;
  consecutiveFailures: number;
  /** When the source is read next; null for a finished sample or before the first plan. */
  nextTryAt: Date | null;
};

/**
 * What the feed's badge needs: no source names, no error texts. `total` counts the feeds (the
 * sample alone when there is none); `sampleStandingIn`: the feed shows sample stories because no
 * feed has answered yet.
 */
export type SourcesSummary = { total: number; failing: number; sampleFinished: boolean; sampleStandingIn: boolean };

/** The next poll this instance's scheduler has planned for each source (only while it polls). */
const plannedPolls = new WeakMap<NewsSource, Date>();

export function planPoll(source: NewsSource, at: Date | null): void {
  if (at) plannedPolls.set(source, at);
  else plannedPolls.delete(source);
}

const later = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));

function nameOf(source: NewsSource): string {
  if (source.name) return source.name;
  return URL.canParse(source.id) ? new URL(source.id).host : source.id;
}

export async function readSourceHealth(db: Database, news: ConfiguredSources, now = new Date()): Promise<SourceHealth[]> {
  const ids = news.sources.map((source) => source.id);
  const rows = ids.length ? await db.select().from(newsSources).where(inArray(newsSources.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const feedAnswered = news.sources.some((source) => !source.sampleProgress && byId.get(source.id)?.lastSuccessAt);
  return news.sources.map((source): SourceHealth => {
    const row = byId.get(source.id);
    const base = {
      id: source.id,
      name: nameOf(source),
      publisher: source.publisher ?? null,
      lastSuccessAt: row?.lastSuccessAt ?? null,
      lastError: row?.lastError ?? null,
      consecutiveFailures: row?.consecutiveFailures ?? 0,
    };
    if (source.sampleProgress) {
      if (news.sampleStandsIn && feedAnswered) return { ...base, kind: 'sample', state: 'retired', nextTryAt: null };
      const progress = row ? source.sampleProgress(row.startedAt, now) : null;
      const state: SourceState = !row?.lastSuccessAt ? 'not-read-yet' : progress?.nextAt === null ? 'finished' : 'ok';
      return { ...base, kind: 'sample', state, nextTryAt: state === 'finished' ? null : (progress?.nextAt ?? plannedPolls.get(source) ?? null) };
    }
    // A backoff or the publisher's cache hint (nextAttemptAt) holds the scheduler's polls back until then.
    const planned = plannedPolls.get(source) ?? null;
    const estimated = row?.lastSuccessAt && !planned ? new Date(row.lastSuccessAt.getTime() + news.intervalSeconds * 1000) : null;
    const state: SourceState = base.consecutiveFailures > 0 ? 'failing' : base.lastSuccessAt ? 'ok' : 'not-read-yet';
    return { ...base, kind: 'feed', state, nextTryAt: later(row?.nextAttemptAt ?? null, planned ?? estimated) };
  });
}

export function summarizeSourceHealth(health: SourceHealth[]): SourcesSummary {
  const feeds = health.filter((source) => source.kind === 'feed');
  const samples = health.filter((source) => source.kind === 'sample');
  return {
    total: feeds.length || health.length,
    failing: feeds.filter((source) => source.state === 'failing').length,
    sampleFinished: samples.some((source) => source.state === 'finished'),
    // Retired once a feed answered; a sample of its own (NEWS_FEEDS=sample) stands in for nothing.
    sampleStandingIn: feeds.length > 0 && samples.some((source) => source.state !== 'retired'),
  };
}

export function publishersRead(health: SourceHealth[]): PublishersRead {
  const answered = health.filter((source) => source.kind === 'feed' && source.lastSuccessAt);
  return {
    publishers: [...new Set(answered.flatMap((source) => source.publisher ?? []))],
    feeds: answered.length,
  };
}
