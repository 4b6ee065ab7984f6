import { useState } from 'react';
import { InstrumentList, impactTextClass } from '@/web/components/impact-display';
import { cn } from '@/web/lib/utils';
import { homeSample, SAMPLE_OUTLET, verdictOf } from './examples';

/** Spec §2 Home: a static sample analysis card with an expandable Learn More, showing what the analyzer returns. */
export function SampleAnalysisCard({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { headline, analysis } = homeSample;
  const verdict = verdictOf(analysis);
  const others = analysis.instruments.slice(1);
  return (
    <article className="relative rounded-xl border border-border bg-card p-5 text-left shadow-xl shadow-black/5 sm:p-6">
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5 font-medium">
          <span className="size-1.5 rounded-full bg-signal" aria-hidden="true" />
          {SAMPLE_OUTLET}
        </span>
        <span>Sample story</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug">{headline}</h3>
      {verdict.score !== null && verdict.level !== null && (
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Impact score</dt>
            <dd className={cn('mt-1 font-mono text-2xl font-bold tabular', impactTextClass[verdict.level])}>
              {verdict.score}
              <span className="text-sm font-medium text-muted-foreground">/10</span>
            </dd>
            <dd className={cn('mt-0.5 text-xs font-semibold uppercase tracking-wide', impactTextClass[verdict.level])}>
              {verdict.primary && <span className="font-mono normal-case">{verdict.primary} </span>}
              {verdict.direction}
            </dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Confidence</dt>
            <dd className="mt-1 text-2xl font-bold">{verdict.confidence}</dd>
          </div>
        </dl>
      )}
      <div className="mt-4 flex flex-wrap gap-1.5">
        {verdict.markets.map((market) => (
          <span key={market} className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium">
            {market}
          </span>
        ))}
        {analysis.symbols.map((symbol) => (
          <span key={symbol} className="rounded-full bg-primary/10 px-2.5 py-0.5 font-mono text-xs font-semibold text-primary">
            {symbol}
          </span>
        ))}
      </div>
      {open && (
        <div id="sample-details" className="mt-4 space-y-3 border-t border-border pt-4 text-sm leading-relaxed">
          <div>
            <h4 className="font-semibold">Historical patterns</h4>
            <p className="mt-1 text-muted-foreground">{analysis.patterns}</p>
          </div>
          <div>
            <h4 className="font-semibold">Analysis</h4>
            <p className="mt-1 text-muted-foreground">{analysis.explanation}</p>
          </div>
          {others.length > 0 && (
            <div>
              <h4 className="font-semibold">Other instruments</h4>
              <InstrumentList instruments={others} className="mt-1.5" />
            </div>
          )}
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
