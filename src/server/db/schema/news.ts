import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredAnalysis } from '../../../shared/analysis';
import type { StoryReactions } from '../../../shared/reactions';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every insert and every change of a news row takes the next revision, so a live stream can
 * resume "after revision N" and receive both the new rows and the rows analysed again.
 */
export const newsRevision = pgSequence('news_analysis_revision_seq');

/**
 * moveOf (src/shared/reactions.ts) of the primary instrument (the first of `reactions`) at a
 * horizon: the recorded price over the recorded base, minus 1, or null without both. Kept by
 * Postgres from the jsonb at every write, so the calibration board reads two numbers per story
 * from an index instead of opening each story's reactions.
 */
const primaryMove = (horizon: '1h' | '1d') =>
  sql.raw(
    `case when reactions #>> '{instruments,0,base,state}' = 'recorded' and reactions #>> '{instruments,0,horizons,${horizon},state}' = 'recorded' ` +
      `then (reactions #>> '{instruments,0,horizons,${horizon},price}')::float8 / (reactions #>> '{instruments,0,base,price}')::float8 - 1 end`,
  );

/** docs/product.md §3 news analysis record, plus what the pipeline needs. */
export const newsAnalysis = pgTable(
  'news_analysis',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    headline: text('headline').notNull(),
    summary: text('summary'),
    content: text('content'),
    /** The analysis beyond the columns (storedAnalysisSchema); null until the story is analysed. */
    analysis: jsonb('analysis').$type<StoredAnalysis>(),
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
    /** The AI analysis is on its way: the stored one is the offline analysis, replaced when it arrives. */
    aiPending: boolean('ai_pending').notNull().default(false),
    /** Taken from news_analysis_revision_seq at the insert and at every change. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(sql`nextval('news_analysis_revision_seq')`),
    /** The market's reaction to the story (src/shared/reactions.ts); null until the recorder first looks at it. */
    reactions: jsonb('reactions').$type<StoryReactions>(),
    /** When the reaction recorder must next look at this story; null when every reading is final. */
    reactionsDueAt: timestamptz('reactions_due_at'),
    /** The primary instrument's move since publication at 1 hour and 1 trading day (primaryMove above). */
    primaryMove1h: doublePrecision('primary_move_1h').generatedAlwaysAs(primaryMove('1h')),
    primaryMove1d: doublePrecision('primary_move_1d').generatedAlwaysAs(primaryMove('1d')),
    /**
     * What a word search reads: the stems of headline, summary and symbols, in order
     * (storyStems, src/shared/search-words.ts), written with the story since only TypeScript can
     * compute them (the live page computes the same in the browser). Null until then: a row
     * stored before this column is filled at start-up (src/server/news/search-stems.ts).
     */
    searchStems: text('search_stems'),
    /** The same stems as an array, for the GIN index that finds the stories holding every word of a search. */
    searchTerms: text('search_terms').array().generatedAlwaysAs(sql`string_to_array(btrim(search_stems), ' ')`),
  },
  (table) => [
    index('news_analysis_revision_idx').on(table.revision),
    index('news_analysis_created_at_idx').on(table.createdAt.desc()),
    index('news_analysis_source_domain_idx').on(table.sourceDomain),
    // The archive: pages after a story (created_at, id), words (stems) and symbols.
    index('news_analysis_created_at_id_idx').on(table.createdAt, table.id),
    // Without fastupdate: stories arrive a few at a time, and a search never scans a pending list.
    index('news_analysis_search_terms_idx').using('gin', table.searchTerms).with({ fastupdate: false }),
    // The rows whose stems are still to be computed, found at once (none, once filled).
    index('news_analysis_stems_missing_idx').on(table.id).where(sql`${table.searchStems} is null`),
    index('news_analysis_symbols_idx').using('gin', table.symbols).with({ fastupdate: false }),
    // The reaction recorder's queue: only stories still waiting for a reading are indexed.
    index('news_analysis_reactions_due_idx').on(table.reactionsDueAt).where(sql`${table.reactionsDueAt} is not null`),
    // The calibration board: every number it reads of a scored story in a period, read from the index alone.
    index('news_analysis_calibration_idx')
      .on(table.createdAt, table.impactScore, table.analysisMethod, table.sourceDomain, table.primaryMove1h, table.primaryMove1d)
      .where(sql`${table.impactScore} is not null`),
  ],
);
export type NewsAnalysis = typeof newsAnalysis.$inferSelect;
export type NewNewsAnalysis = typeof newsAnalysis.$inferInsert;

/**
 * Every score a story has carried, with the time it was published or revised: what a
 * point-in-time export gives a backtest (the score as first published, then each revision).
 */
export const newsScoreRevisions = pgTable(
  'news_score_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => newsAnalysis.id, { onDelete: 'cascade' }),
    /** Signed, in [-1, 1]; null when the story was not scored. */
    impactScore: doublePrecision('impact_score'),
    analysisMethod: text('analysis_method'),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (table) => [index('news_score_revisions_story_idx').on(table.storyId, table.recordedAt)],
);

/**
 * Stories not stored because another outlet carried them first (within 24 h). Remembered by
 * url, so a feed that keeps listing them does not count them twice.
 */
export const newsDuplicates = pgTable('news_duplicates', {
  url: text('url').primaryKey(),
  duplicateOf: bigint('duplicate_of', { mode: 'number' })
    .notNull()
    .references(() => newsAnalysis.id, { onDelete: 'cascade' }),
  publisherName: text('publisher_name'),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
});

/** Per-source fetch state: conditional GET validators, failures and backoff. */
export const newsSources = pgTable('news_sources', {
  /** The feed URL, or 'demo' for the bundled demo source. */
  id: text('id').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** Not fetched again before this (backoff after failures). */
  nextAttemptAt: timestamptz('next_attempt_at'),
  lastError: text('last_error'),
  lastSuccessAt: timestamptz('last_success_at'),
  /** The demo source publishes on a clock that starts here. */
  startedAt: timestamptz('started_at').notNull().defaultNow(),
});
export type NewsSource = typeof newsSources.$inferSelect;
