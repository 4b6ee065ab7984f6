import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec §3 news analysis record, plus what the pipeline needs. The id grows with every insert,
 * so a live stream can resume "after id N" without gaps.
 */
export const newsAnalysis = pgTable(
  'news_analysis',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    headline: text('headline').notNull(),
    summary: text('summary'),
    content: text('content'),
    /** JSON (patterns, explanation, consensus_delta, pathways) or plain text. */
    analysis: text('analysis'),
    /** Signed, in [-1, 1]: negative is bearish, positive bullish. */
    impactScore: doublePrecision('impact_score'),
    symbols: text('symbols').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    publishedAt: timestamptz('published_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sourceDomain: text('source_domain'),
    publisherName: text('publisher_name'),
    source: text('source'),
    /** Canonical url (no tracking parameters or fragment): the same story url is stored once. */
    url: text('url').unique(),
    /** Fingerprint of headline and summary, to find the same story from another outlet. */
    contentHash: text('content_hash'),
    /** How many outlets carried this story. */
    outletCount: integer('outlet_count').notNull().default(1),
    /** 'offline' or the AI model that wrote the analysis. */
    analysisMethod: text('analysis_method'),
    analysisAttempts: integer('analysis_attempts').notNull().default(0),
  },
  (table) => [
    index('news_analysis_created_at_idx').on(table.createdAt.desc()),
    index('news_analysis_source_domain_idx').on(table.sourceDomain),
  ],
);
export type NewsAnalysis = typeof newsAnalysis.$inferSelect;
export type NewNewsAnalysis = typeof newsAnalysis.$inferInsert;
