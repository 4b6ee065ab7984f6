/**
 * The adapters of one running instance (mail, payments, AI analysis, news sources), chosen
 * from the configuration once at start and handed to every request.
 */
import { liveSessionIds } from './accounts/sessions';
import { currentAccess } from './billing/access-cache';
import { confirmContractsBy } from './billing/contract-confirmation';
import { type ConfiguredProvider, createBillingProvider } from './billing/create-provider';
import type { Database } from './db/client';
import type { Env } from './env';
import { createFeedHub, type FeedHub } from './feed/feed-hub';
import { createLiveStreams, type LiveStreams } from './feed/live-streams';
import { brandOf, type Mailer } from './mail/mail';
import { createMailer } from './mail/mailer';
import { createMarketData, describeMarketData, shippedSeries } from './market-data/create-market-data';
import type { MarketData } from './market-data/market-data';
import { createNewsAnalyzer, type NewsAnalyzer } from './news/analyzers/news-analyzer';
import { createNewsPipeline, type NewsPipeline } from './news/ingest';
import { type ConfiguredSources, configuredSources } from './news/sources/configured-sources';

export type Services = {
  env: Env;
  mailer: Mailer;
  /** Null when payments are off (production without Stripe and without the demo). */
  billing: ConfiguredProvider;
  analyzer: NewsAnalyzer;
  news: ConfiguredSources;
  /** Publishes stories as they are read (the scheduler and the development route share it). */
  pipeline: NewsPipeline;
  /** The instance's feed: newest page in memory, live fan-out (needs the live bus for that). */
  feed: FeedHub;
  /** The instance's open live-feed streams. */
  streams: LiveStreams;
  /** Prices for the reactions to stories, from the configured providers in order of preference. */
  marketData: MarketData;
};

export function createServices(env: Env, db: Database, overrides: Partial<Omit<Services, 'env' | 'streams' | 'pipeline'>> = {}): Services {
  const feed = overrides.feed ?? createFeedHub(db, null, env.FEED_SOURCE_DOMAINS);
  const analyzer = overrides.analyzer ?? createNewsAnalyzer(env);
  const mailer = overrides.mailer ?? createMailer(env, db);
  const confirmContract = confirmContractsBy(mailer, brandOf(env));
  const services: Services = {
    env,
    mailer,
    billing: overrides.billing === undefined ? createBillingProvider(env, confirmContract) : overrides.billing,
    analyzer,
    news: overrides.news ?? configuredSources(env),
    pipeline: createNewsPipeline({ db, analyzer }),
    feed,
    // The shipped daily series answer last: real history for oil and volatility on a fresh install.
    marketData: overrides.marketData ?? createMarketData(env, { fallbacks: [shippedSeries(env)] }),
    streams: createLiveStreams(feed, {
      accessOf: (userId) => currentAccess(db, services, userId),
      liveSessionIds: (sessionIds) => liveSessionIds(db, sessionIds),
    }),
  };
  return services;
}

/** One line per external part for the start-up log: which mode it runs in. */
export function describeServices(services: Services): string[] {
  return [
    `mail: ${services.mailer.description}`,
    `payments: ${services.billing?.description ?? 'off (set the Stripe variables, or BILLING_DEMO_IN_PRODUCTION=true for the demo)'}`,
    `AI analysis: ${services.analyzer.description}`,
    `news: ${services.news.description}`,
    `market data: ${describeMarketData(services.marketData)}`,
  ];
}
