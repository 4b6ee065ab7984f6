/**
 * The hot path of the product: every subscriber's feed refreshes feed.list every minute. A
 * `GET /trpc/feed.list` from an entitled caller (plain, or a batch of just this call) is
 * answered here with the page that is already serialised in memory, exactly as tRPC would
 * answer it. Anything else (other batches, no token, no access) goes on to tRPC, which gives
 * the usual responses.
 */

import type { BillingServices } from '../billing/billing-services';
import { entitledCaller } from '../billing/entitlement';
import type { Database } from '../db/client';
import { bearerToken } from '../http/bearer-token';
import type { FeedHub } from './feed-hub';

export const FEED_LIST_PATH = '/trpc/feed.list';

/** 'plain' for `/trpc/feed.list`, 'batch' for a batch holding only it, else null. */
function shapeOf(url: URL): 'plain' | 'batch' | null {
  if (url.search === '') return 'plain';
  if (url.searchParams.get('batch') !== '1' || [...url.searchParams.keys()].some((key) => key !== 'batch' && key !== 'input')) return null;
  try {
    const input = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    return Object.entries(input).every(([key, value]) => key === '0' && value == null) ? 'batch' : null;
  } catch {
    return null;
  }
}

export async function answerFeedList(request: Request, db: Database, services: BillingServices & { feed: FeedHub }): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const shape = shapeOf(new URL(request.url));
  if (!shape) return null;
  if (!(await entitledCaller(db, services, bearerToken(request)))) return null;
  const body = await services.feed.newestResponseBody();
  return new Response(shape === 'batch' ? `[${body}]` : body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Vary: 'Authorization' },
  });
}
