/**
 * The hot path of the product: every subscriber's feed refreshes feed.list every minute. A
 * plain `GET /trpc/feed.list` from an entitled caller is answered here with the page that is
 * already serialised in memory, exactly as tRPC would answer it. Anything else (batched
 * calls, no token, no access, errors) goes on to tRPC, which gives the usual responses.
 */
import { resolveCaller } from '../accounts/sessions';
import { currentAccess } from '../billing/access-cache';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { bearerToken } from '../trpc/init';

export const FEED_LIST_PATH = '/trpc/feed.list';

export async function answerFeedList(request: Request, db: Database, services: Services): Promise<Response | null> {
  if (request.method !== 'GET' || request.url.includes('?')) return null;
  const token = bearerToken(request);
  if (!token) return null;
  const caller = await resolveCaller(db, token);
  if (!caller || caller.session.kind !== 'normal') return null;
  if (!(await currentAccess(db, services, caller.user.id)).entitled) return null;
  return new Response(await services.feed.newestResponseBody(), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Vary: 'Authorization' },
  });
}
