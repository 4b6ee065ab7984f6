/**
 * The analysis of one news item, as the AI provider and the offline analyzer both produce it
 * and as the news_analysis row stores it (docs/product.md §3, §4; docs/architecture.md §4).
 *
 * Shape, in short:
 * - `impact_score` is the signed score of the PRIMARY affected instrument (the first entry of
 *   `instruments`), in [-1, 1]: negative bearish, positive bullish, |x| < 0.1 neutral. It is
 *   `null` when there is no evidence to score: no detectable market event or signal, or text in
 *   a language the analyzer does not read (`language_supported: false`). Null is shown as
 *   "Not scored", never as 0.0. A failed analysis is not an AnalysisResult at all: a row an earlier
 *   version stored with one of the product's error texts holds `failure`, and the card says
 *   "Analysis unavailable" (src/shared/story-reading.ts).
 * - `instruments` lists every affected instrument with its own direction and score, the primary
 *   first when it has a symbol ("Diageo soars as Unilever says it is considering an offer;
 *   Ryanair and Lloyds sink" gives Diageo up, Ryanair and Lloyds down). An instrument may be a
 *   ticker or a market proxy for a macro event ("US Treasuries", "SPX", "USD").
 * - `event_type` is an id of the event model (`eventTypeIds` in src/server/news/events/taxonomy.ts),
 *   or null.
 * - `consensus_delta` is non-null only when the text compares with an expectation, and then it
 *   quotes the text's own figures.
 * The row stores impact_score, category, symbols and method in columns and the rest as the jsonb
 * object of `storedAnalysisOf` in news_analysis.analysis.
 */
import { z } from 'zod';
import { directions, newsCategories } from './news-kinds';

export type { Direction, NewsCategory } from './news-kinds';

/** The text earlier versions stored when the AI call failed (docs/product.md §8: shown as 'No historical patterns identified'). */
export const ANALYSIS_API_ERROR_TEXT = 'analysis unavailable due to api error';
/** The text earlier versions stored when an article could not be analysed (docs/product.md §8). */
export const ANALYSIS_UNABLE_TEXT = 'unable to analyze article';

export type ArticleInput = {
  headline: string;
  summary?: string | null;
  content?: string | null;
  /** When and by whom it was published: context for the AI analyst (a first report or a follow-up). */
  publishedAt?: Date | null;
  publisherName?: string | null;
  sourceDomain?: string | null;
};

export const instrumentImpactSchema = z.object({
  /**
   * Ticker, currency pair ("EUR/USD"), crypto or commodity symbol, index, market proxy ("US
   * Treasuries"), or a company the symbol dictionary does not know, named as the text writes it
   * (the target of a deal: "Northwind Games").
   */
  symbol: z.string().min(1).max(40),
  /** Market label as docs/product.md §9 shows it (e.g. "Stock Market", "Bond Market", "Forex"). */
  market: z.string().min(1).max(40),
  direction: z.enum(directions),
  /** Signed, in [-1, 1], for this instrument. */
  score: z.number().min(-1).max(1),
});
export type InstrumentImpact = z.infer<typeof instrumentImpactSchema>;

export const analysisResultSchema = z.object({
  /** Primary instrument's signed score in [-1, 1]; null when there is nothing to score. */
  impact_score: z.number().min(-1).max(1).nullable(),
  category: z.enum(newsCategories),
  /** Tickers, currency pairs (e.g. "EUR/USD"), crypto and commodity symbols, indices. */
  symbols: z.array(z.string()),
  /** Affected instruments, primary first, each with its own direction and score. */
  instruments: z.array(instrumentImpactSchema),
  /** Event model id (src/server/news/events/taxonomy.ts), or null when no event was detected. */
  event_type: z.string().nullable(),
  /** ISO 639-1 code of the text's language, or "und" when it cannot be told. */
  language: z.string(),
  /** False when the analyzer does not read that language: then impact_score is null. */
  language_supported: z.boolean(),
  /** Historical patterns: a general tendency for this event type and instrument class, or "". */
  patterns: z.string(),
  /** Why the score is what it is. */
  explanation: z.string(),
  /** How the news compares with what markets expected, only when the text makes that comparison. */
  consensus_delta: z.string().nullable(),
  /** Possible scenarios from here, following from the event type. */
  pathways: z.array(z.string()),
  /** 'offline', or the AI model that wrote it. */
  method: z.string(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/**
 * Why a stored analysis failed, for rows an earlier version stored with one of the docs/product.md §8
 * error texts: `api-error` ('analysis unavailable due to api error'), `unable` ('unable to
 * analyze article'). New stories keep their offline analysis instead of failing.
 */
const analysisFailures = ['api-error', 'unable'] as const;
export type AnalysisFailure = (typeof analysisFailures)[number];

/** What news_analysis.analysis holds beyond the columns, as a jsonb object; the feed sends it as is. */
export const storedAnalysisSchema = analysisResultSchema
  .pick({
    patterns: true,
    explanation: true,
    consensus_delta: true,
    pathways: true,
    instruments: true,
    event_type: true,
    language: true,
    language_supported: true,
  })
  .extend({ failure: z.enum(analysisFailures).optional() });
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;
