/**
 * How every card shows the impact score (docs/product.md §5: |score| × 10 with one decimal, beside
 * its direction). The marketing range "-10 to 10" is that figure with its sign; each page that
 * explains the score says it in these words, so none promises a scale the cards do not show.
 */
export const impactScoreShown = 'from 0 to 10 with its direction, bullish or bearish';
