/**
 * The analysis of one news item, as the AI provider and the offline analyzer both produce it
 * and as the news_analysis.analysis column stores it (spec §3, §4; DESIGN §4).
 */

export const newsCategories = ['earnings', 'company', 'market', 'economy', 'crypto', 'technology', 'politics', 'other'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** The text stored when the AI call failed (spec §8: shown as 'No historical patterns identified'). */
export const ANALYSIS_API_ERROR_TEXT = 'analysis unavailable due to api error';
/** The text stored when an article cannot be analysed (spec §8). */
export const ANALYSIS_UNABLE_TEXT = 'unable to analyze article';

export type ArticleInput = {
  headline: string;
  summary?: string | null;
  content?: string | null;
};

export type AnalysisResult = {
  /** Signed, in [-1, 1]: negative bearish, positive bullish, |x| < 0.1 neutral. */
  impact_score: number;
  category: NewsCategory;
  /** Tickers, currency pairs (e.g. "EUR/USD"), crypto and commodity symbols, indices. */
  symbols: string[];
  /** Historical patterns: how markets reacted to similar news. */
  patterns: string;
  /** Why the score is what it is. */
  explanation: string;
  /** How the news compares with what markets expected, when that can be told. */
  consensus_delta: string | null;
  /** Possible scenarios from here. */
  pathways: string[];
  /** 'offline', or the AI model that wrote it. */
  method: string;
};

/** The JSON written to news_analysis.analysis. */
export function serializeAnalysis(result: AnalysisResult): string {
  return JSON.stringify({
    patterns: result.patterns,
    explanation: result.explanation,
    consensus_delta: result.consensus_delta,
    pathways: result.pathways,
  });
}
