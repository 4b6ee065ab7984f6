/**
 * The readable parts of an offline analysis (explanation, historical pattern, consensus delta,
 * scenarios), built only from what the scorer found. Plain text throughout.
 */
import { directionOf, type NewsCategory } from '../../../shared/analysis';
import { signalLabels, type SignalTag } from './lexicon';
import type { Hit } from './score';


function quote(phrase: string): string {
  const flat = phrase.replace(/\s+/g, ' ').trim();
  return `'${flat.length > 60 ? `${flat.slice(0, 57)}...` : flat}'`;
}

function describe(hit: Hit): string {
  const label = signalLabels[hit.tag];
  return `${quote(hit.phrase)} (${hit.negated ? `negated ${label}` : label})`;
}

function strongest(hits: Hit[], sign: 1 | -1, n: number): Hit[] {
  return hits
    .filter((h) => Math.sign(h.weight) === sign)
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, n);
}

function subjectOf(symbols: string[]): string {
  return symbols.length === 0 ? '' : ` on ${symbols.slice(0, 3).join(', ')}`;
}

export function buildExplanation(score: number, hits: Hit[], symbols: string[], category: NewsCategory): string {
  const direction = directionOf(score);
  const tail = `Category: ${category}.`;
  if (direction === 'neutral') {
    if (hits.length === 0) return `Neutral: no market-moving language found; the item reads as informational${subjectOf(symbols)}. ${tail}`;
    const pos = strongest(hits, 1, 1)[0];
    const neg = strongest(hits, -1, 1)[0];
    if (pos && neg) return `Neutral: mixed signals, ${describe(pos)} against ${describe(neg)}, roughly cancel out${subjectOf(symbols)}. ${tail}`;
    const only = pos ?? neg;
    return `Neutral: only a faint cue${only ? `, ${describe(only)},` : ''} too weak to move prices${subjectOf(symbols)}. ${tail}`;
  }
  const sign = direction === 'bullish' ? 1 : -1;
  const main = strongest(hits, sign, 2);
  const against = strongest(hits, sign === 1 ? -1 : 1, 1)[0];
  const strength = Math.abs(score) >= 0.6 ? 'Strong ' : '';
  const lead = direction === 'bullish' ? 'bullish' : 'bearish';
  const head = `${strength ? strength + lead : lead.charAt(0).toUpperCase() + lead.slice(1)} signal: ${main.map(describe).join(' and ') || 'directional wording'}${subjectOf(symbols)}.`;
  const offset = against ? ` Partly offset by ${describe(against)}.` : '';
  return `${head}${offset} ${tail}`;
}

const TAG_PATTERNS: Partial<Record<SignalTag, string>> = {
  'analyst-upgrade': 'Upgrades tend to lift a stock by a few percent on the day, with more lasting effect when several brokers follow.',
  'analyst-downgrade': 'Downgrades typically knock a few percent off a stock on the day; the move tends to stick when other analysts follow or estimates are cut.',
  'analyst-positive': 'Positive analyst calls usually bring a modest, short-lived lift unless backed by estimate revisions.',
  'analyst-negative': 'Cautious analyst calls usually weigh modestly on a stock, more so for crowded or richly valued names.',
  'target-raised': 'Price-target increases usually follow strong execution and support the shares, though the effect fades within days.',
  'target-cut': 'Price-target cuts often come after weak results or guidance and tend to weigh on the shares for a few sessions.',
  'earnings-beat': 'Beats against consensus usually lift the shares, but the reaction depends heavily on guidance; beats with weak outlooks often fade.',
  'earnings-miss': 'Misses against consensus are usually punished more than beats are rewarded, and shares often drift lower as estimates are revised down.',
  'earnings-inline': 'In-line results tend to produce muted moves, with guidance and commentary setting the direction.',
  'guidance-raised': 'Raised guidance is among the more durable positive catalysts, often followed by upward estimate revisions.',
  'guidance-cut': 'Guidance cuts and withdrawn outlooks tend to trigger sharp declines and further estimate cuts.',
  'dividend-raised': 'Dividend increases signal management confidence and are usually received mildly positively.',
  'dividend-cut': 'Dividend cuts or suspensions are usually read as a sign of stress and weigh on income-focused holders.',
  buyback: 'Buyback announcements tend to support shares modestly, more so when large relative to market value.',
  'deal-positive': 'Takeover interest typically lifts the target toward the offer price while the acquirer often trades flat or lower.',
  'contract-win': 'Contract wins tend to help smaller companies most, where a single order is material to revenue.',
  approval: 'Regulatory approvals and positive trial data often cause large moves in small drug developers and small ones in large pharma.',
  setback: 'Regulatory rejections and failed trials often cause steep, lasting declines in single-product companies.',
  'record-high': 'Markets at record highs often keep momentum for a while, though pullbacks become more likely as positioning stretches.',
  'record-low': 'Assets at multi-year lows often keep falling in the short run before value buyers step in.',
  layoffs: 'Job cuts are mixed for shares: cost savings can lift the stock, but they also signal weak demand.',
  distress: 'Bankruptcy and default news usually wipes out most equity value and can spread to suppliers and lenders.',
  legal: 'Legal and regulatory probes tend to weigh on shares until the scope of penalties becomes clear.',
  'rate-cut': 'Rate cuts usually support equities and weaken the currency, unless they signal an economic emergency.',
  'rate-hike': 'Rate hikes tend to pressure growth stocks and bonds and support the currency.',
  'macro-positive': 'Easing trade or macro tensions usually lifts cyclical stocks and risk assets broadly.',
  'macro-negative': 'Signs of economic slowdown tend to hit cyclical sectors and push investors toward bonds and defensive stocks.',
  dilution: 'Share offerings usually push the stock down by several percent because they dilute existing holders.',
  'management-exit': 'Unexpected management departures tend to weigh briefly on shares, more so when the reason is unclear.',
};

const CATEGORY_PATTERNS: Record<NewsCategory, { up: string; down: string; flat: string }> = {
  earnings: {
    up: 'Better-than-expected results usually lift shares, with guidance deciding whether the gain lasts.',
    down: 'Disappointing results are usually punished quickly, and estimate cuts often follow.',
    flat: 'Earnings items without a clear surprise tend to produce limited price reaction.',
  },
  company: {
    up: 'Positive company-specific news tends to lift the stock for a few sessions, fading unless fundamentals change.',
    down: 'Negative company-specific news tends to weigh on the stock, more lastingly when it touches earnings power.',
    flat: 'Routine company announcements rarely move the share price on their own.',
  },
  market: {
    up: 'Broad market gains often carry momentum into following sessions, led by cyclical sectors.',
    down: 'Broad market declines often see volatility rise and defensive sectors outperform for a while.',
    flat: 'Market commentary without new information seldom changes the trend.',
  },
  economy: {
    up: 'Stronger economic data usually supports equities and the currency, though it can push yields higher.',
    down: 'Weaker economic data usually lifts bonds and pressures cyclical stocks, while raising rate-cut expectations.',
    flat: 'Economic items in line with expectations tend to have little lasting market effect.',
  },
  crypto: {
    up: 'Positive crypto news often sparks sharp but volatile rallies that can reverse quickly.',
    down: 'Negative crypto news often triggers outsized declines and liquidations across tokens.',
    flat: 'Crypto headlines without new flows or regulation rarely change the trend.',
  },
  technology: {
    up: 'Positive technology news tends to lift the companies involved and sometimes their suppliers.',
    down: 'Negative technology news tends to weigh on the companies involved and peers with similar exposure.',
    flat: 'Product and technology announcements are usually priced in quickly with little movement.',
  },
  politics: {
    up: 'Easing political risk usually supports risk assets, especially in the sectors directly affected.',
    down: 'Rising political risk usually lifts volatility and safe havens such as bonds, gold and the yen.',
    flat: 'Political news without direct policy consequences usually has little market effect.',
  },
  other: {
    up: 'Positive news of this kind usually has a modest, short-lived effect on prices.',
    down: 'Negative news of this kind usually has a modest, short-lived effect on prices.',
    flat: 'No historical patterns identified',
  },
};

export function buildPatterns(score: number, hits: Hit[], category: NewsCategory): string {
  const direction = directionOf(score);
  const per = CATEGORY_PATTERNS[category];
  if (direction === 'neutral') return per.flat;
  const sign = direction === 'bullish' ? 1 : -1;
  const lead = strongest(hits, sign, 3).find((h) => !h.negated && TAG_PATTERNS[h.tag]);
  const tagged = lead ? TAG_PATTERNS[lead.tag] : undefined;
  return tagged ?? (direction === 'bullish' ? per.up : per.down);
}

const EXPECTATION_RE = /\b(?:estimates?|expectations?|expected|consensus|forecasts?|views?|street|analysts? (?:had )?(?:expected|forecast|predicted)|guidance|FactSet|Refinitiv|Zacks)\b/i;
const NUMERIC_VS_RE =
  /([$€£]?)(-?\d+(?:\.\d+)?)\s*(bln|mln|billion|million|bn|b|m|k)?\s*(?:vs\.?|versus|compared with|against)\s*(?:an?\s+)?(?:the\s+)?(?:[A-Za-z]+\s+)?(?:consensus|estimates?|expected|expectations?|est\.?)?\s*(?:of\s+)?([$€£]?)(-?\d+(?:\.\d+)?)\s*(bln|mln|billion|million|bn|b|m|k)?\s*(consensus|estimates?|expected|est\b|expectations?)?/i;

export function buildConsensusDelta(text: string, hits: Hit[]): string | null {
  if (!EXPECTATION_RE.test(text) && !hits.some((h) => h.tag.startsWith('earnings-'))) return null;
  const numeric = NUMERIC_VS_RE.exec(text);
  if (numeric && /consensus|estimate|expect|est/i.test(numeric[0])) {
    const actual = Number.parseFloat(numeric[2] ?? '');
    const expected = Number.parseFloat(numeric[5] ?? '');
    if (Number.isFinite(actual) && Number.isFinite(expected) && expected !== 0) {
      const diff = ((actual - expected) / Math.abs(expected)) * 100;
      const where = Math.abs(diff) < 0.5 ? 'in line with' : diff > 0 ? 'above' : 'below';
      return `Reported ${numeric[2]} against ${numeric[5]} expected: ${where} consensus${where === 'in line with' ? '' : ` by about ${Math.abs(diff).toFixed(1)}%`}.`;
    }
  }
  let beat = 0;
  let miss = 0;
  let inline = false;
  for (const h of hits) {
    if (h.tag === 'earnings-beat' || h.tag === 'guidance-raised' || h.tag === 'target-raised') beat += h.weight > 0 ? h.weight : 0;
    if (h.tag === 'earnings-miss' || h.tag === 'guidance-cut' || h.tag === 'target-cut') miss += h.weight < 0 ? -h.weight : 0;
    if (h.tag === 'earnings-beat' && h.negated) miss += -h.weight;
    if (h.tag === 'earnings-inline') inline = true;
  }
  if (beat > 0 && miss > 0) return 'Mixed against expectations: part of the results beat consensus while another part fell short.';
  if (beat > 0) return 'Above expectations: the news beats what analysts or the market had expected.';
  if (miss > 0) return 'Below expectations: the news falls short of what analysts or the market had expected.';
  if (inline) return 'In line with expectations: no surprise against consensus.';
  if (!EXPECTATION_RE.test(text)) return null;
  return 'Expectations are mentioned, but the text does not say how the outcome compares with them.';
}

const CATALYST: Record<NewsCategory, string> = {
  earnings: 'the earnings call, guidance and analyst estimate revisions',
  company: 'management commentary and analyst reactions',
  market: 'the next sessions’ breadth and volume',
  economy: 'the next data releases and central-bank commentary',
  crypto: 'exchange flows and regulatory headlines',
  technology: 'adoption figures and competitor responses',
  politics: 'concrete policy decisions and their timing',
  other: 'follow-up reporting with concrete figures',
};

export function buildPathways(score: number, symbols: string[], category: NewsCategory): string[] {
  const direction = directionOf(score);
  const subject = symbols[0] ?? (category === 'market' || category === 'economy' ? 'the market' : 'the stock');
  const catalyst = CATALYST[category];
  if (direction === 'bullish') {
    return [
      `Follow-through: ${subject} extends gains as ${catalyst} confirm the positive read.`,
      `Fade: the move reverses if the news was already priced in or the broader market turns lower.`,
      Math.abs(score) >= 0.6
        ? `Re-rating: sustained buying and upward estimate revisions lift ${subject} to a new range.`
        : `Drift: a small, short-lived gain with little lasting effect on ${subject}.`,
    ];
  }
  if (direction === 'bearish') {
    return [
      `Follow-through: ${subject} extends losses as ${catalyst} confirm the negative read.`,
      `Rebound: selling proves overdone and ${subject} recovers once the news is digested.`,
      Math.abs(score) >= 0.6
        ? `De-rating: estimate cuts and lasting outflows push ${subject} to a lower range.`
        : `Drift: a small, short-lived dip with little lasting effect on ${subject}.`,
    ];
  }
  return [
    `Limited reaction: ${subject} trades on broader market moves as the item adds little new information.`,
    `Watch ${catalyst} for details that could give the story a direction.`,
  ];
}
