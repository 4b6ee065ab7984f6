/**
 * /metrics as an operator's Prometheus scrapes it: off unless a token is configured, then only
 * behind that token, with the series the operator graphs and alerts on.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { DatabaseHandle } from '@/server/db/client';
import { cappedAiAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { startIngestScheduler } from '@/server/news/scheduler';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { testEnv } from './helpers/caller';
import { createTestDatabase } from './helpers/test-database';

const TOKEN = 'scrape-me-0123456789abcdef';
const article = { headline: 'Chipmaker beats estimates', summary: 'Revenue rose.', content: '', url: 'https://news.test/a' };

describe('/metrics', () => {
  let database: DatabaseHandle;
  let services: Services;
  let server: RunningServer;
  let base: string;
  const scrape = (authorization?: string) => fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
  /** The value of one series in a scrape; 0 when it is absent. */
  async function value(series: string): Promise<number> {
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const env = testEnv({
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_SIGNIN_ATTEMPTS: '1',
      STRIPE_SECRET_KEY: 'sk_test_metrics',
      STRIPE_WEBHOOK_SECRET: 'whsec_metrics',
      STRIPE_PRICE_ID: 'price_metrics',
    });
    services = createServices(env, database.db);
    server = startServer({ env, database, services, port: 0, distDir: null });
    base = server.url.origin;
  });
  afterAll(async () => {
    await server.stop();
    await database.close();
  });

  test('is off (404) when no METRICS_TOKEN is configured', async () => {
    const env = testEnv();
    const plain = startServer({ env, database, services: createServices(env, database.db), port: 0, distDir: null });
    try {
      expect((await fetch(`${plain.url.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });

  test('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('impactwire_');
    }
  });

  test('answers the series in Prometheus text format behind the token', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toStartWith('text/plain; version=0.0.4');
    const text = await response.text();
    for (const series of [
      'impactwire_http_requests_total',
      'impactwire_http_request_duration_seconds',
      'impactwire_live_streams',
      'impactwire_live_stream_subscribers',
      'impactwire_ingest_runs_total',
      'impactwire_ingest_items_total',
      'impactwire_ingest_failures_total',
      'impactwire_ai_calls_total',
      'impactwire_ai_budget_per_hour',
      'impactwire_webhook_failures_total',
      'impactwire_rate_limit_refusals_total',
      'impactwire_alert_mails_total',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${series} `);
    }
  });

  test('counts each request by its route and status, with its duration', async () => {
    const counted = 'impactwire_http_requests_total{route="/trpc/auth.me",status="200"}';
    const timed = 'impactwire_http_request_duration_seconds_count{route="/trpc/auth.me"}';
    const [before, beforeTimed] = [await value(counted), await value(timed)];
    expect((await fetch(`${base}/trpc/auth.me`)).status).toBe(200);
    expect(await value(counted)).toBe(before + 1);
    expect(await value(timed)).toBe(beforeTimed + 1);
  });

  test('routes are fixed labels: invented paths and procedures never become series of their own', async () => {
    await fetch(`${base}/trpc/auth.nosuch7f3a`);
    await fetch(`${base}/users/8c1f2e7a/secret-page`);
    await fetch(`${base}/trpc/auth.me,billing.status`);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).not.toContain('nosuch7f3a');
    expect(text).not.toContain('8c1f2e7a');
    expect(text).toContain('route="/trpc/(unknown)"');
    expect(text).toContain('route="(not found)"');
    expect(text).toContain('route="/trpc/(batch)"');
  });

  test('open live streams and their subscribers', async () => {
    const session = (id: string, userId: string) => ({ id, userId, accessExpiresAt: new Date(Date.now() + 60_000) });
    const sink = { send() {}, ping() {}, end() {} };
    const closers = [
      services.streams.open({ session: session('s1', 'u1'), entitledUntil: null, lastEventId: null, sink }),
      services.streams.open({ session: session('s2', 'u1'), entitledUntil: null, lastEventId: null, sink }),
      services.streams.open({ session: session('s3', 'u2'), entitledUntil: null, lastEventId: null, sink }),
    ];
    expect(await value('impactwire_live_streams')).toBe(3);
    expect(await value('impactwire_live_stream_subscribers')).toBe(2);
    for (const close of closers) close?.();
    expect(await value('impactwire_live_streams')).toBe(0);
  });

  test('rate-limit refusals, by what was limited', async () => {
    const series = 'impactwire_rate_limit_refusals_total{limit="sign-in attempts"}';
    const before = await value(series);
    const signIn = () =>
      fetch(`${base}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'guess-123' }),
      });
    expect((await signIn()).status).toBe(400); // wrong credentials
    expect((await signIn()).status).toBe(429);
    expect(await value(series)).toBe(before + 1);
  });

  test('payment webhooks that are not processed', async () => {
    const series = 'impactwire_webhook_failures_total{provider="stripe",outcome="rejected"}';
    const before = await value(series);
    const response = await fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=forged' }, body: '{}' });
    expect(response.status).toBe(400);
    expect(await value(series)).toBe(before + 1);
  });

  test('AI calls by outcome, the hourly budget, and refusals past it', async () => {
    const [ok, failed, refused] = [
      'impactwire_ai_calls_total{outcome="ok"}',
      'impactwire_ai_calls_total{outcome="failed"}',
      'impactwire_rate_limit_refusals_total{limit="AI analyses"}',
    ];
    const before = { ok: await value(ok), failed: await value(failed), refused: await value(refused) };
    let calls = 0;
    const flaky = cappedAiAnalyzer(
      {
        model: 'test-model',
        async analyze() {
          calls += 1;
          if (calls === 2) throw new Error('overloaded');
          return (await import('@/server/news/offline/analyze-offline')).analyzeOffline(article);
        },
      },
      2,
    );
    for (let i = 0; i < 3; i++) await flaky.analyze(database.db, article);
    expect(await value(ok)).toBe(before.ok + 1);
    expect(await value(failed)).toBe(before.failed + 1);
    expect(await value(refused)).toBe(before.refused + 1);
    expect(await value('impactwire_ai_budget_per_hour')).toBe(2);
  });

  test('ingestion runs with their items and failures', async () => {
    const series = {
      completed: 'impactwire_ingest_runs_total{outcome="completed"}',
      failed: 'impactwire_ingest_runs_total{outcome="failed"}',
      fresh: 'impactwire_ingest_items_total{result="new"}',
      sourceFailures: 'impactwire_ingest_failures_total{stage="source"}',
    };
    const before = Object.fromEntries(await Promise.all(Object.entries(series).map(async ([k, s]) => [k, await value(s)] as const)));
    // A real read of a source that brings two stories, and a source that cannot be read.
    const story = (n: number) => ({
      headline: `Chipmaker ${n} beats quarterly estimates`,
      summary: null,
      content: null,
      url: `https://metrics.test/${n}-${Date.now()}`,
      sourceDomain: 'metrics.test',
      publisherName: 'Metrics Wire',
      source: 'feed',
      publishedAt: new Date(),
    });
    await services.pipeline.ingestSource({ id: 'two', collect: async () => [story(1), story(2)] });
    const scheduler = startIngestScheduler({
      database,
      sources: [{ id: 'down', collect: () => Promise.reject(new Error('HTTP 503')) }],
      pipeline: services.pipeline,
      intervalSeconds: 3600,
    });
    await scheduler.runNow();
    await scheduler.stop();
    expect(await value(series.completed)).toBe((before.completed ?? 0) + 1);
    expect(await value(series.failed)).toBeGreaterThanOrEqual((before.failed ?? 0) + 1);
    expect(await value(series.fresh)).toBe((before.fresh ?? 0) + 2);
    expect(await value(series.sourceFailures)).toBe(await value(series.failed));
    expect(await value('impactwire_ingest_last_completed_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});
