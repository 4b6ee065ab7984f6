/**
 * How every card shows the impact score (docs/product.md §5: |score| × 10 with one decimal, beside
 * its direction). The marketing range "-10 to 10" is that figure with its sign; each page that
 * explains the score (Pricing, the premium page, Features) says it in these words, so none
 * promises a scale the cards do not show.
 */
export const impactScoreShown = 'from 0 to 10 with its direction, bullish or bearish';

/**
 * The Professional plan's feature list on /pricing (docs/product.md §2 Pricing). `newsClaim`: the
 * sources this instance reads (sourcesClaim), so the plan never claims sources it does not have.
 */
export function planFeatures(newsClaim: string | null): string[] {
  return [
    'Live news analysis feed, updated in real time',
    `Impact score ${impactScoreShown}, and a confidence level for every story`,
    'Affected markets: stocks, bonds, currencies, commodities, crypto',
    'Historical patterns and a readable analysis',
    newsClaim ? `News from ${newsClaim}` : 'Built-in sample news while no publisher feeds are connected',
    'Cancel anytime, effective at the end of the billing period',
  ];
}

/** docs/product.md §2 Premium Feature page: the feature list. */
export const premiumFeatures = [
  'Live feed of market-moving economic and political news',
  `Impact score ${impactScoreShown} on every headline`,
  'Confidence level and affected markets at a glance',
  'Historical patterns and a clear analysis for each story',
  'Updates in real time, new analyses every hour',
];
