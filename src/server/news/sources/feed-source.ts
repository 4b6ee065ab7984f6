/**
 * An RSS/Atom feed over HTTP: conditional GET (ETag, Last-Modified), a timeout, a size cap,
 * redirects followed, and exponential backoff after failures. The publisher may ask to be read
 * less often (RSS `<ttl>`, `Cache-Control: max-age`, `Retry-After`): polls before then are
 * skipped, up to a ceiling so a trader never waits long. A failing feed is logged and skipped;
 * it never stops the others.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsSources } from '../../db/schema';
import { readCapped } from '../../lib/read-capped';
import { decodeFeed } from '../feeds/decode';
import { type ParsedFeed, parseFeed } from '../feeds/parse-feed';
import { type NewsItem, normalizeFeedItem } from '../normalize';
import type { NewsSource } from './source';

export type FeedLimits = { timeoutMs: number; maxBytes: number };
const defaultFeedLimits: FeedLimits = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 };
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;
/** However long a publisher asks to be cached, it is read again after this long. */
export const MAX_CACHE_HINT_MS = 15 * 60_000;
/** A poll this close to the time the publisher asked for is not skipped (the schedule has jitter). */
const HINT_TOLERANCE_MS = 5_000;
const USER_AGENT = 'ImpactwireBot/1.0 (+news analysis; feed reader)';

class FeedFetchError extends Error {
  override name = 'FeedFetchError';
  constructor(
    message: string,
    /** The publisher's Retry-After, when it gave one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** `Cache-Control: max-age` in ms; 0 for no-cache or no-store; null when absent. */
function maxAgeMs(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  if (/\b(no-cache|no-store)\b/i.test(cacheControl)) return 0;
  const match = /\bmax-age\s*=\s*"?(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : null;
}

/** `Retry-After` in ms: seconds, or an HTTP date. */
function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** How long the publisher asks us to wait before reading again, within the ceiling. */
function cacheHintMs(feed: ParsedFeed | null, cacheControl: string | null): number {
  const hints = [maxAgeMs(cacheControl) ?? 0, (feed?.ttlMinutes ?? 0) * 60_000];
  return Math.min(MAX_CACHE_HINT_MS, Math.max(...hints));
}

export type FetchedFeed =
  | { status: 'not-modified'; cacheForMs: number }
  | { status: 'ok'; feed: ParsedFeed; finalUrl: string; etag: string | null; lastModified: string | null; cacheForMs: number };

/** One conditional GET of a feed. */
export async function fetchFeed(
  url: string,
  validators: { etag?: string | null; lastModified?: string | null } = {},
  limits: FeedLimits = defaultFeedLimits,
  signal?: AbortSignal,
): Promise<FetchedFeed> {
  const headers: Record<string, string> = {
    'User-Agent': USER_AGENT,
    Accept: 'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
  };
  if (validators.etag) headers['If-None-Match'] = validators.etag;
  if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  let response: Response;
  try {
    const timeout = AbortSignal.timeout(limits.timeoutMs);
    response = await fetch(url, { headers, redirect: 'follow', signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `timed out after ${limits.timeoutMs / 1000} s`
        : String(error instanceof Error ? error.message : error);
    throw new FeedFetchError(`unreachable: ${reason}`);
  }
  if (response.status === 304) return { status: 'not-modified', cacheForMs: cacheHintMs(null, response.headers.get('cache-control')) };
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new FeedFetchError(`HTTP ${response.status}`, retryAfterMs(response.headers.get('retry-after'), new Date()));
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(response, limits.maxBytes, (reason) => new FeedFetchError(`feed ${reason}`));
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof Error && error.name === 'TimeoutError') throw new FeedFetchError(`timed out after ${limits.timeoutMs / 1000} s`);
    throw error;
  }
  const feed = parseFeed(decodeFeed(bytes, response.headers.get('content-type')));
  return {
    status: 'ok',
    feed,
    finalUrl: response.url || url,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
    cacheForMs: cacheHintMs(feed, response.headers.get('cache-control')),
  };
}

export function createFeedSource(url: string, publisherName?: string, limits: FeedLimits = defaultFeedLimits): NewsSource {
  return {
    id: url,
    publisher: publisherName,
    async collect(db: Database, now: Date, signal?: AbortSignal): Promise<NewsItem[]> {
      await db.insert(newsSources).values({ id: url }).onConflictDoNothing();
      const [state] = await db.select().from(newsSources).where(eq(newsSources.id, url)).limit(1);
      if (state?.nextAttemptAt && state.nextAttemptAt.getTime() - now.getTime() > HINT_TOLERANCE_MS) return [];
      try {
        const result = await fetchFeed(url, { etag: state?.etag, lastModified: state?.lastModified }, limits, signal);
        const succeeded = {
          consecutiveFailures: 0,
          nextAttemptAt: result.cacheForMs > 0 ? new Date(now.getTime() + result.cacheForMs) : null,
          lastError: null,
          lastSuccessAt: now,
        };
        if (result.status === 'not-modified') {
          await db.update(newsSources).set(succeeded).where(eq(newsSources.id, url));
          return [];
        }
        await db
          .update(newsSources)
          .set({ etag: result.etag, lastModified: result.lastModified, ...succeeded })
          .where(eq(newsSources.id, url));
        const feedInfo = { url, title: result.feed.title, link: result.feed.link ?? result.finalUrl, publisherName };
        return result.feed.items.map((item) => normalizeFeedItem(item, feedInfo, now)).filter((item): item is NewsItem => item !== null);
      } catch (error) {
        // Stopped by us, not failed by the publisher: no backoff.
        if (signal?.aborted) throw error;
        const failures = (state?.consecutiveFailures ?? 0) + 1;
        const backoff = BACKOFF_BASE_MS * 2 ** (failures - 1);
        const asked = error instanceof FeedFetchError ? (error.retryAfterMs ?? 0) : 0;
        const wait = Math.min(BACKOFF_MAX_MS, Math.max(backoff, asked));
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(newsSources)
          .set({ consecutiveFailures: failures, nextAttemptAt: new Date(now.getTime() + wait), lastError: reason })
          .where(eq(newsSources.id, url));
        throw new FeedFetchError(reason, error instanceof FeedFetchError ? error.retryAfterMs : null);
      }
    },
  };
}
