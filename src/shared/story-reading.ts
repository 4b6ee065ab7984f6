/**
 * How a story reads, wherever it is shown (the feed card, the compact row, the story page, the
 * marketing sample, the alert e-mail and the browser notification): its verdict and the
 * sections of its analysis. A verdict is shown only when there is one: a story without evidence
 * to score says "Not scored", never "0.0" (docs/product.md §5, §9); a failed analysis shows the docs/product.md §8
 * texts in its sections.
 */
import type { InstrumentImpact, StoredAnalysis } from './analysis';
import { type StoryCalls, storyCallParts, storyCalls } from './instrument-calls';

/** docs/product.md §8: what a failed analysis shows for its historical patterns ('analysis unavailable due to api error'), and for any analysis without them. */
const NO_PATTERNS_TEXT = 'No historical patterns identified';
/** docs/product.md §8: what a failed analysis shows as its analysis ('unable to analyze article'). */
const ANALYSIS_UNAVAILABLE_TEXT = 'Automated analysis unavailable for this article';

export type StoryVerdict =
  | { kind: 'scored'; score: number; calls: StoryCalls }
  | { kind: 'not-scored'; reason: string }
  | { kind: 'unavailable' }
  | { kind: 'pending' };

/** The words of a story without a figure. */
export const verdictWords: Record<Exclude<StoryVerdict['kind'], 'scored'>, string> = {
  'not-scored': 'Not scored',
  unavailable: 'Analysis unavailable',
  pending: 'Analysis pending',
};

export type StoryReading = {
  verdict: StoryVerdict;
  /** The verdict's calls when it has a figure, else null. */
  calls: StoryCalls | null;
  /** The instrument the score box names (only with a score); the sections list the others. */
  primary: InstrumentImpact | undefined;
  patterns: string;
  /** The explanation; empty when there is none to show. */
  analysis: string;
  consensusDelta: string | null;
  pathways: string[];
  /** The instruments the sections list: all of them, or those after the primary. */
  otherInstruments: InstrumentImpact[];
};

/** What reading a story needs: its score and its stored analysis (null until it is analysed). */
export type ReadableStory = { impact_score: number | null; analysis: StoredAnalysis | null };

function verdictOf({ impact_score: score, analysis }: ReadableStory): StoryVerdict {
  if (analysis?.failure) return { kind: 'unavailable' };
  if (analysis === null) return { kind: 'pending' };
  if (score === null) return { kind: 'not-scored', reason: analysis.language_supported ? 'No market event found' : 'Language not supported' };
  return { kind: 'scored', score, calls: storyCalls(score, analysis.instruments) };
}

export function readStory(story: ReadableStory): StoryReading {
  const verdict = verdictOf(story);
  const analysis = story.analysis;
  const instruments = analysis?.instruments ?? [];
  const primary = verdict.kind === 'scored' ? instruments[0] : undefined;
  return {
    verdict,
    calls: verdict.kind === 'scored' ? verdict.calls : null,
    primary,
    patterns: analysis?.failure === 'api-error' ? NO_PATTERNS_TEXT : analysis?.patterns || NO_PATTERNS_TEXT,
    analysis: analysis?.failure === 'unable' ? ANALYSIS_UNAVAILABLE_TEXT : (analysis?.explanation ?? ''),
    consensusDelta: analysis?.consensus_delta || null,
    pathways: analysis?.pathways ?? [],
    otherInstruments: primary ? instruments.slice(1) : instruments,
  };
}

/**
 * The verdict as short texts, e.g. ["EUR/USD 6.2 ↘ Bearish", "DAX ↗ Bullish", "+1 more"], or
 * the verdict's words ("Not scored"); options as storyCallParts.
 */
export function verdictParts(reading: StoryReading, options?: Parameters<typeof storyCallParts>[1]): string[] {
  const { verdict } = reading;
  return verdict.kind === 'scored' ? storyCallParts(verdict.calls, options) : [verdictWords[verdict.kind]];
}

/** When a story happened, as every view dates it: its publication, else when it was stored. */
export const storyTime = (story: { published_at: string | null; created_at: string }): string => story.published_at ?? story.created_at;
