/** The kinds a story is sorted into: its category and its direction (no schema library, so the first page can use them). */
export const newsCategories = ['earnings', 'company', 'market', 'economy', 'crypto', 'technology', 'politics', 'other'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const directions = ['bullish', 'bearish', 'neutral'] as const;
export type Direction = (typeof directions)[number];

/** |score| below this is neutral (docs/product.md §5 shows it as less than 1.0). */
export const NEUTRAL_BAND = 0.1;

export function directionOf(score: number): Direction {
  if (score >= NEUTRAL_BAND) return 'bullish';
  if (score <= -NEUTRAL_BAND) return 'bearish';
  return 'neutral';
}
