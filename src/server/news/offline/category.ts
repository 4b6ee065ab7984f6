/**
 * The news category. A recognised event decides it, in every language the event model reads (a
 * central bank's decision is economy news whether it is told in English, German or Portuguese).
 * Where no event names the subject, English keyword rules do: each category collects points from
 * its cues; the highest total wins, ties go to the more specific category (crypto before earnings
 * before economy...).
 */
import type { NewsCategory } from '../../../shared/analysis';
import type { EventFamily, EventType } from '../events/taxonomy';

/** The category each family of events files a story under; null: commentary, about anything. */
const FAMILY_CATEGORY: Record<EventFamily, NewsCategory | null> = {
  'central-bank': 'economy',
  'macro-release': 'economy',
  'fiscal-political': 'politics',
  // Commodities are the economy category's market (docs/product.md: economy gives Bond Market, Currency and Commodities).
  'commodity-supply': 'economy',
  credit: 'company',
  results: 'earnings',
  'capital-action': 'company',
  mergers: 'company',
  'trading-status': 'company',
  'legal-regulatory': 'company',
  products: 'company',
  management: 'company',
  analyst: 'company',
  'market-commentary': null,
  crypto: 'crypto',
};
/** Where a family holds events of the whole economy too: a sovereign's default, a market-wide halt. */
const ECONOMY_WIDE: Partial<Record<EventFamily, NewsCategory>> = { credit: 'economy', 'trading-status': 'market' };

/**
 * The category of a story whose event was read; `byWords` gives what the keyword rules say, asked
 * only where the event's family does not settle it. A company's event keeps the keyword rules'
 * technology, the company's sector.
 */
export function categoryOfEvent(event: EventType, byWords: () => NewsCategory): NewsCategory {
  const category = (event.reach === 'economy' ? ECONOMY_WIDE[event.family] : undefined) ?? FAMILY_CATEGORY[event.family];
  if (category === null) return byWords();
  return category === 'company' && byWords() === 'technology' ? 'technology' : category;
}

type Rule = { category: Exclude<NewsCategory, 'other'>; weight: number; re: RegExp };

const rules: Rule[] = [
  {
    category: 'crypto',
    weight: 3,
    re: /\b(?:bitcoins?|btc|ethereum|ether|crypto\w*|blockchain|stablecoins?|altcoins?|defi|nfts?|binance|coinbase|dogecoin|solana|cardano|ripple|xrp|tezos|litecoin|satoshi|halving|mining rigs?|digital assets?)\b/g,
  },
  {
    category: 'earnings',
    weight: 2,
    re: /\b(?:earnings|eps|ffo|revenues?|quarterly (?:results|profit|loss|sales)|q[1-4]|(?:first|second|third|fourth)[ -]quarter|full[ -]year results|fiscal (?:year|quarter)|guidance|(?:beats?|miss(?:es)?|tops?) (?:on |by )?(?:\$|€|£|estimates|expectations|consensus|forecasts?|views?)|same[ -]store sales|comparable sales|net (?:income|loss|profit)|operating (?:income|profit|margin)|profit warning)\b/g,
  },
  { category: 'earnings', weight: 1, re: /\b(?:profits?|sales|margins?|outlook|forecasts?|estimates|consensus|quarter|results|reports)\b/g },
  {
    category: 'economy',
    weight: 2,
    re: /\b(?:fed|federal reserve|fomc|powell|lagarde|ecb|central banks?|boe|bank of (?:england|japan|canada)|boj|pboc|inflation|deflation|cpi|ppi|gdp|unemployment|jobless|payrolls?|jobs report|labou?r market|interest rates?|rates?|rate (?:cut|hike)s?|recession|economy|economic|economists?|pmi|retail sales|consumer (?:confidence|spending|sentiment)|housing (?:starts|market)|home sales|imf|world bank|monetary|fiscal|stimulus|treasury secretary|debt ceiling|budget deficit|trade deficit|exports?|imports?|manufacturing|factory (?:orders|output|activity)|wages?|productivity)\b/g,
  },
  {
    category: 'politics',
    weight: 2,
    re: /\b(?:trump|biden|obama|election|elections|electoral|congress|senate|senators?|house democrats|white house|impeachment|brexit|parliament|prime minister|president|presidential|minister|ministers|government|lawmakers|legislation|democrats?|republicans?|gop|geopolitic\w*|vote|voters|campaign|sanders|boris johnson|xi jinping|putin|kremlin|macron|merkel|regulators?|governor|policy makers|protests?|war|military|nato)\b/g,
  },
  { category: 'politics', weight: 1, re: /\b(?:tariffs?|trade war|trade talks|trade deal|sanctions?|embargo)\b/g },
  { category: 'economy', weight: 1, re: /\b(?:tariffs?|trade war|trade talks|trade deal|yields?|bonds?|treasur(?:y|ies)|opec)\b/g },
  {
    category: 'technology',
    weight: 1.5,
    re: /\b(?:tech|technology|technologies|software|semiconductors?|chips?|chipmakers?|ai|artificial intelligence|machine learning|cloud|5g|smartphones?|iphones?|android|apps?|cyber\w*|data cent(?:er|re)s?|internet|streaming|electric vehicles?|evs?|autonomous|self[ -]driving|start[ -]?ups?|silicon valley|quantum|robot\w*|hackers?|processors?|gpus?|saas|e-commerce|ecommerce|digital|online|social media|metaverse|virtual reality|vr)\b/g,
  },
  {
    category: 'company',
    weight: 1.5,
    re: /\b(?:upgrade[ds]?|downgrade[ds]?|price target|target price|pt|ceo|cfo|chief executive|merger|mergers|acquisitions?|acquires?|acquired|takeover|buyout|deal|buyback|repurchase|dividend|layoffs?|job cuts|ipo|lawsuit|recall|contract|partnership|launch(?:es)?|stake|shareholders?|board|analysts?|initiate[ds]?|coverage|rating|outperform|underperform|overweight|underweight|fda|approval|trial|bankruptcy|chapter 11|spin[ -]?off|unit|subsidiary|stores?|plant|factory|brand|products?|orders?|deliveries|inc|corp|plc|ltd|company|companies|firm|shares of|stock price)\b/g,
  },
  {
    category: 'market',
    weight: 1.5,
    re: /\b(?:stock market|stocks|wall street|s&p(?: 500)?|dow(?: jones)?|nasdaq|russell 2000|ftse|dax|nikkei|stoxx|hang seng|cac|indices|index|futures|equities|treasury yields?|bond market|oil prices?|crude|brent|wti|gold|silver|copper|commodit(?:y|ies)|forex|currenc(?:y|ies)|dollar|euro|yen|sterling|yuan|volatility|vix|sell-?off|bull market|bear market|correction|premarket|pre-market|after-hours|trading session|investors|traders|markets?|etfs?|sectors?|small caps|large caps|52-week|all-time high|record high|rally|rallies)\b/g,
  },
];

const ORDER: NewsCategory[] = ['crypto', 'earnings', 'economy', 'politics', 'company', 'technology', 'market', 'other'];

/**
 * `text` is the cleaned article text; `hasCompany` says whether a company ticker was found,
 * which makes an otherwise uncategorised item company news.
 */
export function categorize(text: string, hasCompany: boolean): NewsCategory {
  const lower = text.toLowerCase();
  const points = new Map<NewsCategory, number>();
  for (const rule of rules) {
    rule.re.lastIndex = 0;
    const count = lower.match(rule.re)?.length ?? 0;
    // Diminishing returns: the second cue adds half, later ones little, so one long list cannot dominate.
    if (count > 0) points.set(rule.category, (points.get(rule.category) ?? 0) + rule.weight * (1 + Math.log2(count)));
  }
  if (hasCompany) points.set('company', (points.get('company') ?? 0) + 1);
  let best: NewsCategory = 'other';
  let bestPoints = 0;
  for (const category of ORDER) {
    const p = points.get(category) ?? 0;
    if (p > bestPoints) {
      best = category;
      bestPoints = p;
    }
  }
  return bestPoints >= 1 ? best : 'other';
}
