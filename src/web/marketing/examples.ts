/**
 * The stories the marketing pages show, each with exactly what the offline analyzer returns for
 * its headline. tests/marketing-examples.test.ts runs every headline through the analyzer and
 * fails on any difference: when the analyzer changes, update the values here (and only here).
 * The stories are invented and attributed to no real publisher.
 */
import type { AnalysisResult } from '@/shared/analysis';
import { confidenceOf, impactLevel } from '@/shared/impact';
import { affectedMarkets } from '@/shared/markets';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { readStory } from '@/shared/story-reading';

/** What the pages show of an analysis. */
export type ShownAnalysis = Pick<AnalysisResult, 'impact_score' | 'category' | 'symbols' | 'instruments' | 'patterns' | 'explanation'>;
export type MarketingExample = { headline: string; analysis: ShownAnalysis };

/** Fictional outlet, like the demo source's, so no real publisher is named on an invented story. */
export const SAMPLE_OUTLET = 'Continental Business Review';

/** How the pages read an example: by readStory, as the feed reads a story (docs/product.md §5, §9). */
export function readExample({ impact_score, category, symbols, instruments, patterns, explanation }: ShownAnalysis) {
  const reading = readStory({ impact_score, analysis: { ...emptyAnalysis, language: 'en', instruments, patterns, explanation } });
  const score = reading.verdict.kind === 'scored' ? reading.verdict.score : null;
  return {
    reading,
    level: score === null ? null : impactLevel(score),
    confidence: score === null ? null : confidenceOf(score),
    markets: affectedMarkets(category, symbols),
  };
}

export const homeSample: MarketingExample = {
  headline: 'ECB cuts its three key interest rates by 25 basis points as euro-area inflation cools to 1.9%',
  analysis: {
    impact_score: 0.85,
    category: 'economy',
    symbols: [],
    instruments: [
      { symbol: 'Bunds', market: 'Bond Market', direction: 'bullish', score: 0.85 },
      { symbol: 'SX5E', market: 'Indices', direction: 'bullish', score: 0.68 },
      { symbol: 'EUR', market: 'Forex', direction: 'bearish', score: -0.68 },
      { symbol: 'GOLD', market: 'Commodities', direction: 'bullish', score: 0.68 },
    ],
    patterns:
      'Typical reaction to events of this type (rate cut): they have tended to support government bonds, equities and gold and weigh on the currency; the reaction is usually larger when they were not expected.',
    explanation:
      "Event: rate cut ('ECB cuts its three key interest rates by 25 basis points'), touching economy-wide. Affected: Bunds bullish, SX5E bullish, EUR bearish, GOLD bullish.",
  },
};

export const featureExamples = {
  impactScore: {
    headline: 'OPEC+ agrees to deepen oil output cuts by 1 million barrels a day',
    analysis: {
      impact_score: 0.82,
      category: 'economy',
      symbols: ['OIL'],
      instruments: [{ symbol: 'OIL', market: 'Commodities', direction: 'bullish', score: 0.82 }],
      patterns:
        'Typical reaction to events of this type (OPEC output cut): they have tended to support oil; the reaction is usually larger when they were not expected.',
      explanation:
        "Event: OPEC output cut ('OPEC+ agrees to deepen oil output cuts by 1 million barrels a day'), touching economy-wide. Affected: OIL bullish.",
    },
  },
  affectedMarkets: {
    headline: 'Bitcoin and Ether slide after SEC sues major crypto exchange',
    analysis: {
      impact_score: -0.5,
      category: 'crypto',
      symbols: ['BTC', 'ETH'],
      instruments: [
        { symbol: 'BTC', market: 'Cryptocurrency', direction: 'bearish', score: -0.5 },
        { symbol: 'ETH', market: 'Cryptocurrency', direction: 'bearish', score: -0.35 },
      ],
      patterns:
        'Typical reaction to events of this type (crypto regulation): crypto assets tend to react sharply to regulation and exchange news, often across the whole market.',
      explanation: "Event: crypto regulation ('Bitcoin and Ether slide after SEC'), touching economy-wide. Affected: BTC bearish, ETH bearish.",
    },
  },
  historicalPatterns: {
    headline: 'US inflation unexpectedly cools to 2.4% in October, below the 2.7% forecast',
    analysis: {
      impact_score: 1,
      category: 'economy',
      symbols: [],
      instruments: [
        { symbol: 'US Treasuries', market: 'Bond Market', direction: 'bullish', score: 1 },
        { symbol: 'SPX', market: 'Indices', direction: 'bullish', score: 0.8 },
        { symbol: 'USD', market: 'Forex', direction: 'bearish', score: -0.8 },
      ],
      patterns:
        'Typical reaction to events of this type (inflation data): a fall in inflation has tended to support government bonds and equities and weigh on the currency; the size of the reaction depends on how far the figure differs from expectations.',
      explanation:
        "Event: inflation data ('US inflation unexpectedly cools to 2.4% in October'), touching economy-wide. Inflation came in below what was expected ('2.4% in October, below the 2.7% forecast'), which is bullish for government bonds. Evidence of surprise: '2.4% in October, below the 2.7% forecast'. Affected: US Treasuries bullish, SPX bullish, USD bearish.",
    },
  },
  confidenceHigh: {
    headline: 'Nvidia revenue of $35.1 billion beats consensus of $33.2 billion',
    analysis: {
      impact_score: 0.96,
      category: 'earnings',
      symbols: ['NVDA'],
      instruments: [
        { symbol: 'NVDA', market: 'Stock Market', direction: 'bullish', score: 0.96 },
        { symbol: 'NDX', market: 'Indices', direction: 'bullish', score: 0.576 },
      ],
      patterns:
        'Typical reaction to events of this type (results above expectations): they have tended to support the shares; the reaction is usually larger when they were not expected.',
      explanation:
        "Event: results above expectations ('revenue of $35.1 billion beats'), touching a mega-cap company, large enough to move indices. Evidence of surprise: 'consensus of $33.2 billion'. Affected: NVDA bullish, NDX bullish.",
    },
  },
  confidenceMedium: {
    headline: 'Tesla recalls 2 million vehicles over Autopilot safety concerns',
    analysis: {
      impact_score: -0.65,
      category: 'company',
      symbols: ['TSLA'],
      instruments: [{ symbol: 'TSLA', market: 'Stock Market', direction: 'bearish', score: -0.65 }],
      patterns:
        'Typical reaction to events of this type (product recall or safety issue): they have tended to weigh on the shares; the reaction is usually larger when they were not expected.',
      explanation: "Event: product recall or safety issue ('recalls'), touching a mega-cap company, large enough to move indices. Affected: TSLA bearish.",
    },
  },
  confidenceLow: {
    headline: 'Analyst upgrades Home Depot to buy',
    analysis: {
      impact_score: 0.288,
      category: 'company',
      symbols: ['HD'],
      instruments: [{ symbol: 'HD', market: 'Stock Market', direction: 'bullish', score: 0.288 }],
      patterns:
        'Typical reaction to events of this type (analyst upgrade): they have tended to support the shares; the reaction is usually larger when they were not expected.',
      explanation: "Event: analyst upgrade ('upgrades'), touching a large company. Affected: HD bullish.",
    },
  },
  notScored: {
    headline: 'Local bakery wins award for best croissant',
    analysis: {
      impact_score: null,
      category: 'other',
      symbols: [],
      instruments: [],
      patterns: '',
      explanation: 'Not scored: the text names no market event, instrument or economic variable.',
    },
  },
} satisfies Record<string, MarketingExample>;

/** Every example the marketing pages show, for the test that runs them through the analyzer. */
export const allMarketingExamples: Record<string, MarketingExample> = { homeSample, ...featureExamples };
