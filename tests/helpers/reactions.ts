/** Hand-written market reactions for tests: the primary instrument's base and its 1 hour and 1 day readings. */
import type { InstrumentReaction, ReactionReading, StoryReactions } from '@/shared/reactions';

/** A price recorded at the given time, or one of the states without a price. */
export type Reading = number | 'pending' | 'market-closed' | 'no-data';

function readingOf(value: Reading, at: string): ReactionReading {
  if (typeof value === 'number') return { state: 'recorded', price: value, at };
  if (value === 'pending') return { state: 'pending', due: at };
  return { state: value };
}

export function instrumentReaction(
  symbol: string,
  base: Reading,
  oneHour: Reading,
  oneDay: Reading,
  publishedAt = '2026-03-10T14:00:00.000Z',
): InstrumentReaction {
  const at = (minutes: number) => new Date(Date.parse(publishedAt) + minutes * 60_000).toISOString();
  return {
    symbol,
    source: 'test-provider',
    base: readingOf(base, publishedAt),
    horizons: { '15m': readingOf('no-data', at(15)), '1h': readingOf(oneHour, at(60)), '1d': readingOf(oneDay, at(1440)) },
    path: [],
  };
}

export function storyReactions(...instruments: InstrumentReaction[]): StoryReactions {
  return { instruments, updatedAt: '2026-03-11T14:00:00.000Z' };
}
