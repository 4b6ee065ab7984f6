/** The paid feed: the newest 50, new rows live over SSE, and the archive, for subscribers and trial users only. */
import { tracked } from '@trpc/server';
import { archiveSearchInput, storyInput, storyNotFound } from '../../../shared/archive';
import { AppError } from '../../errors';
import { findStory, searchArchive } from '../../feed/archive';
import { type StreamEvent, TOO_MANY_STREAMS_MESSAGE } from '../../feed/live-streams';
import { feedStreamInput } from '../../feed/stream-input';
import { entitledProcedure, router } from '../init';

export const feedRouter = router({
  list: entitledProcedure.query(({ ctx }) => ctx.services.feed.newest()),

  /** Older stories (after `before`) and searches of every stored story, a page at a time. */
  search: entitledProcedure
    .input(archiveSearchInput)
    .query(({ ctx, input }) => searchArchive({ db: ctx.db, sourceDomains: ctx.services.env.FEED_SOURCE_DOMAINS, search: input })),

  /** One story's own page. */
  story: entitledProcedure.input(storyInput).query(async ({ ctx, input }) => {
    const story = await findStory({ db: ctx.db, sourceDomains: ctx.services.env.FEED_SOURCE_DOMAINS, id: input.id });
    if (!story) throw new AppError('NOT_FOUND', storyNotFound);
    return story;
  }),

  /**
   * New rows as they are inserted, and stored rows when they change (the AI analysis replacing
   * the offline one, another outlet). Each event carries the row's revision; a client that
   * reconnects with its last revision first gets every change it missed, in order (or, when that is
   * more than a stream replays, the word to read the list again), then the live ones. Real
   * clients are usually answered by the lean SSE writer (fast-stream.ts); this generator serves
   * everything else over the same stream registry.
   */
  onInsert: entitledProcedure.input(feedStreamInput).subscription(({ ctx, input, signal }) => {
    const queue: StreamEvent[] = [];
    let ended = false;
    let wake: (() => void) | null = null;
    const nudge = () => {
      wake?.();
      wake = null;
    };
    // Opened before the generator runs, so that the one over the cap is refused as the call's own error.
    const close = ctx.services.streams.open({
      session: ctx.caller.session,
      entitledUntil: ctx.access.entitledUntil,
      lastEventId: input?.lastEventId ?? null,
      sink: {
        send: (event) => {
          queue.push(event);
          nudge();
        },
        ping: () => {},
        end: () => {
          ended = true;
          nudge();
        },
      },
    });
    if (!close) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS_MESSAGE);
    // A caller that goes away before reading a single event frees its place too.
    const stop = () => {
      close();
      nudge();
    };
    signal?.addEventListener('abort', stop, { once: true });
    return (async function* () {
      try {
        while (!signal?.aborted) {
          while (queue.length > 0) {
            const event = queue.shift() as StreamEvent;
            yield tracked(String(event.id), event.data);
          }
          if (ended) return;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      } finally {
        close();
        signal?.removeEventListener('abort', stop);
      }
    })();
  }),
});
