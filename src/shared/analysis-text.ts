/**
 * docs/product.md §4 analysis text parsing, for text that comes from outside our own rows (rows stored as
 * text before the analysis became a jsonb object): our own JSON as it is, else in order JSON
 * (patterns / historical_patterns / historicalPatterns and explanation / analysis /
 * analysisExplanation), labelled sections, a split on blank lines, otherwise all of it as the
 * analysis. The two error texts of §8 become a failed analysis.
 */
import {
  ANALYSIS_API_ERROR_TEXT,
  ANALYSIS_UNABLE_TEXT,
  type InstrumentImpact,
  instrumentImpactSchema,
  type StoredAnalysis,
  storedAnalysisSchema,
} from './analysis';
import { emptyAnalysis } from './stored-analysis';

const sections = (patterns: string, explanation: string): StoredAnalysis => ({ ...emptyAnalysis, patterns, explanation });

function instrumentsOf(value: unknown): InstrumentImpact[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = instrumentImpactSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function jsonOf(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const data: unknown = JSON.parse(trimmed);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** JSON under any of the key names docs/product.md §4 accepts; null when it names neither part. */
function fromJsonKeys(data: Record<string, unknown>): StoredAnalysis | null {
  const patterns = str(data.patterns) || str(data.historical_patterns) || str(data.historicalPatterns);
  const explanation = str(data.explanation) || str(data.analysis) || str(data.analysisExplanation);
  if (!patterns && !explanation) return null;
  const consensus = str(data.consensus_delta) || str(data.consensusDelta);
  return {
    ...sections(patterns, explanation),
    consensus_delta: consensus || null,
    pathways: Array.isArray(data.pathways) ? data.pathways.map(str).filter(Boolean) : [],
    instruments: instrumentsOf(data.instruments),
    event_type: str(data.event_type) || null,
    language: str(data.language) || emptyAnalysis.language,
    language_supported: data.language_supported !== false,
  };
}

// "Label:", "**Label:**" or "**Label**:" at the start of a line.
const PATTERN_LABEL = /(?:^|\n)\s*\*{0,2}\s*(?:historical\s+patterns?|patterns?)\s*(?::\s*\*{0,2}|\*{0,2}\s*:)\s*/i;
const ANALYSIS_LABEL = /(?:^|\n)\s*\*{0,2}\s*(?:analysis(?:\s+explanation)?|explanation)\s*(?::\s*\*{0,2}|\*{0,2}\s*:)\s*/i;

function fromLabels(text: string): StoredAnalysis | null {
  const p = PATTERN_LABEL.exec(text);
  const a = ANALYSIS_LABEL.exec(text);
  if (!p && !a) return null;
  const section = (match: RegExpExecArray | null, other: RegExpExecArray | null) => {
    if (!match) return '';
    const start = match.index + match[0].length;
    const end = other && other.index > match.index ? other.index : text.length;
    return text.slice(start, end).trim();
  };
  return sections(section(p, a), section(a, p));
}

function fromParagraphs(text: string): StoredAnalysis | null {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  return sections(parts[0] ?? '', parts.slice(1).join('\n\n'));
}

/** The analysis a text holds, as the analysis column stores it. */
export function analysisFromText(text: string): StoredAnalysis {
  if (text.includes(ANALYSIS_API_ERROR_TEXT)) return { ...emptyAnalysis, failure: 'api-error' };
  if (text.includes(ANALYSIS_UNABLE_TEXT)) return { ...emptyAnalysis, failure: 'unable' };
  const data = jsonOf(text);
  const ours = data && storedAnalysisSchema.safeParse(data);
  if (ours?.success) return ours.data;
  return (data && fromJsonKeys(data)) ?? fromLabels(text) ?? fromParagraphs(text) ?? sections('', text.trim());
}
