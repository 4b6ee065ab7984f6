/** The paid feed: the newest 50, and new rows live over SSE, for subscribers and trial users only. */
import { tracked } from '@trpc/server';
import { z } from 'zod';
import type { FeedItem } from '../../shared/feed';
import { loadAccess } from '../billing/access';
import { onAccessChange } from '../billing/access-events';
import { entitledProcedure, router } from '../trpc/init';

/** Streams re-check access this often (other instances' changes), and at once on local changes. */
export const ENTITLEMENT_RECHECK_MS = 30_000;

export const feedRouter = router({
  list: entitledProcedure.query(({ ctx }) => ctx.services.feed.newest()),

  /**
   * New rows as they are inserted. Each event carries the row id; a client that reconnects
   * with its last id first gets every row it missed, in order, then the live ones.
   */
  onInsert: entitledProcedure
    .input(z.object({ lastEventId: z.coerce.number().int().nonnegative().nullish() }).optional())
    .subscription(async function* ({ ctx, input, signal }) {
      const feed = ctx.services.feed;
      const userId = ctx.caller.user.id;
      const queue: FeedItem[] = [];
      let wake: (() => void) | null = null;
      const nudge = () => {
        wake?.();
        wake = null;
      };
      let accessChanged = false;
      // Listen before reading the backlog, so nothing falls between the two.
      const stopFeed = feed.subscribe((item) => {
        queue.push(item);
        nudge();
      });
      const stopAccess = onAccessChange(userId, () => {
        accessChanged = true;
        nudge();
      });
      const stopSignals = [signal, ctx.shutdownSignal].filter((s): s is AbortSignal => !!s);
      for (const s of stopSignals) s.addEventListener('abort', nudge, { once: true });
      const stopped = () => stopSignals.some((s) => s.aborted);

      try {
        let lastId = -1;
        if (input?.lastEventId !== undefined && input.lastEventId !== null) {
          lastId = input.lastEventId;
          for (const item of await feed.since(lastId)) {
            yield tracked(String(item.id), item);
            lastId = item.id;
          }
        }
        let nextCheck = Date.now() + ENTITLEMENT_RECHECK_MS;
        while (!stopped()) {
          while (queue.length > 0) {
            const item = queue.shift() as FeedItem;
            if (item.id <= lastId && lastId !== -1) continue;
            yield tracked(String(item.id), item);
            lastId = item.id;
          }
          if (accessChanged || Date.now() >= nextCheck) {
            accessChanged = false;
            nextCheck = Date.now() + ENTITLEMENT_RECHECK_MS;
            await ctx.services.billing?.refresh(ctx.db, userId);
            if (!(await loadAccess(ctx.db, userId)).entitled) return;
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, Math.max(0, nextCheck - Date.now()));
          });
        }
      } finally {
        stopFeed();
        stopAccess();
        for (const s of stopSignals) s.removeEventListener('abort', nudge);
      }
    }),
});
