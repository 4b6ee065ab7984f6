/**
 * How an impact is drawn, wherever one appears (the feed card, the Home sample, the Features
 * examples): the colour of its level (spec §5), its direction in words, and the list of the other
 * instruments a story moves.
 */
import type { InstrumentImpact } from '@/shared/analysis';
import { directionLabel, formatImpact, type ImpactLevel, impactLevel, shownDirection } from '@/shared/impact';
import { cn } from '@/web/lib/utils';

/** The level's colour as text. */
export const impactTextClass: Record<ImpactLevel, string> = { high: 'text-impact-high', medium: 'text-impact-medium', low: 'text-impact-low' };

/** The level's colour as a badge (text, tint and border). */
export const impactBadgeClass: Record<ImpactLevel, string> = {
  high: 'text-impact-high bg-impact-high/10 border-impact-high/30',
  medium: 'text-impact-medium bg-impact-medium/10 border-impact-medium/30',
  low: 'text-impact-low bg-impact-low/10 border-impact-low/30',
};

/** Each instrument with its market and its own score and direction. */
export function InstrumentList({ instruments, className }: { instruments: InstrumentImpact[]; className?: string }) {
  return (
    <ul className={cn('grid gap-1.5', className)}>
      {instruments.map((instrument) => (
        <li key={instrument.symbol} className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-mono text-xs font-semibold text-primary">{instrument.symbol}</span>
          <span className="text-xs text-muted-foreground">{instrument.market}</span>
          <span className={cn('rounded border px-1.5 py-0.5 font-mono text-xs tabular', impactBadgeClass[impactLevel(instrument.score)])}>
            {formatImpact(instrument.score)} · {directionLabel[shownDirection(instrument.score)]}
          </span>
        </li>
      ))}
    </ul>
  );
}
