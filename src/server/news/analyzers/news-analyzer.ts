/**
 * Which analyst scores the news: the AI (Anthropic) when a key is configured, within an
 * hourly cap, otherwise the deterministic offline analyzer. When the AI fails in any way, the
 * offline analysis is stored instead and the reason logged: a reader gets an analysis either way.
 */
import type { AnalysisResult, ArticleInput } from '../../../shared/analysis';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { reserveAttempt } from '../../lib/rate-limits';
import { log } from '../../log';
import { metrics } from '../../metrics';
import { eventTypes } from '../events/taxonomy';
import { analyzeOffline } from '../offline/analyze-offline';
import { type AnthropicAnalyzer, createAnthropicAnalyzer } from './anthropic';

export type NewsAnalyzer = {
  description: string;
  /**
   * True for the AI analyst: a story is published at once with the offline analysis, and this
   * one replaces it on the same row when it arrives. False: this analysis is the first and only one.
   */
  replacesOffline: boolean;
  /** Throws only when the analyzer itself cannot run (e.g. the database is down); AI failures fall back to offline. */
  analyze(db: Database, article: ArticleInput): Promise<AnalysisResult>;
};

const AI_BUDGET_KEY = 'ai:analyses';

export function offlineAnalyzer(): NewsAnalyzer {
  return { description: 'offline analyzer (finance lexicon and rules)', replacesOffline: false, analyze: async (_db, article) => analyzeOffline(article) };
}

/** The AI analyst with an hourly budget; news past the budget is scored offline. */
export function cappedAiAnalyzer(ai: Pick<AnthropicAnalyzer, 'model' | 'analyze'>, perHour: number): NewsAnalyzer {
  let warnedAt = 0;
  metrics.aiBudget(perHour);
  return {
    description: `Anthropic ${ai.model} (at most ${perHour} analyses per hour, then offline)`,
    replacesOffline: true,
    async analyze(db, article) {
      try {
        // Booked before the call: analyses running at once cannot overshoot the budget.
        await reserveAttempt(db, [{ key: AI_BUDGET_KEY, limit: perHour, windowS: 3600 }], 'AI analyses');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (Date.now() - warnedAt > 600_000) {
          warnedAt = Date.now();
          log.warn('AI analysis budget reached: scoring offline for now', { perHour });
        }
        return analyzeOffline(article);
      }
      return analyzeWithFallback(ai, article);
    },
  };
}

/**
 * The AI analysis, or on any failure the offline one (method offline) with the failure logged:
 * network, 4xx/5xx after the SDK's retries, a timeout, a refusal or a cut-off answer, output that
 * fails the checks.
 */
export async function analyzeWithFallback(ai: Pick<AnthropicAnalyzer, 'model' | 'analyze'>, article: ArticleInput): Promise<AnalysisResult> {
  try {
    return await metrics.aiCall(() => ai.analyze(article));
  } catch (error) {
    log.warn('AI analysis failed: stored the offline analysis instead', { model: ai.model, reason: failureReason(error) });
    return analyzeOffline(article);
  }
}

function failureReason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createNewsAnalyzer(env: Env): NewsAnalyzer {
  if (!env.ANTHROPIC_API_KEY) return offlineAnalyzer();
  // The AI is briefed from the same event model the offline analyzer fills (its rubric and event ids).
  const ai = createAnthropicAnalyzer({ apiKey: env.ANTHROPIC_API_KEY, model: env.ANTHROPIC_MODEL, baseURL: env.ANTHROPIC_BASE_URL, events: eventTypes });
  return cappedAiAnalyzer(ai, env.AI_ANALYSES_PER_HOUR);
}
