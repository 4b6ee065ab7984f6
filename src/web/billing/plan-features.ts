import { type PublishersRead, sourcesClaim } from '@/shared/public-config';

/**
 * How every card shows the impact score (docs/product.md §5: |score| × 10 with one decimal, beside
 * its direction). The marketing range "-10 to 10" is that figure with its sign; each page that
 * explains the score (Pricing, the premium page, Features) says it in these words, so none
 * promises a scale the cards do not show.
 */
export const impactScoreShown = 'from 0 to 10 with its direction, bullish or bearish';

/**
 * The Professional plan's feature list on /pricing (docs/product.md §2 Pricing). `read`: the feeds
 * that have answered here (sourcesClaim), so the plan never claims sources it does not have; null
 * while the page still asks, when the list says nothing of sources.
 */
export function planFeatures(read: PublishersRead | null): string[] {
  const claim = read ? sourcesClaim(read) : null;
  return [
    'Live news analysis feed, updated in real time',
    `Impact score ${impactScoreShown}, and a confidence level for every story`,
    'Affected markets: stocks, bonds, currencies, commodities, crypto',
    'Historical patterns and a readable analysis',
    ...(read === null ? [] : [claim ? `News from ${claim}` : 'Built-in sample news while no publisher feed answers']),
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
