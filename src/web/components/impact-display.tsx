/**
 * How an impact is drawn, wherever one appears (the feed card, the compact row, the story page,
 * the Home sample, the Features examples): the colour of its level (docs/product.md §5), each instrument's
 * own direction as an arrow and a word (src/shared/instrument-calls.ts), and the list of the
 * other instruments a story moves.
 */
import { useId } from 'react';
import type { InstrumentImpact } from '@/shared/analysis';
import { directionLabel, formatImpact, type ImpactLevel, impactLevel } from '@/shared/impact';
import { directionArrow, type InstrumentCall, instrumentCall, moreText } from '@/shared/instrument-calls';
import type { Direction } from '@/shared/news-kinds';
import { cn } from '@/web/lib/utils';

/** A symbol's tag, wherever one is shown: the primary tint, with text in the colour kept legible on it. */
export const symbolTagClass = 'rounded-full bg-primary/10 font-mono font-semibold text-primary-text';

/** The level's colour as text. */
export const impactTextClass: Record<ImpactLevel, string> = { high: 'text-impact-high', medium: 'text-impact-medium', low: 'text-impact-low' };

/** The level's colour as a badge (text, tint and border). */
export const impactBadgeClass: Record<ImpactLevel, string> = {
  high: 'text-impact-high bg-impact-high/10 border-impact-high/30',
  medium: 'text-impact-medium bg-impact-medium/10 border-impact-medium/30',
  low: 'text-impact-low bg-impact-low/10 border-impact-low/30',
};

/**
 * A direction as an arrow and a word ("↘ Bearish"): shape and text, never colour alone. With
 * `arrowOnly` narrow screens show the arrow and keep the word for screen readers.
 */
export function DirectionTag({ direction, arrowOnly = false, className }: { direction: Direction; arrowOnly?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5 whitespace-nowrap', className)} data-slot="direction">
      <span aria-hidden="true">{directionArrow[direction]}</span>{' '}
      <span className={arrowOnly ? 'sr-only sm:not-sr-only' : undefined}>{directionLabel[direction]}</span>
    </span>
  );
}

/** One instrument with its own direction; the symbol is cut before the arrow ever is. `className` adds layout only (a width cap), never a display. */
export function InstrumentCallChip({ call, arrowOnly = false, className }: { call: InstrumentCall; arrowOnly?: boolean; className?: string }) {
  return (
    <span
      className={cn('inline-flex min-w-0 items-center gap-1 rounded-full border border-border bg-background px-2 py-0.5 text-xs', className)}
      data-slot="instrument-call"
    >
      <span className="min-w-0 truncate font-mono font-semibold" title={call.symbol}>
        {call.symbol}
      </span>{' '}
      <DirectionTag direction={call.direction} arrowOnly={arrowOnly} className="font-medium" />
    </span>
  );
}

/** "+2 more": the instruments a tight place leaves out. With `short` phones show "+2", the word kept for screen readers. */
export function MoreCount({ count, short = false, className }: { count: number; short?: boolean; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={cn('whitespace-nowrap text-xs text-muted-foreground', className)}>
      {short ? (
        <>
          +{count}
          <span className="sr-only sm:not-sr-only"> more</span>
        </>
      ) : (
        moreText(count)
      )}
    </span>
  );
}

/** A story's other instruments, each with its own direction: the first `max`, then how many more. */
export function OtherInstrumentCalls({ calls, max, className }: { calls: InstrumentCall[]; max: number; className?: string }) {
  const labelId = useId();
  if (calls.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs', className)}>
      <span id={labelId} className="text-muted-foreground">
        Other instruments
      </span>
      <ul aria-labelledby={labelId} className="flex min-w-0 flex-wrap items-center gap-1.5">
        {calls.slice(0, max).map((call) => (
          <li key={call.symbol} className="flex min-w-0">
            <InstrumentCallChip call={call} className="max-w-full" />
          </li>
        ))}
        {calls.length > max && (
          <li>
            <MoreCount count={calls.length - max} />
          </li>
        )}
      </ul>
    </div>
  );
}

/** Each instrument with its market and its own score and direction. */
export function InstrumentList({ instruments, className }: { instruments: InstrumentImpact[]; className?: string }) {
  return (
    <ul className={cn('grid gap-1.5', className)}>
      {instruments.map((instrument) => (
        <li key={instrument.symbol} className="flex flex-wrap items-center gap-2">
          <span className={cn(symbolTagClass, 'px-2 py-0.5 text-xs')}>{instrument.symbol}</span>
          <span className="text-xs text-muted-foreground">{instrument.market}</span>
          <span className={cn('rounded border px-1.5 py-0.5 font-mono text-xs tabular', impactBadgeClass[impactLevel(instrument.score)])}>
            {formatImpact(instrument.score)} · <DirectionTag direction={instrumentCall(instrument).direction} />
          </span>
        </li>
      ))}
    </ul>
  );
}
