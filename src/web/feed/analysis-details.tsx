import type { InstrumentImpact } from '@/shared/analysis';
import type { parseAnalysisText } from '@/shared/analysis-text';
import { InstrumentList } from '@/web/components/impact-display';

type ParsedAnalysis = ReturnType<typeof parseAnalysisText>;

/** The analysis a story carries, section by section: the card's Learn More and the story page show the same. */
export function AnalysisSections({
  parsed,
  primary,
  heading: Heading,
  textClass,
}: {
  parsed: ParsedAnalysis;
  /** The instrument the score box shows; the list names the others. */
  primary: InstrumentImpact | undefined;
  heading: 'h2' | 'h4';
  textClass: string;
}) {
  const others = primary ? parsed.instruments.slice(1) : parsed.instruments;
  const section = (title: string, body: React.ReactNode) => (
    <div>
      <Heading className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{title}</Heading>
      <div className={`mt-1.5 leading-relaxed ${textClass}`}>{body}</div>
    </div>
  );
  return (
    <>
      {section('Historical patterns', parsed.patterns || 'No historical patterns identified')}
      {parsed.analysis && section('Analysis', parsed.analysis)}
      {others.length > 0 && section(primary ? 'Other instruments' : 'Instruments', <InstrumentList instruments={others} />)}
      {parsed.consensusDelta && section('Versus consensus', parsed.consensusDelta)}
      {parsed.pathways.length > 0 &&
        section(
          'Possible pathways',
          <ul className="list-disc space-y-1 pl-5">
            {parsed.pathways.map((pathway) => (
              <li key={pathway}>{pathway}</li>
            ))}
          </ul>,
        )}
    </>
  );
}

/** Which analyst wrote what is shown, and that it is not advice. */
export function analysisDisclaimer(method: string | null): string {
  if (method === 'offline') return 'Automated analysis (rules-based), not financial advice';
  return method ? 'AI-generated analysis, not financial advice' : 'Analysis pending';
}
