/**
 * The market's reaction to a story: for each of its instruments, the price at publication (or
 * the last price before it) and after 15 minutes, 1 hour and 1 trading day, as far as a market
 * data provider gives them. Stored with the story (news_analysis.reactions), filled by the
 * reaction recorder, sent to open streams like any other change of the story.
 *
 * Every reading says what it is: a recorded price (with the provider's own time for it), not
 * yet due, the market closed over the horizon, or no data. A price is never invented: a reading
 * without a recorded price has no figure.
 */
import { z } from 'zod';
import type { Direction } from './news-kinds';

/** After publication: 15 minutes, 1 hour, and the first daily close after publication ("1 trading day"). */
export const REACTION_HORIZONS = ['15m', '1h', '1d'] as const;
export type ReactionHorizon = (typeof REACTION_HORIZONS)[number];

/** How each horizon is named on screen and in exports. */
export const horizonLabel: Record<ReactionHorizon, string> = { '15m': '15 min', '1h': '1 hour', '1d': '1 trading day' };

const isoTime = z.iso.datetime({ offset: true });

/** A price the provider gave, with the time it is for (a trade, or a bar's close). */
const pricePointSchema = z.object({ price: z.number().positive(), at: isoTime });
export type PricePoint = z.infer<typeof pricePointSchema>;

const reactionReadingSchema = z.discriminatedUnion('state', [
  /** The price at this horizon, as the provider gave it. */
  z.object({ state: z.literal('recorded'), price: z.number().positive(), at: isoTime }),
  /** Not due yet, or due and not read yet: read at or after `due`. */
  z.object({ state: z.literal('pending'), due: isoTime }),
  /** The instrument did not trade between publication and this horizon (a weekend, a holiday, the night). */
  z.object({ state: z.literal('market-closed') }),
  /** Due, asked for, and the provider had no price for it. */
  z.object({ state: z.literal('no-data') }),
]);
export type ReactionReading = z.infer<typeof reactionReadingSchema>;

const instrumentReactionSchema = z.object({
  /** The product's instrument symbol, as the analysis names it ("SPX", "EUR/USD", "OIL", "AAPL"). */
  symbol: z.string().min(1).max(40),
  /**
   * Who priced it (a provider id, e.g. "twelve-data", "stooq", "embedded"); null when no
   * configured provider can price this instrument, and then every reading is 'no-data'.
   */
  source: z.string().nullable(),
  /** The price at publication, or the last one before it. */
  base: reactionReadingSchema,
  horizons: z.object({ '15m': reactionReadingSchema, '1h': reactionReadingSchema, '1d': reactionReadingSchema }),
  /** Prices from just before publication to the latest reading, oldest first, for the sparkline (at most 96). */
  path: z.array(pricePointSchema).max(96),
  /**
   * Set when the provider's series for this instrument ended (its last bar's time) at or before
   * publication: no price after publication will ever come, so the readings after it are
   * 'no-data' from the first look, and this says why.
   */
  seriesEnd: isoTime.optional(),
});
export type InstrumentReaction = z.infer<typeof instrumentReactionSchema>;

export const storyReactionsSchema = z.object({
  /** In the order of the story's instruments: the primary first. */
  instruments: z.array(instrumentReactionSchema),
  /** When the recorder last changed them. */
  updatedAt: isoTime,
});
export type StoryReactions = z.infer<typeof storyReactionsSchema>;

/** The relative move from the base to a horizon (0.012 = +1.2 %), or null without two recorded prices. */
export function moveOf(reaction: Pick<InstrumentReaction, 'base' | 'horizons'>, horizon: ReactionHorizon): number | null {
  const { base } = reaction;
  const reading = reaction.horizons[horizon];
  if (base.state !== 'recorded' || reading.state !== 'recorded') return null;
  return reading.price / base.price - 1;
}

/** The provider id of the sample stories' seeded random walk (src/server/market-data/simulated.ts): its prices are not the market's. */
export const SIMULATED_SOURCE = 'simulated';

export const isSimulated = (reaction: Pick<InstrumentReaction, 'source'>) => reaction.source === SIMULATED_SOURCE;

/** A move smaller than this (0.05 %) is flat: it neither agrees nor disagrees with a call. */
export const FLAT_MOVE = 0.0005;

export type Agreement = 'agrees' | 'disagrees' | 'flat' | 'no-call';

/** Whether a move went the way the card called it; a neutral call makes no claim to check. */
export function agreementOf(direction: Direction, move: number): Agreement {
  if (direction === 'neutral') return 'no-call';
  if (Math.abs(move) < FLAT_MOVE) return 'flat';
  return move > 0 === (direction === 'bullish') ? 'agrees' : 'disagrees';
}
