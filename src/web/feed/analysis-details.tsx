import type { StoryReading } from '@/shared/story-reading';
import { InstrumentList } from '@/web/components/impact-display';

/** The analysis a story carries, section by section: the card's Learn More and the story page show the same. */
export function AnalysisSections({ reading, heading: Heading, textClass }: { reading: StoryReading; heading: 'h2' | 'h4'; textClass: string }) {
  const others = reading.otherInstruments;
  const section = (title: string, body: React.ReactNode) => (
    <div>
      <Heading className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{title}</Heading>
      <div className={`mt-1.5 leading-relaxed ${textClass}`}>{body}</div>
    </div>
  );
  return (
    <>
      {section('Historical patterns', reading.patterns)}
      {reading.analysis && section('Analysis', reading.analysis)}
      {others.length > 0 && section(reading.primary ? 'Other instruments' : 'Instruments', <InstrumentList instruments={others} />)}
      {reading.consensusDelta && section('Versus consensus', reading.consensusDelta)}
      {reading.pathways.length > 0 &&
        section(
          'Possible pathways',
          <ul className="list-disc space-y-1 pl-5">
            {reading.pathways.map((pathway) => (
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
