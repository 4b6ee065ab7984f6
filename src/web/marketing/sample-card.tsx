import { useState } from 'react';
import { symbolTagClass } from '@/web/components/impact-display';
import { AnalysisSections } from '@/web/feed/analysis-details';
import { StoryVerdict } from '@/web/feed/story-verdict';
import { cn } from '@/web/lib/utils';
import { homeSample, readExample, SAMPLE_OUTLET } from './examples';

/** docs/product.md §2 Home: a static sample analysis card with an expandable Learn More, showing what the analyzer returns. */
export function SampleAnalysisCard({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { headline, analysis } = homeSample;
  const { reading, confidence, markets } = readExample(analysis);
  return (
    <article aria-labelledby="sample-card-title" className="relative rounded-xl border border-border bg-card p-5 text-left shadow-xl shadow-black/5 sm:p-6">
      {/* The hero's h1 is followed by this card: the headline's h3 needs an h2 above it (no skipped level), heard but not seen. */}
      <h2 id="sample-card-title" className="sr-only">
        Sample analysis
      </h2>
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5 font-medium">
          <span className="size-1.5 rounded-full bg-signal" aria-hidden="true" />
          {SAMPLE_OUTLET}
        </span>
        <span>Sample story</span>
      </div>
      <div className="mt-3 flex items-start gap-4">
        <h3 className="min-w-0 flex-1 text-lg font-semibold leading-snug">{headline}</h3>
        <StoryVerdict verdict={reading.verdict} size="card" />
      </div>
      <div className="mt-4 flex flex-wrap gap-1.5">
        {confidence && (
          <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium">
            Confidence: <strong>{confidence}</strong>
          </span>
        )}
        {markets.map((market) => (
          <span key={market} className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium">
            {market}
          </span>
        ))}
        {analysis.symbols.map((symbol) => (
          <span key={symbol} className={cn(symbolTagClass, 'px-2.5 py-0.5 text-xs')}>
            {symbol}
          </span>
        ))}
      </div>
      {open && (
        <div id="sample-details" className="mt-4 grid gap-3 border-t border-border pt-4">
          <AnalysisSections reading={reading} heading="h4" textClass="text-sm text-muted-foreground" />
        </div>
      )}
      <button
        type="button"
        className="mt-3 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline"
        aria-expanded={open}
        aria-controls="sample-details"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Show Less' : 'Learn More'}
      </button>
    </article>
  );
}
