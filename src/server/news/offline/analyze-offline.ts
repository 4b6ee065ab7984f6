/**
 * Deterministic offline analyzer: lexicon scoring with negation and intensity, keyword
 * categories and dictionary symbols. No network, no model weights; thousands of items per second.
 */
import { type AnalysisResult, type ArticleInput, directionOf } from '../../../shared/analysis';
import { symbolMarket } from '../../../shared/markets';
import { categorize } from './category';
import { buildConsensusDelta, buildExplanation, buildPathways, buildPatterns } from './narrative';
import { scoreText, type Hit } from './score';
import { extractSymbols, isCompanySymbol } from './symbols';
import { cleanText } from './tokenize';

export const OFFLINE_METHOD = 'offline';

/** Bodies can be long; the lead carries the news and bounds the cost per item. */
const MAX_BODY_CHARS = 4000;
/** The headline states the news; summary and body add context but must not drown it. */
const SUMMARY_WEIGHT = 0.5;
const CONTENT_WEIGHT = 0.3;
/** Questions ("Is X a buy?") assert less than statements. */
const QUESTION_DAMPING = 0.35;

export function analyzeOffline(article: ArticleInput): AnalysisResult {
  const headline = cleanText(article.headline ?? '');
  const summary = cleanText(article.summary ?? '');
  const content = cleanText((article.content ?? '').slice(0, MAX_BODY_CHARS * 2)).slice(0, MAX_BODY_CHARS);

  const head = scoreText(headline);
  const hits: Hit[] = [...head.hits];
  let raw = head.sum;
  if (headline.includes('?')) raw *= QUESTION_DAMPING;
  // Body text repeats the headline; only add it when it says something the headline does not.
  if (summary && summary !== headline) {
    const s = scoreText(summary);
    raw += SUMMARY_WEIGHT * Math.tanh(s.sum);
    hits.push(...s.hits);
  }
  if (content && content !== summary && content !== headline) {
    const c = scoreText(content);
    raw += CONTENT_WEIGHT * Math.tanh(c.sum);
    hits.push(...c.hits);
  }

  const score = Math.round(Math.tanh(raw) * 1000) / 1000;
  const impact_score = Object.is(score, -0) ? 0 : Math.max(-1, Math.min(1, score));

  const allText = [headline, summary, content].filter(Boolean).join('\n');
  const symbols = extractSymbols(allText);
  const category = categorize([headline, summary, content.slice(0, 1500)].filter(Boolean).join('\n'), symbols.some(isCompanySymbol));

  return {
    impact_score,
    category,
    symbols,
    patterns: buildPatterns(impact_score, hits, category),
    explanation: buildExplanation(impact_score, hits, symbols, category),
    consensus_delta: buildConsensusDelta(allText, hits),
    pathways: buildPathways(impact_score, symbols, category),
    instruments: symbols.map((symbol) => ({ symbol, market: symbolMarket(symbol), direction: directionOf(impact_score), score: impact_score })),
    event_type: null,
    language: 'en',
    language_supported: true,
    method: OFFLINE_METHOD,
  };
}
