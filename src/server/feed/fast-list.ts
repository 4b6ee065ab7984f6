/**
 * The hot path of the product: every subscriber's feed refreshes feed.list every minute. A
 * `GET /trpc/feed.list` from an entitled caller (plain, or a batch of just this call) is
 * answered here with the page already serialised in memory, by tRPC's own response encoder, so
 * the bytes are those tRPC's handler would send. Anything else (other batches, no token, no
 * access) goes on to tRPC, which gives the usual responses.
 */
import { type AnyTRPCRouter, transformTRPCResponse } from '@trpc/server';
import type { TRPCSuccessResponse } from '@trpc/server/rpc';
import type { BillingServices } from '../billing/billing-services';
import { entitledCaller } from '../billing/entitlement';
import type { Database } from '../db/client';
import { bearerToken } from '../http/bearer-token';
import type { FeedHub } from './feed-hub';

export const FEED_LIST_PATH = '/trpc/feed.list';

type Shape = 'plain' | 'batch';

/** 'plain' for `/trpc/feed.list`, 'batch' for a batch holding only it, else null. */
function shapeOf(url: URL): Shape | null {
  if (url.search === '') return 'plain';
  if (url.searchParams.get('batch') !== '1' || [...url.searchParams.keys()].some((key) => key !== 'batch' && key !== 'input')) return null;
  try {
    const input = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    return Object.entries(input).every(([key, value]) => key === '0' && value == null) ? 'batch' : null;
  } catch {
    return null;
  }
}

const utf8 = new TextEncoder();

/** The page as tRPC's handler writes a query's result (with the router's transformer): alone, or as a batch of one. */
function encodeBody(router: AnyTRPCRouter, page: object, shape: Shape): Uint8Array<ArrayBuffer> {
  const result: TRPCSuccessResponse<unknown> = { result: { data: page } };
  return utf8.encode(JSON.stringify(transformTRPCResponse(router._def._config, shape === 'batch' ? [result] : result)));
}

/**
 * The response bodies of one page, kept while the feed hands out that same page (its array):
 * the page changes when a story does, and is read by thousands of requests in between. Kept as
 * bytes, so no request encodes the 15 KB again.
 */
const bodiesOfPage = new WeakMap<object, Partial<Record<Shape, Uint8Array<ArrayBuffer>>>>();

function responseBody(router: AnyTRPCRouter, page: object, shape: Shape): Uint8Array<ArrayBuffer> {
  let bodies = bodiesOfPage.get(page);
  if (!bodies) {
    bodies = {};
    bodiesOfPage.set(page, bodies);
  }
  bodies[shape] ??= encodeBody(router, page, shape);
  return bodies[shape];
}

/**
 * `url`: the request's, parsed once by the front door. `router`: the app's tRPC router, whose
 * config (its transformer) encodes the page as its handler would.
 */
export async function answerFeedList(
  request: Request,
  url: URL,
  db: Database,
  services: BillingServices & { feed: FeedHub },
  router: AnyTRPCRouter,
): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const shape = shapeOf(url);
  if (!shape) return null;
  if (!(await entitledCaller(db, services, bearerToken(request)))) return null;
  const body = responseBody(router, await services.feed.newest(), shape);
  return new Response(body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Vary: 'Authorization' },
  });
}
