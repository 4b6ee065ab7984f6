/**
 * A story's verdict, drawn the same on every screen (the feed card, the compact row, the story
 * page, the marketing pages): the figure in its level's colour with the instrument it belongs to
 * and that instrument's own direction, or, without a figure, the words readStory gives.
 */
import { formatImpact, impactLevel } from '@/shared/impact';
import { directionText } from '@/shared/instrument-calls';
import { type StoryVerdict as Verdict, verdictWords } from '@/shared/story-reading';
import { DirectionTag, impactBadgeClass, impactTextClass } from '@/web/components/impact-display';
import { cn } from '@/web/lib/utils';

/** The words that name a score for screen readers, with the instrument it belongs to. */
function scoreLabel(score: number, primary: string | undefined): string {
  return `Impact score ${formatImpact(score)} of 10${primary ? ` for ${primary}` : ''}`;
}

/** The box beside a headline: a card's (and the marketing sample's), or the story page's larger one. */
const boxSizes = {
  card: { box: 'max-w-[9rem] px-2.5 py-1.5', figure: 'text-xl', label: 'text-[10px]', symbol: 'text-[11px]', reason: 'text-[10px]' },
  page: { box: 'max-w-[10rem] px-3 py-2', figure: 'text-2xl', label: 'text-xs text-foreground', symbol: 'text-xs text-foreground', reason: 'text-[11px]' },
} as const;

function VerdictBox({ verdict, size }: { verdict: Verdict; size: keyof typeof boxSizes }) {
  const style = boxSizes[size];
  if (verdict.kind !== 'scored') {
    return (
      <div className={cn('shrink-0 rounded-lg border border-border bg-muted text-center text-muted-foreground', style.box)} data-slot="no-verdict">
        <div className="text-sm font-semibold leading-tight">{verdictWords[verdict.kind]}</div>
        {verdict.kind === 'not-scored' && <div className={cn('mt-1 font-medium', style.reason)}>{verdict.reason}</div>}
      </div>
    );
  }
  const { score, calls } = verdict;
  return (
    <div className={cn('shrink-0 rounded-lg border text-center', impactBadgeClass[impactLevel(score)], style.box)}>
      <div role="img" className={cn('font-mono font-bold leading-none tabular', style.figure)} aria-label={scoreLabel(score, calls.primary?.symbol)}>
        {calls.figure}
      </div>
      {/* On the page the small labels take the text colour: the level's tint is for the large figure. */}
      {calls.primary && <div className={cn('mt-1 font-mono font-semibold [overflow-wrap:anywhere]', style.symbol)}>{calls.primary.symbol}</div>}
      <DirectionTag direction={calls.direction} className={cn('mt-0.5 font-semibold uppercase tracking-wide', style.label)} />
    </div>
  );
}

/** The compact row's: the figure alone (the row lists the instruments after it), or the words. */
function VerdictBadge({ verdict }: { verdict: Verdict }) {
  if (verdict.kind !== 'scored') {
    return (
      <span className="min-w-[4.25rem] shrink-0 whitespace-nowrap rounded border border-border bg-muted px-1 text-center text-[10px] font-semibold leading-[18px] text-muted-foreground">
        {verdictWords[verdict.kind]}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={scoreLabel(verdict.score, verdict.calls.primary?.symbol)}
      className={cn('w-10 shrink-0 rounded border px-1 text-center font-mono text-xs font-bold tabular', impactBadgeClass[impactLevel(verdict.score)])}
    >
      {verdict.calls.figure}
    </span>
  );
}

/** Within a sentence, e.g. "8.0 · OIL ↗ Bullish" in the level's colour, or "Not scored". */
function VerdictText({ verdict }: { verdict: Verdict }) {
  if (verdict.kind !== 'scored') return <strong>{verdictWords[verdict.kind]}</strong>;
  const { calls } = verdict;
  return (
    <strong className={cn('tabular', impactTextClass[impactLevel(verdict.score)])}>
      {calls.figure} · {calls.primary && <span className="font-mono">{calls.primary.symbol} </span>}
      {directionText(calls.direction)}
    </strong>
  );
}

export function StoryVerdict({ verdict, size }: { verdict: Verdict; size: 'card' | 'page' | 'row' | 'inline' }) {
  if (size === 'row') return <VerdictBadge verdict={verdict} />;
  if (size === 'inline') return <VerdictText verdict={verdict} />;
  return <VerdictBox verdict={verdict} size={size} />;
}
