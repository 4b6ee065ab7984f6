/**
 * Spec §4 analysis text parsing, in order: JSON (patterns / historical_patterns /
 * historicalPatterns and explanation / analysis / analysisExplanation), labelled sections, a
 * split on blank lines, otherwise all of it as the analysis. Plus the two error texts of §8.
 */
import { ANALYSIS_API_ERROR_TEXT, ANALYSIS_UNABLE_TEXT, type InstrumentImpact, instrumentImpactSchema } from './analysis';

export type ParsedAnalysis = {
  patterns: string;
  analysis: string;
  consensusDelta: string | null;
  pathways: string[];
  /** Affected instruments, primary first (empty for analyses stored before they were listed). */
  instruments: InstrumentImpact[];
  eventType: string | null;
  /** False when the text is in a language the analyzer does not read. */
  languageSupported: boolean;
  /** True when the stored text is one of the §8 error texts: the analysis failed. */
  failed: boolean;
};

const plain = (patterns: string, analysis: string): ParsedAnalysis => ({
  patterns,
  analysis,
  consensusDelta: null,
  pathways: [],
  instruments: [],
  eventType: null,
  languageSupported: true,
  failed: false,
});

function instrumentsOf(value: unknown): InstrumentImpact[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = instrumentImpactSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export const NO_PATTERNS_TEXT = 'No historical patterns identified';
export const ANALYSIS_UNAVAILABLE_TEXT = 'Automated analysis unavailable for this article';

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function fromJson(text: string): ParsedAnalysis | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(trimmed) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const patterns = str(data.patterns) || str(data.historical_patterns) || str(data.historicalPatterns);
  const analysis = str(data.explanation) || str(data.analysis) || str(data.analysisExplanation);
  if (!patterns && !analysis) return null;
  const consensus = str(data.consensus_delta) || str(data.consensusDelta);
  const pathways = Array.isArray(data.pathways) ? data.pathways.map(str).filter(Boolean) : [];
  return {
    patterns,
    analysis,
    consensusDelta: consensus || null,
    pathways,
    instruments: instrumentsOf(data.instruments),
    eventType: str(data.event_type) || null,
    languageSupported: data.language_supported !== false,
    failed: false,
  };
}

// "Label:", "**Label:**" or "**Label**:" at the start of a line.
const PATTERN_LABEL = /(?:^|\n)\s*\*{0,2}\s*(?:historical\s+patterns?|patterns?)\s*(?::\s*\*{0,2}|\*{0,2}\s*:)\s*/i;
const ANALYSIS_LABEL = /(?:^|\n)\s*\*{0,2}\s*(?:analysis(?:\s+explanation)?|explanation)\s*(?::\s*\*{0,2}|\*{0,2}\s*:)\s*/i;

function fromLabels(text: string): ParsedAnalysis | null {
  const p = PATTERN_LABEL.exec(text);
  const a = ANALYSIS_LABEL.exec(text);
  if (!p && !a) return null;
  const section = (match: RegExpExecArray | null, other: RegExpExecArray | null) => {
    if (!match) return '';
    const start = match.index + match[0].length;
    const end = other && other.index > match.index ? other.index : text.length;
    return text.slice(start, end).trim();
  };
  return plain(section(p, a), section(a, p));
}

function fromParagraphs(text: string): ParsedAnalysis | null {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  return plain(parts[0] ?? '', parts.slice(1).join('\n\n'));
}

export function parseAnalysisText(text: string | null | undefined): ParsedAnalysis {
  const value = text ?? '';
  if (value.includes(ANALYSIS_API_ERROR_TEXT)) {
    return { ...plain(NO_PATTERNS_TEXT, ''), failed: true };
  }
  if (value.includes(ANALYSIS_UNABLE_TEXT)) {
    return { ...plain('', ANALYSIS_UNAVAILABLE_TEXT), failed: true };
  }
  return fromJson(value) ?? fromLabels(value) ?? fromParagraphs(value) ?? plain('', value.trim());
}
