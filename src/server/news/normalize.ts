/** One shape for every news item, whatever its source. */
import { createHash } from 'node:crypto';
import type { FeedItem } from './feeds/parse-feed';

export type NewsItem = {
  headline: string;
  summary: string | null;
  content: string | null;
  /**
   * Canonical: no tracking parameters, no fragment. An item without a link has a stable
   * "urn:feed-item:" identity instead, which is never shown as a link.
   */
  url: string;
  /** Host without "www.". */
  sourceDomain: string;
  publisherName: string;
  /** Where it was read from (feed URL or source name). */
  source: string;
  publishedAt: Date;
};

const TRACKING_PARAMS =
  /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|yclid|igshid|_hsenc|_hsmi|mkt_tok|cmpid|ocid|ncid|taid|at_medium|at_campaign|at_custom\d|ref|ref_src|src|rss|feed|cid)$/i;

/** https, lower-case host, no default port, no fragment, no tracking parameters, sorted query. */
export function canonicalUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.hostname = url.hostname.toLowerCase();
  if ((url.protocol === 'https:' && url.port === '443') || (url.protocol === 'http:' && url.port === '80')) url.port = '';
  const kept = [...url.searchParams.entries()].filter(([key]) => !TRACKING_PARAMS.test(key)).sort(([a], [b]) => a.localeCompare(b));
  url.search = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
}

export function sourceDomainOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** Headline and summary reduced to lower-case words: the basis of duplicate checks. */
export function normalizedText(headline: string, summary?: string | null): string {
  return `${headline} ${summary ?? ''}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9$%.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Exact-story fingerprint: the normalised headline. */
export function contentHashOf(headline: string): string {
  return createHash('sha256').update(normalizedText(headline)).digest('hex').slice(0, 32);
}

/**
 * The identity of an item its publisher gave no link (a trade halt, say): the feed's link plus
 * the item's guid, or plus its title and date when it has none. Reading the feed again gives the
 * same identity, so the item is stored once.
 */
function linklessItemId(item: FeedItem, feedLink: string): string {
  const key = item.guid ? ['guid', item.guid] : ['title-date', item.title, item.publishedAt?.toISOString() ?? ''];
  return `urn:feed-item:${createHash('sha256')
    .update([feedLink, ...key].join('\n'))
    .digest('hex')
    .slice(0, 40)}`;
}

export function normalizeFeedItem(
  item: FeedItem,
  feed: { url: string; title: string; link: string | null; publisherName?: string },
  fetchedAt: Date,
): NewsItem | null {
  const feedLink = (feed.link && canonicalUrl(feed.link, feed.url)) || canonicalUrl(feed.url);
  if (!item.title || !feedLink) return null;
  const articleUrl = item.link ? canonicalUrl(item.link, feedLink) : null;
  const url = articleUrl ?? linklessItemId(item, feedLink);
  const domain = sourceDomainOf(articleUrl ?? feedLink);
  return {
    headline: item.title,
    summary: item.summary || null,
    content: item.content,
    url,
    sourceDomain: domain,
    publisherName: feed.publisherName ?? (feed.title || domain),
    source: feed.url,
    // A missing or unreadable date counts as the moment it was read.
    publishedAt: item.publishedAt ?? fetchedAt,
  };
}
