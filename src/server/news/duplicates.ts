/**
 * Near-duplicate stories: the same news from another outlet, worded a little differently.
 * Compared by shingles (overlapping word pairs) of headline and summary.
 */
import { normalizedText } from './normalize';

const STOP_WORDS = new Set(
  'a an the of to in on for and or at by with from as is are was were be its it that this says said after over into amid new'.split(' '),
);

export function shingles(headline: string, summary?: string | null): Set<string> {
  const words = normalizedText(headline, summary)
    .split(' ')
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  const result = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    result.add(words[i] ?? '');
    if (i + 1 < words.length) result.add(`${words[i]} ${words[i + 1]}`);
  }
  return result;
}

function sharedCount(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared;
}

/**
 * Two items tell the same story when most of their shingles agree (Jaccard), or when a short
 * wire version is almost wholly contained in a longer one. Short texts need the first test:
 * "Apple shares rise" and "Apple shares fall" share a lot but are opposite news.
 */
export function isNearDuplicate(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  const shared = sharedCount(a, b);
  const jaccard = shared / (a.size + b.size - shared);
  const containment = shared / Math.min(a.size, b.size);
  return jaccard >= 0.5 || (Math.min(a.size, b.size) >= 8 && containment >= 0.8);
}
