/**
 * The story page's "Market reaction": for each instrument the price at publication, the
 * readings after 15 minutes, 1 hour and 1 trading day (price and move, or the state that
 * stands in for them), whether the move went the way the card called it, who priced it, and
 * the path as a sparkline. A reading still to come says "price pending" with its time, and
 * "awaiting the provider" once that time has passed; one that can never come says why, once per
 * instrument. A sample story's simulated prices are marked as such, above and on each instrument.
 */
import { formatShortFeedDate } from '@/shared/format';
import type { StoryCalls } from '@/shared/instrument-calls';
import type { Direction } from '@/shared/news-kinds';
import {
  callDirection,
  formatMove,
  formatPrice,
  instrumentMove,
  moveStateText,
  moveStateWords,
  pendingState,
  providerName,
  SIMULATED_NOTE,
  seriesEndedText,
} from '@/shared/reaction-text';
import {
  agreementOf,
  horizonLabel,
  type InstrumentReaction,
  isSimulated,
  moveOf,
  REACTION_HORIZONS,
  type ReactionHorizon,
  type ReactionReading,
  type StoryReactions,
} from '@/shared/reactions';
import { DirectionTag } from '@/web/components/impact-display';
import { AgreementTag } from './instrument-moves';
import { Sparkline } from './sparkline';

type Clock = { now: Date; timeZone: string | undefined };

function ReadingValue({ reading, move, direction, clock }: { reading: ReactionReading; move: number | null; direction: Direction | null; clock: Clock }) {
  if (reading.state === 'pending') {
    const state = pendingState(reading, clock.now);
    return (
      <>
        <span className="text-muted-foreground">{moveStateText[state]}</span>
        <span className="block text-xs text-muted-foreground">
          {state === 'pending' ? 'due' : 'was due'} {formatShortFeedDate(reading.due, clock.now, clock.timeZone)}
        </span>
      </>
    );
  }
  if (reading.state !== 'recorded') return <span className="text-muted-foreground">{moveStateText[reading.state]}</span>;
  const agreement = move !== null && direction ? agreementOf(direction, move) : null;
  return (
    <>
      <span className="font-mono tabular">{formatPrice(reading.price)}</span>
      {move !== null && <span className="ml-1.5 font-mono font-semibold tabular">{formatMove(move)}</span>}
      <span className="block text-xs text-muted-foreground">
        at {formatShortFeedDate(reading.at, clock.now, clock.timeZone)}
        {agreement && agreement !== 'no-call' && (
          <>
            {' · '}
            <AgreementTag agreement={agreement} className="text-foreground" />
          </>
        )}
      </span>
    </>
  );
}

function InstrumentReactionCard({ reaction, direction, clock }: { reaction: InstrumentReaction; direction: Direction | null; clock: Clock }) {
  const latest = instrumentMove(reaction, direction, clock.now);
  const readings: { key: 'base' | ReactionHorizon; label: string; reading: ReactionReading; move: number | null }[] = [
    { key: 'base', label: 'At publication', reading: reaction.base, move: null },
    ...REACTION_HORIZONS.map((horizon) => ({
      key: horizon,
      label: horizonLabel[horizon],
      reading: reaction.horizons[horizon],
      move: moveOf(reaction, horizon),
    })),
  ];
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-x-2 font-mono text-base font-semibold [overflow-wrap:anywhere]">
            {reaction.symbol}
            {direction && <DirectionTag direction={direction} className="font-sans text-xs font-medium text-muted-foreground" />}
          </h3>
          <p className="mt-0.5 text-sm">
            {latest.kind === 'move' ? (
              <>
                <span className="font-mono font-semibold tabular">{formatMove(latest.move)}</span> after {horizonLabel[latest.horizon]}{' '}
                {latest.agreement && (
                  <>
                    · <AgreementTag agreement={latest.agreement} />
                  </>
                )}
              </>
            ) : (
              <span className="text-muted-foreground">{moveStateWords(latest, clock.timeZone)}</span>
            )}
          </p>
        </div>
        <Sparkline path={reaction.path} />
      </div>
      {reaction.source !== null && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
          {readings.map(({ key, label, reading, move }) => (
            <div key={key} className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</dt>
              <dd className="mt-0.5">
                <ReadingValue reading={reading} move={move} direction={direction} clock={clock} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        {reaction.source === null ? `No configured price source can price ${reaction.symbol}.` : `Prices: ${providerName(reaction.source)}`}
        {reaction.source !== null && reaction.seriesEnd && (
          <> — its series has {seriesEndedText(reaction.seriesEnd, clock.timeZone)}, before this story: the readings after publication can never be recorded.</>
        )}
      </p>
    </li>
  );
}

const RECORDER_GRACE_MS = 86_400_000;

/**
 * Whether a price is still to come: a horizon still due, or a story of the last day the
 * recorder has not looked at yet (an older one without reactions will not get any).
 */
export function awaitsPrices(story: { reactions: StoryReactions | null; published_at: string | null; created_at: string } | undefined, now: number): boolean {
  if (!story) return false;
  const { reactions } = story;
  if (!reactions) return now - Date.parse(story.published_at ?? story.created_at) < RECORDER_GRACE_MS;
  return reactions.instruments.some(
    (reaction) => reaction.base.state === 'pending' || REACTION_HORIZONS.some((horizon) => reaction.horizons[horizon].state === 'pending'),
  );
}

export function MarketReaction({
  reactions,
  calls,
  timeZone,
  now = new Date(),
  boardLink,
}: {
  reactions: StoryReactions | null;
  calls: StoryCalls | null;
  timeZone: string | undefined;
  now?: Date;
  /** The way to the calibration board (a router link on the page). */
  boardLink?: React.ReactNode;
}) {
  const clock = { now, timeZone };
  return (
    <section className="mt-6" aria-labelledby="reaction-title">
      <h2 id="reaction-title" className="text-lg font-semibold">
        Market reaction
      </h2>
      {!reactions ? (
        <p className="text-sm text-muted-foreground">Price reaction: not recorded yet.</p>
      ) : reactions.instruments.length === 0 ? (
        <p className="text-sm text-muted-foreground">This story names no instrument to price.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Moves from the price at publication, after 15 minutes, 1 hour and 1 trading day. Updated {formatShortFeedDate(reactions.updatedAt, now, timeZone)}.{' '}
            {boardLink}
          </p>
          {reactions.instruments.some(isSimulated) && (
            <p className="mt-2 rounded-md border border-dashed border-border px-3 py-2 text-sm font-medium" data-slot="simulated">
              {SIMULATED_NOTE}
            </p>
          )}
          <ul className="mt-3 grid gap-3">
            {reactions.instruments.map((reaction) => (
              <InstrumentReactionCard key={reaction.symbol} reaction={reaction} direction={callDirection(calls, reaction.symbol)} clock={clock} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
