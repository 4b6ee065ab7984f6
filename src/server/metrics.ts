/**
 * What the operator can graph and alert on, in Prometheus's text format at /metrics: requests
 * by route and status with their durations, open live streams, ingestion, AI calls and budget,
 * webhook failures, rate-limit refusals and alert mails, plus the process's own figures. The
 * endpoint is off (404) unless METRICS_TOKEN is set, and then answers only `Authorization: Bearer <token>`.
 * Counts are per instance: sum them across instances in the queries.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type InstrumentReaction, REACTION_HORIZONS } from '../shared/reactions';

export const METRICS_PATH = '/metrics';

const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpRequests = new Counter({
  name: 'impactwire_http_requests_total',
  help: 'HTTP requests answered, by route (a fixed label, never a raw URL) and status.',
  labelNames: ['route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'impactwire_http_request_duration_seconds',
  help: 'Time until the response (its headers, for streams), by route.',
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** What the live-stream gauges read at each scrape. */
type StreamCounts = { count(): number; userCount(): number };
const streamSources = new Set<StreamCounts>();
const sumOf = (read: (source: StreamCounts) => number) => [...streamSources].reduce((total, source) => total + read(source), 0);
new Gauge({
  name: 'impactwire_live_streams',
  help: 'Open live-feed streams.',
  registers: [registry],
  collect() {
    this.set(sumOf((source) => source.count()));
  },
});
new Gauge({
  name: 'impactwire_live_stream_subscribers',
  help: 'Distinct subscribers with at least one open live-feed stream.',
  registers: [registry],
  collect() {
    this.set(sumOf((source) => source.userCount()));
  },
});

/** Reads each configured source's health at each scrape: one series per configured source, no more. */
type SourceHealthReader = () => Promise<{ id: string; lastSuccessAt: Date | null; consecutiveFailures: number }[]>;
const sourceReaders = new Set<SourceHealthReader>();
async function readSources() {
  const lists = await Promise.all([...sourceReaders].map((read) => read().catch(() => [])));
  return lists.flat();
}
new Gauge({
  name: 'impactwire_source_last_success_timestamp_seconds',
  help: 'When each configured news source was last read successfully (Unix time); 0 before the first.',
  labelNames: ['source'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of await readSources()) this.set({ source: source.id }, (source.lastSuccessAt?.getTime() ?? 0) / 1000);
  },
});
new Gauge({
  name: 'impactwire_source_consecutive_failures',
  help: 'Reads of each configured news source that failed in a row; 0 once one succeeds.',
  labelNames: ['source'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of await readSources()) this.set({ source: source.id }, source.consecutiveFailures);
  },
});

const ingestRuns = new Counter({
  name: 'impactwire_ingest_runs_total',
  help: 'Ingestion runs (one read of one source), by outcome (completed, or failed: the source could not be read).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const ingestItems = new Counter({
  name: 'impactwire_ingest_items_total',
  help: 'News items ingestion found, by result (new: stored; duplicate: carried by another outlet).',
  labelNames: ['result'] as const,
  registers: [registry],
});
const ingestFailures = new Counter({
  name: 'impactwire_ingest_failures_total',
  help: 'Ingestion failures, by stage (source: a feed could not be read; analysis: an item is offered again at the next read).',
  labelNames: ['stage'] as const,
  registers: [registry],
});
const ingestDuration = new Histogram({
  name: 'impactwire_ingest_run_duration_seconds',
  help: 'Duration of completed ingestion runs.',
  buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [registry],
});
const ingestLastCompleted = new Gauge({
  name: 'impactwire_ingest_last_completed_timestamp_seconds',
  help: 'When the last ingestion run completed (Unix time); 0 before the first.',
  registers: [registry],
});

const aiCalls = new Counter({
  name: 'impactwire_ai_calls_total',
  help: 'AI analyses, by outcome (ok, or failed: the offline analysis was stored instead). Each one used the hourly budget.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const aiDuration = new Histogram({
  name: 'impactwire_ai_call_duration_seconds',
  help: 'Duration of AI analyses, retries included.',
  buckets: [0.5, 1, 2, 5, 10, 20, 40, 80],
  registers: [registry],
});
const aiBudget = new Gauge({
  name: 'impactwire_ai_budget_per_hour',
  help: 'AI analyses allowed per hour, shared by all instances (AI_ANALYSES_PER_HOUR); 0 without AI.',
  registers: [registry],
});

const webhookFailures = new Counter({
  name: 'impactwire_webhook_failures_total',
  help: 'Payment webhooks not processed, by outcome (rejected: bad signature or body; failed: the provider will retry).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

const rateLimitRefusals = new Counter({
  name: 'impactwire_rate_limit_refusals_total',
  help: 'Attempts refused by a rate limit, by what was limited (sign-in attempts, e-mails requested, AI analyses, …).',
  labelNames: ['limit'] as const,
  registers: [registry],
});

const alertMails = new Counter({
  name: 'impactwire_alert_mails_total',
  help: 'Alert mails, by outcome (sent, or failed: its stories go in the next try).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const pushes = new Counter({
  name: 'impactwire_push_notifications_total',
  help: 'Web Push messages, by outcome (sent; expired: the push service said the device is gone and it was removed; failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const reactionRequests = new Counter({
  name: 'impactwire_reaction_requests_total',
  help: 'Market-data requests of the reaction recorder, by provider and outcome (ok, or failed: the readings stay pending and are asked for later).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});
const reactionReadings = new Counter({
  name: 'impactwire_reaction_readings_total',
  help: 'Reaction readings made final, by state (recorded, market-closed, or no-data: the provider had nothing).',
  labelNames: ['state'] as const,
  registers: [registry],
});
const reactionRunLastCompleted = new Gauge({
  name: 'impactwire_reaction_run_last_completed_timestamp_seconds',
  help: 'When the reaction recorder last completed a run on this instance (Unix time); 0 before the first.',
  registers: [registry],
});

// Series that exist before their first event, so that rates and alerts see a zero.
for (const outcome of ['completed', 'failed']) ingestRuns.inc({ outcome }, 0);
for (const result of ['new', 'duplicate']) ingestItems.inc({ result }, 0);
for (const stage of ['source', 'analysis']) ingestFailures.inc({ stage }, 0);
for (const outcome of ['ok', 'failed']) aiCalls.inc({ outcome }, 0);
for (const outcome of ['rejected', 'failed']) webhookFailures.inc({ provider: 'stripe', outcome }, 0);
for (const outcome of ['sent', 'failed']) alertMails.inc({ outcome }, 0);
for (const outcome of ['sent', 'expired', 'failed']) pushes.inc({ outcome }, 0);
for (const state of ['recorded', 'market-closed', 'no-data']) reactionReadings.inc({ state }, 0);

export const metrics = {
  httpRequest(route: string, status: number, seconds: number): void {
    httpRequests.inc({ route, status: String(status) });
    httpDuration.observe({ route }, seconds);
  },

  /** Reads the live-stream gauges from `source` until the returned function is called. */
  watchStreams(source: StreamCounts): () => void {
    streamSources.add(source);
    return () => streamSources.delete(source);
  },

  /** Reads the per-source gauges from `read` until the returned function is called. */
  watchSources(read: SourceHealthReader): () => void {
    sourceReaders.add(read);
    return () => sourceReaders.delete(read);
  },

  /** One completed read of one source. */
  ingestRun(run: { newItems: number; duplicates: number; analysisFailures: number; seconds: number }): void {
    ingestRuns.inc({ outcome: 'completed' });
    ingestItems.inc({ result: 'new' }, run.newItems);
    ingestItems.inc({ result: 'duplicate' }, run.duplicates);
    ingestFailures.inc({ stage: 'analysis' }, run.analysisFailures);
    ingestDuration.observe(run.seconds);
    ingestLastCompleted.setToCurrentTime();
  },

  /** A source that could not be read (not one aborted by a shutdown). */
  ingestRunFailed(): void {
    ingestRuns.inc({ outcome: 'failed' });
    ingestFailures.inc({ stage: 'source' });
  },

  aiBudget(perHour: number): void {
    aiBudget.set(perHour);
  },

  /** Runs one AI call, counting its outcome and duration; its result or error passes through. */
  async aiCall<T>(call: () => Promise<T>): Promise<T> {
    const end = aiDuration.startTimer();
    try {
      const result = await call();
      aiCalls.inc({ outcome: 'ok' });
      return result;
    } catch (error) {
      aiCalls.inc({ outcome: 'failed' });
      throw error;
    } finally {
      end();
    }
  },

  webhookFailure(provider: 'stripe', outcome: 'rejected' | 'failed'): void {
    webhookFailures.inc({ provider, outcome });
  },

  alertMail(outcome: 'sent' | 'failed'): void {
    alertMails.inc({ outcome });
  },

  push(outcome: 'sent' | 'expired' | 'failed'): void {
    pushes.inc({ outcome });
  },

  /** One market-data request of the reaction recorder. */
  reactionRequest(provider: string, outcome: 'ok' | 'failed'): void {
    reactionRequests.inc({ provider, outcome });
  },

  /** The readings of an instrument that became final in one look (recorded, market closed, no data). */
  reactionReadings(after: InstrumentReaction, before: InstrumentReaction | null): void {
    for (const name of ['base', ...REACTION_HORIZONS] as const) {
      const now = name === 'base' ? after.base : after.horizons[name];
      const then = before && (name === 'base' ? before.base : before.horizons[name]);
      if (now.state !== 'pending' && (!then || then.state === 'pending')) reactionReadings.inc({ state: now.state });
    }
  },

  reactionRunCompleted(): void {
    reactionRunLastCompleted.setToCurrentTime();
  },

  /** `limit` is the fixed text the rate limit names its attempts by, never user input. */
  rateLimitRefusal(limit: string): void {
    rateLimitRefusals.inc({ limit });
  },
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal digests, compared in constant time: the answer's timing tells nothing of the token. */
function bearerMatches(request: Request, token: string): boolean {
  const given = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** The /metrics answer: 404 when no token is configured, 401 without the right one. */
export async function answerMetrics(request: Request, token: string | undefined): Promise<Response> {
  if (!token) return new Response('Not found', { status: 404 });
  if (!bearerMatches(request, token)) {
    return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
