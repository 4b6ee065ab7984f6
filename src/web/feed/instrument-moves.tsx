/**
 * The market's move beside each instrument of a story: on the card every instrument the card
 * names, on the compact row the primary's alone. Each says its move since publication and
 * whether it went the way the card called it, or in words why there is no move to show.
 */
import { moreText, type StoryCalls } from '@/shared/instrument-calls';
import {
  agreementSymbol,
  agreementWord,
  callDirection,
  formatMove,
  type InstrumentMove,
  instrumentMove,
  instrumentMoveText,
  moveSinceText,
  moveStateWords,
  SIMULATED_MARK,
  SIMULATED_NOTE,
} from '@/shared/reaction-text';
import { isSimulated, type StoryReactions } from '@/shared/reactions';
import { cn } from '@/web/lib/utils';

type ScoredCalls = StoryCalls | null;

/** "✓ agrees": the symbol for the eye, the word for everyone. */
export function AgreementTag({ agreement, className }: { agreement: Extract<InstrumentMove, { kind: 'move' }>['agreement']; className?: string }) {
  if (!agreement) return null;
  return (
    <span className={cn('whitespace-nowrap font-medium', className)} data-slot="agreement">
      <span aria-hidden="true">{agreementSymbol[agreement]}</span> {agreementWord[agreement]}
    </span>
  );
}

function MoveText({ shown, now, timeZone }: { shown: InstrumentMove; now: Date; timeZone: string | undefined }) {
  if (shown.kind !== 'move') return <span className="text-muted-foreground">{moveStateWords(shown, timeZone)}</span>;
  return (
    <>
      <span className="font-mono tabular">{moveSinceText(shown.move, shown.since, now, timeZone)}</span>
      <AgreementTag agreement={shown.agreement} />
    </>
  );
}

/**
 * How long after publication a story without readings still awaits its first one: the recorder
 * reads a new story within seconds, so a line standing in for it is true only this long.
 */
const FIRST_READING_WINDOW_MS = 10 * 60_000;

/**
 * The card's moves, one per instrument it names (the first `max`, then how many more). Before the
 * first reading of a fresh story the same line already stands, each instrument "price pending":
 * the card does not grow under the reader when the reading lands. Older stories without readings show none.
 * Simulated readings (a sample story's) end with the word "simulated".
 */
export function CardMoves({
  reactions,
  calls,
  publishedAt,
  now,
  timeZone,
  max,
  className,
}: {
  reactions: StoryReactions | null;
  calls: ScoredCalls;
  publishedAt: string;
  now: Date;
  timeZone: string | undefined;
  max: number;
  className?: string;
}) {
  const awaited = !reactions && calls && now.getTime() - Date.parse(publishedAt) < FIRST_READING_WINDOW_MS ? [calls.primary, ...calls.others] : [];
  const moves: { symbol: string; shown: InstrumentMove }[] = reactions
    ? reactions.instruments.map((reaction) => ({ symbol: reaction.symbol, shown: instrumentMove(reaction, callDirection(calls, reaction.symbol), now) }))
    : awaited.flatMap((call) => (call ? [{ symbol: call.symbol, shown: { kind: 'pending' } as const }] : []));
  if (moves.length === 0) return null;
  const shown = moves.slice(0, max);
  const more = moves.length - shown.length;
  const simulated = reactions?.instruments.some(isSimulated) ?? false;
  return (
    <ul aria-label="Price moves since publication" className={cn('flex flex-wrap gap-1.5 text-xs', className)} data-slot="moves">
      {shown.map((move) => (
        <li key={move.symbol} className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5 rounded-md bg-muted/60 px-2 py-0.5">
          <span className="font-mono font-semibold [overflow-wrap:anywhere]">{move.symbol}</span>
          <MoveText shown={move.shown} now={now} timeZone={timeZone} />
        </li>
      ))}
      {more > 0 && <li className="self-center text-muted-foreground">{moreText(more)}</li>}
      {simulated && (
        <li className="self-center rounded-md border border-dashed border-border px-2 py-0.5 font-medium" title={SIMULATED_NOTE} data-slot="simulated">
          {SIMULATED_MARK}
        </li>
      )}
    </ul>
  );
}

/**
 * The compact row's move: the primary's figure and agreement symbol, the rest of the sentence
 * for screen readers and as the title; or its state without one. From sm up: on a phone the
 * row keeps its room for the headline, and the story's page has the moves.
 */
export function RowMove({
  reactions,
  calls,
  now,
  timeZone,
}: {
  reactions: StoryReactions | null;
  calls: ScoredCalls;
  now: Date;
  timeZone: string | undefined;
}) {
  const primary = reactions?.instruments[0];
  if (!primary) return null;
  const shown = instrumentMove(primary, callDirection(calls, primary.symbol), now);
  const simulated = isSimulated(primary);
  const full = instrumentMoveText(primary.symbol, shown, now, timeZone, simulated);
  const mark = simulated && <span className="ml-1 font-sans text-[11px] text-muted-foreground">{SIMULATED_MARK}</span>;
  if (shown.kind !== 'move') {
    return (
      <span className="hidden shrink-0 whitespace-nowrap text-[11px] text-muted-foreground sm:inline" title={full} data-slot="move">
        <span className="sr-only">{primary.symbol} </span>
        {moveStateWords(shown, timeZone)}
        {mark}
      </span>
    );
  }
  return (
    <span className="hidden shrink-0 whitespace-nowrap font-mono text-xs tabular sm:inline" title={full} data-slot="move">
      <span className="sr-only">{full}</span>
      <span aria-hidden="true">
        {formatMove(shown.move)}
        {shown.agreement && ` ${agreementSymbol[shown.agreement]}`}
        {mark}
      </span>
    </span>
  );
}
