/**
 * Building stored analyses: apart from the schemas in analysis.ts, so the pages that show a
 * sample analysis (the home page's) do not load the schema library with the first page.
 */
import type { AnalysisResult, StoredAnalysis } from './analysis';

/** An analysis with nothing in it: what a failed or a text-only analysis fills in from. */
export const emptyAnalysis: StoredAnalysis = {
  patterns: '',
  explanation: '',
  consensus_delta: null,
  pathways: [],
  instruments: [],
  event_type: null,
  language: 'und',
  language_supported: true,
};

/** What news_analysis.analysis stores of a result. */
export function storedAnalysisOf(result: AnalysisResult): StoredAnalysis {
  const { patterns, explanation, consensus_delta, pathways, instruments, event_type, language, language_supported } = result;
  return { patterns, explanation, consensus_delta, pathways, instruments, event_type, language, language_supported };
}
