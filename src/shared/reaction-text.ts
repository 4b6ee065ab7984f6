/**
 * How the market's reaction to a story is written on screen: the move since publication beside
 * each instrument, its state when there is no move to show, whether it went the way the card
 * called it, the prices and the provider behind them, and the calibration board's figures.
 * A figure is shown only where two recorded prices give it (moveOf); everything else says
 * what it is in words.
 */
import type { CalibrationHorizon } from './calibration';
import { formatDate, formatShortFeedDate } from './format';
import type { StoryCalls } from './instrument-calls';
import type { Direction } from './news-kinds';
import {
  type Agreement,
  agreementOf,
  type InstrumentReaction,
  moveOf,
  type PricePoint,
  REACTION_HORIZONS,
  type ReactionHorizon,
  type ReactionReading,
} from './reactions';

const MINUS = '−';

/** A relative move with its sign: "+0.35 %", "−1.2 %"; two decimals under 1 %, one from there. */
export function formatMove(move: number): string {
  // Cut to 6 decimals first, so binary artefacts (0.0185 × 100 = 1.8499…) do not decide the rounding.
  const percent = Number((move * 100).toFixed(6));
  const digits = Math.abs(percent) < 1 ? 2 : 1;
  const size = Math.abs(percent).toFixed(digits);
  if (Number(size) === 0) return `${size} %`;
  return `${percent < 0 ? MINUS : '+'}${size} %`;
}

/** A move's size without its sign, for medians of |move|: "1.2 %". */
function formatAbsMove(move: number): string {
  return formatMove(Math.abs(move)).replace('+', '');
}

/** A price as the provider gave it: four decimals under 10 (currencies), two from there. */
export function formatPrice(price: number): string {
  const digits = price < 10 ? 4 : 2;
  return price.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * Why an instrument shows no move, in words. "price pending" only before the reading's time:
 * once that has passed and the reading is still awaited, it is "awaiting the provider".
 */
export const moveStateText = {
  'no-source': 'no price source',
  pending: 'price pending',
  awaiting: 'awaiting the provider',
  'market-closed': 'market closed',
  'no-data': 'no data',
} as const;
type MoveState = keyof typeof moveStateText;

/** A provider's series ended before the story: "no prices after 08/18/2026". */
export function seriesEndedText(end: string, timeZone: string | undefined): string {
  return `no prices after ${formatDate(end, 'en', timeZone)}`;
}

/** The mark beside every simulated reading: the sample stories' prices are a seeded random walk, not the market's. */
export const SIMULATED_MARK = 'simulated';
export const SIMULATED_NOTE = 'Simulated prices: a seeded random walk for this sample story, not market data.';

/** A pending reading's state on screen: pending before its time, awaited from then on (never "pending" past it). */
export function pendingState(reading: Extract<ReactionReading, { state: 'pending' }>, now: Date): 'pending' | 'awaiting' {
  return Date.parse(reading.due) > now.getTime() ? 'pending' : 'awaiting';
}

/** The agreement of a move with its instrument's call: a symbol and a word, never colour alone. */
export const agreementSymbol: Record<Exclude<Agreement, 'no-call'>, string> = { agrees: '✓', disagrees: '✗', flat: '≈' };
export const agreementWord: Record<Exclude<Agreement, 'no-call'>, string> = { agrees: 'agrees', disagrees: 'against', flat: 'flat' };

/** What is shown beside an instrument: its latest move, or the state that stands in for one. */
export type InstrumentMove =
  | {
      kind: 'move';
      move: number;
      /** The latest horizon with a recorded price. */
      horizon: ReactionHorizon;
      /** The base price's time: the move is "since" then. */
      since: string;
      /** Null for a neutral call or an instrument without a call: nothing to check. */
      agreement: Exclude<Agreement, 'no-call'> | null;
    }
  | { kind: MoveState }
  /** The provider's series ended (at `end`) before publication: no move can ever be recorded. */
  | { kind: 'series-ended'; end: string };

/**
 * The latest recorded horizon's move with its agreement; without one, the state: no price
 * source, the provider's series ended before the story, then the base's own state, then "market
 * closed" when the latest horizon read so far found the market closed, then while a reading is
 * still due "price pending" (or "awaiting the provider" once one is past its time), else "no data".
 */
export function instrumentMove(reaction: InstrumentReaction, direction: Direction | null, now: Date): InstrumentMove {
  const { base } = reaction;
  if (reaction.source === null) return { kind: 'no-source' };
  for (const horizon of [...REACTION_HORIZONS].reverse()) {
    const move = moveOf(reaction, horizon);
    if (move === null || base.state !== 'recorded') continue;
    const agreement = direction ? agreementOf(direction, move) : null;
    return { kind: 'move', move, horizon, since: base.at, agreement: agreement === 'no-call' ? null : agreement };
  }
  if (reaction.seriesEnd) return { kind: 'series-ended', end: reaction.seriesEnd };
  const readings = [base, ...REACTION_HORIZONS.map((horizon) => reaction.horizons[horizon])];
  if (base.state !== 'recorded' && base.state !== 'pending') return { kind: base.state };
  if (readings.filter((reading) => reading.state !== 'pending').at(-1)?.state === 'market-closed') return { kind: 'market-closed' };
  const due = readings.flatMap((reading) => (reading.state === 'pending' ? [pendingState(reading, now)] : []));
  if (due.length === 0) return { kind: 'no-data' };
  return { kind: due.includes('awaiting') ? 'awaiting' : 'pending' };
}

/** The words standing in for a move (every kind but 'move'). */
export function moveStateWords(shown: Exclude<InstrumentMove, { kind: 'move' }>, timeZone: string | undefined): string {
  return shown.kind === 'series-ended' ? seriesEndedText(shown.end, timeZone) : moveStateText[shown.kind];
}

/** "−1.2 % since 14:05" (a day other than the reader's today adds its date: "since 11/20 14:05"). */
export function moveSinceText(move: number, since: string, now: Date, timeZone: string | undefined): string {
  return `${formatMove(move)} since ${formatShortFeedDate(since, now, timeZone)}`;
}

/** The whole of what stands beside an instrument, as one line (titles, screen readers, e-mails); a simulated one says so. */
export function instrumentMoveText(symbol: string, shown: InstrumentMove, now: Date, timeZone: string | undefined, simulated = false): string {
  const mark = simulated ? ` (${SIMULATED_MARK})` : '';
  if (shown.kind !== 'move') return `${symbol} ${moveStateWords(shown, timeZone)}${mark}`;
  const agreement = shown.agreement ? `, ${agreementSymbol[shown.agreement]} ${agreementWord[shown.agreement]}` : '';
  return `${symbol} ${moveSinceText(shown.move, shown.since, now, timeZone)}${agreement}${mark}`;
}

/** The instrument's own call on the card, by its symbol; null when the card makes none for it. */
export function callDirection(calls: StoryCalls | null, symbol: string): Direction | null {
  if (!calls) return null;
  if (calls.primary?.symbol === symbol) return calls.direction;
  return calls.others.find((call) => call.symbol === symbol)?.direction ?? null;
}

/** Who priced an instrument, by name; an id this table does not know is shown as it is. */
const providerNames: Record<string, string> = {
  'twelve-data': 'Twelve Data',
  stooq: 'Stooq',
  coinbase: 'Coinbase Exchange',
  ecb: 'ECB reference rates',
  'us-treasury': 'US Treasury yield curve',
  embedded: 'Shipped daily series (EIA, Cboe)',
  simulated: 'Simulated (a seeded random walk, not market data)',
};
export function providerName(source: string): string {
  return providerNames[source] ?? source;
}

function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** A sparkline's text: "from 101.20 to 99.98 over 1 hour"; null with fewer than two prices. */
export function pathSummary(path: readonly PricePoint[]): string | null {
  const first = path[0];
  const last = path.at(-1);
  if (!first || !last || path.length < 2) return null;
  return `from ${formatPrice(first.price)} to ${formatPrice(last.price)} over ${durationText(Date.parse(last.at) - Date.parse(first.at))}`;
}

/** A calibration cell's agreement: "7 of 10 (70 %)", or "no calls" without one. */
export function agreementShareText(horizon: Pick<CalibrationHorizon, 'agreed' | 'called' | 'agreementShare'>): string {
  if (horizon.called === 0 || horizon.agreementShare === null) return 'no calls';
  return `${horizon.agreed} of ${horizon.called} (${Math.round(horizon.agreementShare * 100)} %)`;
}

/** A calibration cell's median |move|: "0.42 %", or "no moves" when no story has one. */
export function medianMoveText(horizon: Pick<CalibrationHorizon, 'medianAbsMove'>): string {
  return horizon.medianAbsMove === null ? 'no moves' : formatAbsMove(horizon.medianAbsMove);
}
